import { describe, expect, it } from "vitest";
import { stripeJsMessage } from "./stripe-error";

describe("Stripe.js errors as the spec's messages", () => {
  it("names the card's problem by its code, then the kind, then generically", () => {
    expect(stripeJsMessage({ type: "validation_error", code: "incomplete_number" })).toBe(
      "StripePaymentForm.incompleteNumber",
    );
    expect(stripeJsMessage({ type: "card_error", code: "card_declined" })).toBe(
      "StripePaymentForm.cardDeclined",
    );
    expect(stripeJsMessage({ type: "api_connection_error" })).toBe(
      "StripePaymentForm.stripe.apiConnectionError",
    );
    expect(stripeJsMessage({ type: "something_new" })).toBe("StripePaymentForm.genericError");
    expect(stripeJsMessage(undefined)).toBe("StripePaymentForm.genericError");
  });
});
