import { describe, expect, it } from "vitest";
import type { PaymentIntent } from "#modules/payments";
import { backToCheckout } from "./test-mode.server";

// Decision 064: the bank and 3-D Secure pages send the buyer back only to a path of ours,
// checked as login's return path is.
describe("backToCheckout", () => {
  const intent = { id: "pi_test_1" } as PaymentIntent;
  const location = (returnUrl: string | null) =>
    backToCheckout(intent, returnUrl).headers.get("Location");

  it("goes back to the checkout's own return route with the intent appended", () => {
    expect(location("/cart/checkout/ideal?key=abc")).toBe(
      "/cart/checkout/ideal?key=abc&payment_intent=pi_test_1",
    );
    expect(location("/l/tomaten/1/checkout/card")).toBe(
      "/l/tomaten/1/checkout/card?payment_intent=pi_test_1",
    );
  });

  it("never leaves the site, however the path is written", () => {
    for (const returnUrl of [
      "/\\evil.example/x",
      "/\t/evil.example",
      "/\\/evil.example",
      "//evil.example",
      null,
    ]) {
      expect(location(returnUrl), JSON.stringify(returnUrl)).toBe("/?payment_intent=pi_test_1");
    }
  });
});
