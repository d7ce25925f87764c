import { describe, expect, it } from "vitest";
import { createPaymentProcessor, PaymentConfigError, stripeApiOf } from "./processor.server";

// createPaymentProcessor chooses at start and refuses part of a Stripe configuration
// (decisions 071, 080).
const DEFAULT_SECRET = "whsec_buurtoogst_test_mode";
const deps = { db: {} as never, now: () => new Date(0) };
const config = (overrides: Record<string, string | undefined>) => ({
  STRIPE_WEBHOOK_SECRET: DEFAULT_SECRET,
  defaultWebhookSecret: DEFAULT_SECRET,
  ...overrides,
});
const FULL = {
  STRIPE_SECRET_KEY: "sk_test_1",
  PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1",
  STRIPE_WEBHOOK_SECRET: "whsec_own_1",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_1",
};

describe("createPaymentProcessor", () => {
  it("is test mode, with its own test service, when no Stripe key is set", () => {
    const chosen = createPaymentProcessor(config({}), deps);
    expect(chosen.processor.mode).toBe("test");
    expect(chosen.testPayments).not.toBeNull();
    expect(chosen.stripe).toBeNull();
    expect(createPaymentProcessor(config({ STRIPE_SECRET_KEY: " " }), deps).processor.mode).toBe(
      "test",
    );
  });

  it("refuses part of a Stripe configuration, naming everything that is missing", () => {
    const start = () => createPaymentProcessor(config({ STRIPE_SECRET_KEY: "sk_test_1" }), deps);
    expect(start).toThrow(PaymentConfigError);
    expect(start).toThrow(
      /PUBLIC_STRIPE_PUBLISHABLE_KEY.*STRIPE_WEBHOOK_SECRET.*STRIPE_CONNECT_WEBHOOK_SECRET/,
    );
    expect(() =>
      createPaymentProcessor(config({ ...FULL, STRIPE_SECRET_KEY: undefined }), deps),
    ).toThrow(/needs STRIPE_SECRET_KEY \(sk_…\) as well/);
    expect(() =>
      createPaymentProcessor(config({ ...FULL, STRIPE_WEBHOOK_SECRET: DEFAULT_SECRET }), deps),
    ).toThrow(/needs STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      createPaymentProcessor(config({ STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_c" }), deps),
    ).toThrow(/STRIPE_SECRET_KEY.*PUBLIC_STRIPE_PUBLISHABLE_KEY/);
  });

  it("refuses keys swapped round", () => {
    expect(() =>
      createPaymentProcessor(
        config({ ...FULL, STRIPE_SECRET_KEY: "pk_test_1", PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_1" }),
        deps,
      ),
    ).toThrow(/secret key/);
  });

  it("is the Stripe adapter with all four settings, and has no test pages then", () => {
    const chosen = createPaymentProcessor(config(FULL), deps);
    expect(chosen.processor.mode).toBe("stripe");
    expect(chosen.stripe).toBe(chosen.processor);
    expect(chosen.testPayments).toBeNull();
  });

  it("reads STRIPE_API_BASE as the SDK's host, port and protocol", () => {
    expect(stripeApiOf("http://127.0.0.1:12111")).toEqual({
      host: "127.0.0.1",
      port: 12111,
      protocol: "http",
    });
    expect(stripeApiOf("https://api.stripe.com")).toEqual({
      host: "api.stripe.com",
      port: 443,
      protocol: "https",
    });
    expect(stripeApiOf(undefined)).toBeUndefined();
  });
});
