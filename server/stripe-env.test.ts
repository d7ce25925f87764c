import { describe, expect, it } from "vitest";
import { parseEnv, paymentConfig, publicConfig } from "./env";

// Stripe's settings (decision 080): the publishable key under its public name, the old name
// still read, and only the publishable key ever reaches the browser.
describe("Stripe settings", () => {
  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_1",
    STRIPE_WEBHOOK_SECRET: "whsec_own_1",
    STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_1",
  };

  it("reads PUBLIC_STRIPE_PUBLISHABLE_KEY, or the old STRIPE_PUBLISHABLE_KEY", () => {
    const now = parseEnv({ ...stripe, PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_new" }, () => {});
    expect(paymentConfig(now).PUBLIC_STRIPE_PUBLISHABLE_KEY).toBe("pk_test_new");
    const old = parseEnv({ ...stripe, STRIPE_PUBLISHABLE_KEY: "pk_test_old" }, () => {});
    expect(paymentConfig(old).PUBLIC_STRIPE_PUBLISHABLE_KEY).toBe("pk_test_old");
  });

  it("gives the browser the publishable key with Stripe, and no secret ever", () => {
    const env = parseEnv({ ...stripe, PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_new" }, () => {});
    const shown = JSON.stringify(publicConfig(env));
    expect(publicConfig(env).stripePublishableKey).toBe("pk_test_new");
    expect(shown).not.toContain("sk_test_1");
    expect(shown).not.toContain("whsec_");
    expect(publicConfig(parseEnv({}, () => {})).stripePublishableKey).toBeNull();
  });
});
