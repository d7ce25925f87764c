/** API error codes of spec §8 that this codebase raises. */
export type ErrorCode =
  | "email-taken"
  | "email-not-found"
  | "email-too-many-verification-requests"
  | "validation-invalid-params"
  | "validation-invalid-value"
  | "not-found"
  | "forbidden"
  | "unauthorized"
  | "too-many-requests"
  | "invalid-credentials"
  | "invalid-token"
  | "internal";

/**
 * An expected failure of a use-case. `messageId` names the catalogue text the
 * user sees; `fields` carries per-field message ids for forms.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly messageId: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(`${code}: ${messageId}`);
    this.name = "AppError";
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
