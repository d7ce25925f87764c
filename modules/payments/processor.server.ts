import type { Database } from "../../db/client";
import { createTestMode, type TestPayments } from "./test-mode.server";
import type { PaymentProcessor } from "./types";

/** The settings that choose the payment processor (server/env.ts). */
export type PaymentConfig = {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET: string;
  /** The published test-mode secret: a Stripe account needs its own. */
  defaultWebhookSecret: string;
};

export class PaymentConfigError extends Error {}

/**
 * Picks the processor at start, as createGeocoder does (decision 071): the built-in test mode
 * unless Stripe's keys are set, and a refusal to start on half a Stripe configuration rather
 * than a failure at the first checkout. `testPayments` is test mode's own pages and
 * tokenisation; a real processor has none.
 */
export function createPaymentProcessor(
  config: PaymentConfig,
  deps: { db: Database; now: () => Date },
): { processor: PaymentProcessor; testPayments: TestPayments | null } {
  const secret = config.STRIPE_SECRET_KEY?.trim();
  const publishable = config.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!secret && !publishable) return createTestMode(deps);
  const missing = [
    secret ? null : "STRIPE_SECRET_KEY (sk_…)",
    publishable ? null : "STRIPE_PUBLISHABLE_KEY (pk_…)",
    config.STRIPE_WEBHOOK_SECRET !== config.defaultWebhookSecret
      ? null
      : "STRIPE_WEBHOOK_SECRET (the endpoint's whsec_…)",
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    throw new PaymentConfigError(
      `Stripe needs ${missing.join(", ")} as well. Unset STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to use the built-in test mode.`,
    );
  }
  throw new PaymentConfigError(
    "This version has no Stripe adapter yet: unset STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to use the built-in test mode.",
  );
}
