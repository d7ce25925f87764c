import { describe, expect, it } from "vitest";
import { createPaymentProcessor, PaymentConfigError } from "./processor.server";

// createPaymentProcessor chooses at start and refuses half a Stripe configuration (decision 071).
const DEFAULT_SECRET = "whsec_buurtoogst_test_mode";
const deps = { db: {} as never, now: () => new Date(0) };
const config = (overrides: Record<string, string | undefined>) => ({
  STRIPE_WEBHOOK_SECRET: DEFAULT_SECRET,
  defaultWebhookSecret: DEFAULT_SECRET,
  ...overrides,
});

describe("createPaymentProcessor", () => {
  it("is test mode, with its own test service, when no Stripe key is set", () => {
    const chosen = createPaymentProcessor(config({}), deps);
    expect(chosen.processor.mode).toBe("test");
    expect(chosen.testPayments).not.toBeNull();
    expect(createPaymentProcessor(config({ STRIPE_SECRET_KEY: " " }), deps).processor.mode).toBe(
      "test",
    );
  });

  it("refuses a secret key without the rest, naming what is missing", () => {
    const start = () => createPaymentProcessor(config({ STRIPE_SECRET_KEY: "sk_test_1" }), deps);
    expect(start).toThrow(PaymentConfigError);
    expect(start).toThrow(/STRIPE_PUBLISHABLE_KEY.*STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      createPaymentProcessor(
        config({ STRIPE_PUBLISHABLE_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_own_1" }),
        deps,
      ),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("says so at start while there is no Stripe adapter yet", () => {
    expect(() =>
      createPaymentProcessor(
        config({
          STRIPE_SECRET_KEY: "sk_test_1",
          STRIPE_PUBLISHABLE_KEY: "pk_test_1",
          STRIPE_WEBHOOK_SECRET: "whsec_own_1",
        }),
        deps,
      ),
    ).toThrow(/no Stripe adapter yet/);
  });
});
