import type { ErrorCode } from "#modules/errors";

/**
 * Spec §8 for Stripe's errors, pure (decision 080): what a failed Stripe call means to the
 * buyer or grower, which code the server logs, and the Stripe message the API error carries
 * as `meta.stripeMessage`. The adapter turns the SDK's errors into `StripeErrorFacts` and
 * this decides; nothing here imports the SDK.
 */

/** Stripe's error `type` (the SDK's classes StripeCardError, StripeAPIError, …). */
export type StripeErrorKind =
  | "card_error"
  | "invalid_request_error"
  | "api_error"
  | "authentication_error"
  | "api_connection_error"
  | "rate_limit_error"
  | "idempotency_error"
  | "permission_error";

/** What the adapter reads off a failed call. */
export type StripeErrorFacts = {
  kind: StripeErrorKind | null;
  httpStatus: number | null;
  code: string | null;
  declineCode: string | null;
  message: string | null;
  /** The connected account's requirements.disabled_reason, when the caller knows it. */
  disabledReason?: string | null;
};

/** The Stripe calls whose failures spec §8 logs, with the code it logs them under. */
export const LOGGED_CODES = {
  createAccount: "create-stripe-account-failed",
  updateAccount: "update-stripe-account-failed",
  fetchAccount: "fetch-stripe-account-failed",
  createAccountLink: "get-stripe-account-link-failed",
  createCustomer: "create-stripe-user-failed",
  addPaymentMethod: "add-payment-method-failed",
  updatePaymentMethod: "updating-payment-method-failed",
  createSetupIntent: "create-setup-intent-failed",
  fetchCustomer: "fetch-stripe-customer-failed",
  payment: "initiate-order-failed",
} as const;

export type StripeOperation = keyof typeof LOGGED_CODES;

/** Spec §8: the Stripe error kinds the checkout names, each with its catalogue text. */
export const KIND_MESSAGES: Record<StripeErrorKind, string> = {
  api_connection_error: "StripePaymentForm.stripe.apiConnectionError",
  api_error: "StripePaymentForm.stripe.apiError",
  authentication_error: "StripePaymentForm.stripe.authenticationError",
  card_error: "StripePaymentForm.stripe.cardError",
  invalid_request_error: "StripePaymentForm.stripe.invalidRequestError",
  rate_limit_error: "StripePaymentForm.stripe.rateLimitError",
  // Not among spec §8's kinds: the generic payment-data message.
  idempotency_error: "StripePaymentForm.genericError",
  permission_error: "StripePaymentForm.genericError",
};

/** A card's decline, by Stripe's code or decline_code, as the test-mode card form names it. */
export const CARD_MESSAGES: Record<string, string> = {
  card_declined: "StripePaymentForm.cardDeclined",
  insufficient_funds: "StripePaymentForm.cardDeclined",
  generic_decline: "StripePaymentForm.cardDeclined",
  expired_card: "StripePaymentForm.expiredCard",
  incorrect_cvc: "StripePaymentForm.incorrectCvc",
  invalid_cvc: "StripePaymentForm.incorrectCvc",
  incorrect_number: "StripePaymentForm.incorrectNumber",
  invalid_number: "StripePaymentForm.incorrectNumber",
  invalid_expiry_month: "StripePaymentForm.invalidExpiry",
  invalid_expiry_year: "StripePaymentForm.invalidExpiry",
  payment_intent_authentication_failure: "StripePaymentForm.authenticationFailed",
  authentication_required: "StripePaymentForm.authenticationFailed",
};

const AMOUNT_TOO_LOW = ["Amount must be at least", "Amount must convert to at least"];
const CHARGES_DISABLED = "Your account cannot currently make charges.";

/**
 * Stripe's requirements.disabled_reason values that mean the grower's verification is not
 * done (https://docs.stripe.com/api/accounts/object#account_object-requirements-disabled_reason).
 */
export function isVerificationDisabledReason(reason: string | null | undefined): boolean {
  if (!reason) return false;
  return (
    reason.startsWith("requirements.") ||
    reason.startsWith("rejected.") ||
    reason === "under_review" ||
    reason === "listed" ||
    reason === "platform_paused" ||
    reason === "action_required.requested_capabilities"
  );
}

export type Classified = {
  code: ErrorCode;
  status: number;
  messageId: string;
  /** The Stripe message the API error carries as meta.stripeMessage (spec §8). */
  stripeMessage: string | null;
  /** The card's decline, when it was one. */
  declineCode: string | null;
};

/** What a card's decline says, or null when the code is not a card's. */
export function cardMessageOf(code: string | null, declineCode: string | null): string | null {
  return (declineCode && CARD_MESSAGES[declineCode]) || (code && CARD_MESSAGES[code]) || null;
}

/**
 * Spec §8's classification: a 402 about the amount is "amount too low"; one about the
 * connected account (its charges disabled, a verification disabled reason) is the grower's
 * unfinished payout details; a card error is the card's message; every other Stripe kind is
 * that kind's message. Server-side failures (connection, api, rate limit) are 502/503, so
 * they are logged and the buyer may retry; a card or amount problem is 402.
 */
export function classifyStripeError(facts: StripeErrorFacts): Classified {
  const message = facts.message ?? null;
  const base = { stripeMessage: message, declineCode: facts.declineCode ?? null };
  if (message && AMOUNT_TOO_LOW.some((prefix) => message.startsWith(prefix))) {
    return {
      ...base,
      code: "transaction-payment-failed",
      status: 402,
      messageId: "CheckoutPage.amountTooLowError",
    };
  }
  if (message === CHARGES_DISABLED || isVerificationDisabledReason(facts.disabledReason)) {
    return {
      ...base,
      code: "transaction-payment-failed",
      status: 402,
      messageId: "CheckoutPage.chargeDisabledMessage",
    };
  }
  switch (facts.kind) {
    case "card_error":
      return {
        ...base,
        code: "transaction-payment-failed",
        status: 402,
        messageId: cardMessageOf(facts.code, facts.declineCode) ?? KIND_MESSAGES.card_error,
      };
    case "invalid_request_error":
      return {
        ...base,
        code: "validation-invalid-params",
        status: facts.httpStatus === 404 ? 404 : 400,
        messageId: KIND_MESSAGES.invalid_request_error,
      };
    case "rate_limit_error":
      return {
        ...base,
        code: "too-many-requests",
        status: 503,
        messageId: KIND_MESSAGES[facts.kind],
      };
    case "api_connection_error":
    case "api_error":
    case "authentication_error":
    case "idempotency_error":
    case "permission_error":
      return { ...base, code: "internal", status: 502, messageId: KIND_MESSAGES[facts.kind] };
    default:
      return {
        ...base,
        code: "internal",
        status: 502,
        messageId: "StripePaymentForm.genericError",
      };
  }
}
