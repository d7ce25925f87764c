import Stripe from "stripe";
import { AppError } from "#modules/errors";
import {
  classifyStripeError,
  LOGGED_CODES,
  type StripeErrorFacts,
  type StripeErrorKind,
  type StripeOperation,
} from "./errors";

/** Where the SDK sends its requests: Stripe, or the fake server in tests (decision 080). */
export type StripeApi = { host: string; port: number; protocol: "http" | "https" };

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  /** Absolute base of return URLs: Stripe refuses a relative return_url. */
  appUrl: string;
  api?: StripeApi;
  /** The app logger's error line for spec §8's logged codes. */
  log?: (entry: { err: unknown; code: string; stripeMessage: string | null }) => void;
};

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Buurtoogst" },
    ...(config.api ?? {}),
  });
}

const KINDS: ReadonlySet<string> = new Set<StripeErrorKind>([
  "card_error",
  "invalid_request_error",
  "api_error",
  "authentication_error",
  "api_connection_error",
  "rate_limit_error",
  "idempotency_error",
  "permission_error",
]);

/** The SDK's error class names, for errors built without a raw type (connection failures). */
const CLASS_KINDS: Record<string, StripeErrorKind> = {
  StripeCardError: "card_error",
  StripeInvalidRequestError: "invalid_request_error",
  StripeAPIError: "api_error",
  StripeAuthenticationError: "authentication_error",
  StripeConnectionError: "api_connection_error",
  StripeRateLimitError: "rate_limit_error",
  StripeIdempotencyError: "idempotency_error",
  StripePermissionError: "permission_error",
};

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** What the pure mapping reads off the SDK's error. */
export function factsOf(error: unknown): StripeErrorFacts {
  if (!isStripeError(error)) {
    return { kind: null, httpStatus: null, code: null, declineCode: null, message: null };
  }
  const rawType = error.rawType ?? "";
  const kind = KINDS.has(rawType)
    ? (rawType as StripeErrorKind)
    : (CLASS_KINDS[error.type] ?? CLASS_KINDS[error.constructor.name] ?? null);
  return {
    kind,
    httpStatus: error.statusCode ?? null,
    code: error.code ?? null,
    declineCode: error.decline_code ?? null,
    message: error.message ?? null,
  };
}

/** Stripe's "No such …" answer: the object does not exist (for retrieve → null). */
export const isMissing = (error: unknown) =>
  isStripeError(error) && (error.statusCode === 404 || error.code === "resource_missing");

/**
 * Runs one Stripe call; a Stripe failure becomes the spec's API error (with the Stripe
 * message as meta.stripeMessage) and, for the operations spec §8 names, a logged code.
 */
export function caller(config: Pick<StripeConfig, "log">) {
  return async function call<T>(
    operation: StripeOperation,
    run: () => Promise<T>,
    extra: Partial<StripeErrorFacts> = {},
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isStripeError(error)) throw error;
      const classified = classifyStripeError({ ...factsOf(error), ...extra });
      config.log?.({
        err: error,
        code: LOGGED_CODES[operation],
        stripeMessage: classified.stripeMessage,
      });
      throw new AppError(
        classified.code,
        classified.status,
        classified.messageId,
        {},
        classified.stripeMessage ? { stripeMessage: classified.stripeMessage } : undefined,
      );
    }
  };
}

export type Call = ReturnType<typeof caller>;
