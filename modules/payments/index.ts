// The payments module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export type {
  AccountRequirements,
  BankAccountInput,
  BankField,
  ConnectedAccount,
  ConnectProcessor,
  PayoutAccountType,
} from "./connect-types";
export type { CustomerProcessor, SavedCard, SetupIntent } from "./customer-types";
export {
  TEST_IBAN_VERIFICATION_FAILED,
  TEST_IBAN_VERIFICATION_NEEDED,
  TEST_IBAN_VERIFIED,
} from "./test-bank-accounts";
export {
  CARD_ERROR_MESSAGES,
  type CardDetails,
  type CardErrorCode,
} from "./test-card";
export {
  PAYMENT_METHOD_ID,
  STRIPE_TEST_PAYMENT_METHODS,
  type TestPaymentMethod,
} from "./test-payment-methods";
export {
  type ConfirmWith,
  HANDLED_STATUSES,
  type PaymentIntent,
  type PaymentMethodType,
  type PaymentProcessor,
} from "./types";
export type { PaymentEvent } from "./webhook-events";
