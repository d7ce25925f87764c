/**
 * A Stripe.js error as the spec's message (spec §8): the card's own message by its code, else
 * the kind's. Client-safe and pure; the server's twin is modules/payments/stripe/errors.ts.
 */
const CARD: Record<string, string> = {
  card_declined: "StripePaymentForm.cardDeclined",
  expired_card: "StripePaymentForm.expiredCard",
  incorrect_cvc: "StripePaymentForm.incorrectCvc",
  invalid_cvc: "StripePaymentForm.incorrectCvc",
  incomplete_cvc: "StripePaymentForm.incorrectCvc",
  incorrect_number: "StripePaymentForm.incorrectNumber",
  invalid_number: "StripePaymentForm.incorrectNumber",
  incomplete_number: "StripePaymentForm.incompleteNumber",
  invalid_expiry_month: "StripePaymentForm.invalidExpiry",
  invalid_expiry_year: "StripePaymentForm.invalidExpiry",
  invalid_expiry_year_past: "StripePaymentForm.expiredCard",
  incomplete_expiry: "StripePaymentForm.invalidExpiry",
  payment_intent_authentication_failure: "StripePaymentForm.authenticationFailed",
};

const KINDS: Record<string, string> = {
  api_connection_error: "StripePaymentForm.stripe.apiConnectionError",
  api_error: "StripePaymentForm.stripe.apiError",
  authentication_error: "StripePaymentForm.stripe.authenticationError",
  card_error: "StripePaymentForm.stripe.cardError",
  invalid_request_error: "StripePaymentForm.stripe.invalidRequestError",
  rate_limit_error: "StripePaymentForm.stripe.rateLimitError",
  // Stripe.js's own check of the fields (an incomplete card) without a known code.
  validation_error: "StripePaymentForm.missingCard",
};

export function stripeJsMessage(error: { type?: string; code?: string } | undefined): string {
  if (!error) return "StripePaymentForm.genericError";
  return (
    (error.code && CARD[error.code]) ||
    (error.type && KINDS[error.type]) ||
    "StripePaymentForm.genericError"
  );
}
