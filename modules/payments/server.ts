// The payments module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export {
  createPaymentProcessor,
  type PaymentConfig,
  PaymentConfigError,
} from "./processor.server";
export { createReconciler, type ReconcileSource } from "./reconcile.server";
export {
  createStripeProcessor,
  type StripeProcessor,
} from "./stripe/stripe-processor.server";
export { onboardingPath, type TestAccounts } from "./test-accounts.server";
export { cardPath, createTestMode, type TestPayments } from "./test-mode.server";
export { TEST_REFUND_SETTLE_KIND, TEST_REFUND_SETTLE_MS } from "./test-transfers.server";
export { signPayload } from "./webhook-signature";
export { createWebhookReceiver } from "./webhooks.server";
