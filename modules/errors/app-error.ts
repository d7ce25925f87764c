/** API error codes of spec §8 that this codebase raises. */
export type ErrorCode =
  | "email-taken"
  | "email-not-found"
  | "email-too-many-verification-requests"
  | "email-verification-in-progress"
  | "validation-invalid-params"
  | "validation-invalid-value"
  | "not-found"
  | "forbidden"
  | "unauthorized"
  | "too-many-requests"
  | "invalid-credentials"
  | "invalid-token"
  /** Not in spec §8's list: a banned account acting or logging in (decision 065). */
  | "user-banned"
  /** Not in spec §8's list: a provider account already linked to a user (decision 086). */
  | "idp-identity-taken"
  | "limited-session"
  | "old-total-mismatch"
  | "transaction-listing-not-found"
  | "transaction-invalid-transition"
  | "transaction-already-reviewed-by-customer"
  | "transaction-already-reviewed-by-provider"
  | "transaction-listing-insufficient-stock"
  | "transaction-booking-time-not-available"
  | "transaction-listing-price-changed"
  | "transaction-missing-stripe-account"
  | "transaction-charge-zero-payin"
  | "transaction-charge-zero-payout"
  | "transaction-payment-failed"
  | "transaction-too-many-unpaid-orders"
  | "request-upload-over-limit"
  | "idempotency-key-reused"
  | "internal";

/**
 * An expected failure of a use-case. `messageId` names the catalogue text the
 * user sees; `fields` carries per-field message ids for forms.
 */
const BRAND = Symbol.for("buurtoogst.AppError");

export class AppError extends Error {
  readonly [BRAND] = true;
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly messageId: string,
    readonly fields: Record<string, string> = {},
    /** Extra facts the API error shows as `meta` (spec §8: the processor's message). */
    readonly meta?: Record<string, string>,
  ) {
    super(`${code}: ${messageId}`);
    this.name = "AppError";
  }
}

/**
 * A brand check, not `instanceof`: the React Router server bundle and the
 * services loaded by the server each have their own copy of this class.
 */
export const isAppError = (error: unknown): error is AppError =>
  typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
