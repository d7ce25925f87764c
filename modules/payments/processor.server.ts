import type { Database } from "../../db/client";
import type { StripeApi, StripeConfig } from "./stripe/client.server";
import { createStripeProcessor, type StripeProcessor } from "./stripe/stripe-processor.server";
import { createTestMode, type TestPayments } from "./test-mode.server";
import type { PaymentProcessor } from "./types";

/** The settings that choose the payment processor (server/env.ts). */
export type PaymentConfig = {
  STRIPE_SECRET_KEY?: string;
  PUBLIC_STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_CONNECT_WEBHOOK_SECRET?: string;
  /** Tests only: where the SDK sends requests (the fake Stripe), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE?: string;
  /** The published test-mode secret: a Stripe account needs its own. */
  defaultWebhookSecret: string;
  /** The site's address: Stripe's return URLs must be absolute. */
  appUrl?: string;
};

export class PaymentConfigError extends Error {}

/** STRIPE_API_BASE as the SDK's host, port and protocol. */
export function stripeApiOf(base: string | undefined): StripeApi | undefined {
  if (!base?.trim()) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === "http" ? 80 : 443)),
    protocol,
  };
}

/**
 * Picks the processor at start, as createGeocoder does (decisions 071, 080): the built-in
 * test mode unless Stripe's keys are set, Stripe with all four of its settings, and a refusal
 * to start on part of a Stripe configuration rather than a failure at the first checkout.
 * `testPayments` is test mode's own pages and tokenisation; a real processor has none.
 */
export function createPaymentProcessor(
  config: PaymentConfig,
  deps: { db: Database; now: () => Date; log?: StripeConfig["log"] },
): {
  processor: PaymentProcessor;
  stripe: StripeProcessor | null;
  testPayments: TestPayments | null;
} {
  const secret = config.STRIPE_SECRET_KEY?.trim();
  const publishable = config.PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim();
  const connectSecret = config.STRIPE_CONNECT_WEBHOOK_SECRET?.trim();
  if (!secret && !publishable && !connectSecret) {
    return { ...createTestMode(deps), stripe: null };
  }
  const ownSecret = config.STRIPE_WEBHOOK_SECRET !== config.defaultWebhookSecret;
  const missing = [
    secret ? null : "STRIPE_SECRET_KEY (sk_…)",
    publishable ? null : "PUBLIC_STRIPE_PUBLISHABLE_KEY (pk_…)",
    ownSecret ? null : "STRIPE_WEBHOOK_SECRET (the platform endpoint's whsec_…)",
    connectSecret ? null : "STRIPE_CONNECT_WEBHOOK_SECRET (the Connect endpoint's whsec_…)",
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    throw new PaymentConfigError(
      `Stripe needs ${missing.join(", ")} as well. Unset STRIPE_SECRET_KEY, PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_CONNECT_WEBHOOK_SECRET to use the built-in test mode.`,
    );
  }
  if (secret?.startsWith("pk_") || !secret?.match(/^(sk|rk)_/)) {
    throw new PaymentConfigError("STRIPE_SECRET_KEY must be a secret key (sk_… or rk_…).");
  }
  if (!publishable?.startsWith("pk_")) {
    throw new PaymentConfigError("PUBLIC_STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…).");
  }
  const stripe = createStripeProcessor({
    secretKey: secret,
    publishableKey: publishable,
    appUrl: config.appUrl ?? "http://localhost:3000",
    api: stripeApiOf(config.STRIPE_API_BASE),
    log: deps.log,
  });
  return { processor: stripe, stripe, testPayments: null };
}
