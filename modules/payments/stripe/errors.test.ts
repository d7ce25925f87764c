import { describe, expect, it } from "vitest";
import { classifyStripeError, isVerificationDisabledReason, type StripeErrorFacts } from "./errors";

const facts = (overrides: Partial<StripeErrorFacts>): StripeErrorFacts => ({
  kind: "invalid_request_error",
  httpStatus: 400,
  code: null,
  declineCode: null,
  message: null,
  ...overrides,
});

describe("classifyStripeError (spec §8)", () => {
  it.each([
    "Amount must be at least €0.50 eur",
    "Amount must convert to at least 50 cents. €0.10 converts to approximately $0.11.",
  ])("calls %j an amount too low, with the Stripe message kept", (message) => {
    expect(classifyStripeError(facts({ httpStatus: 402, message }))).toEqual({
      code: "transaction-payment-failed",
      status: 402,
      messageId: "CheckoutPage.amountTooLowError",
      stripeMessage: message,
      declineCode: null,
    });
  });

  it("calls a grower whose charges are disabled, or whose verification is, not verified", () => {
    const byMessage = classifyStripeError(
      facts({ httpStatus: 402, message: "Your account cannot currently make charges." }),
    );
    expect(byMessage.messageId).toBe("CheckoutPage.chargeDisabledMessage");
    expect(byMessage.status).toBe(402);
    const byReason = classifyStripeError(
      facts({ message: "Something else", disabledReason: "requirements.past_due" }),
    );
    expect(byReason.messageId).toBe("CheckoutPage.chargeDisabledMessage");
    // A message that only resembles it is not it.
    expect(
      classifyStripeError(facts({ message: "Your account cannot currently make payouts." }))
        .messageId,
    ).toBe("StripePaymentForm.stripe.invalidRequestError");
  });

  it("names a card's decline by its decline code first, then its code, then the kind", () => {
    const card = (code: string | null, declineCode: string | null) =>
      classifyStripeError(facts({ kind: "card_error", httpStatus: 402, code, declineCode }))
        .messageId;
    expect(card("card_declined", "insufficient_funds")).toBe("StripePaymentForm.cardDeclined");
    expect(card("expired_card", null)).toBe("StripePaymentForm.expiredCard");
    expect(card("incorrect_cvc", null)).toBe("StripePaymentForm.incorrectCvc");
    expect(card("processing_error", null)).toBe("StripePaymentForm.stripe.cardError");
  });

  it.each([
    ["api_connection_error", 502, "internal", "apiConnectionError"],
    ["api_error", 502, "internal", "apiError"],
    ["authentication_error", 502, "internal", "authenticationError"],
    ["rate_limit_error", 503, "too-many-requests", "rateLimitError"],
    ["invalid_request_error", 400, "validation-invalid-params", "invalidRequestError"],
  ] as const)("gives %s its own message", (kind, status, code, key) => {
    expect(classifyStripeError(facts({ kind, message: "x" }))).toMatchObject({
      code,
      status,
      messageId: `StripePaymentForm.stripe.${key}`,
      stripeMessage: "x",
    });
  });

  it("keeps a 404 of an invalid request a 404, and anything unknown generic", () => {
    expect(classifyStripeError(facts({ httpStatus: 404 })).status).toBe(404);
    expect(classifyStripeError(facts({ kind: null })).messageId).toBe(
      "StripePaymentForm.genericError",
    );
  });

  it("knows the verification disabled reasons", () => {
    expect(isVerificationDisabledReason("requirements.pending_verification")).toBe(true);
    expect(isVerificationDisabledReason("rejected.fraud")).toBe(true);
    expect(isVerificationDisabledReason(null)).toBe(false);
    expect(isVerificationDisabledReason("other")).toBe(false);
  });
});
