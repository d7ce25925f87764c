import { data } from "react-router";
import { z } from "zod";
import { type ErrorCode, isAppError } from "#modules/errors";
import { fieldErrors } from "#modules/users";
import type { AppContext } from "~/context";

/** Spec §8 codes pages log when something unexpected fails. */
type SpecFailureCode =
  | "create-listing-draft-failed"
  | "update-listing-failed"
  | "update-stock-failed"
  | "load-data-failed"
  | "fetching-line-items-failed"
  | "fetch-current-user-failed"
  | "initiate-order-failed";

/**
 * Pages spec §8 names no code for (sign-up, login and the account forms): named the same way,
 * so one search of the logs finds every failed use-case (decision 053).
 */
type AccountFailureCode =
  | "signup-failed"
  | "login-failed"
  | "verify-email-failed"
  | "resend-verification-failed"
  | "password-recovery-failed"
  | "password-reset-failed"
  | "change-password-failed"
  | "update-profile-failed"
  | "update-contact-details-failed"
  | "oidc-sign-in-failed"
  | "delete-account-failed"
  | "operator-action-failed";

/** Spec §8 codes of the order and sale pages' steps, forms and messages. */
type TransactionFailureCode =
  | "mark-delivered-failed"
  | "mark-received-failed"
  | "mark-received-from-purchase-failed"
  | "dispute-failed"
  | "leave-review-failed"
  | "cancel-failed"
  | "transition-failed"
  | "send-message-failed";

/** Spec §8 codes of the payout page. */
type PayoutFailureCode =
  | "create-stripe-account-failed"
  | "update-stripe-account-failed"
  | "fetch-stripe-account-failed"
  | "get-stripe-account-link-failed";

export type LoggedFailureCode =
  | SpecFailureCode
  | AccountFailureCode
  | TransactionFailureCode
  | PayoutFailureCode;

export type RouteFailure =
  /** Bad input: 400, field → message reference (the page shows it in the user's language). */
  | { kind: "validation"; status: 400; fieldErrors: Record<string, string> }
  /** A rule said no (AppError): its status, catalogue message and per-field messages. */
  | {
      kind: "expected";
      status: number;
      code: ErrorCode;
      messageId: string;
      fieldErrors: Record<string, string>;
    }
  /** Our fault: logged with the code and the request id; the page shows a generic message. */
  | { kind: "unexpected"; status: 500; requestId: string };

/** A response a loader or action threw on purpose (`throw data(…)`, `throw redirect(…)`). */
function isThrownResponse(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" &&
      error !== null &&
      (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

export type RouteFailureOptions = {
  /**
   * Forbidden/not-found is the form's own message, not a thrown 404: on pages with nothing to
   * hide (the account's own forms; the operator page, where any listing id may be typed). It
   * comes back as an expected failure with its status.
   */
  accessInForm?: boolean;
  /**
   * The viewer's access to the object was checked first (a party of the order): a rule's
   * forbidden (the other side's step) is the form's to say; a missing object is still the 404.
   */
  forbiddenInForm?: boolean;
  /** A rule's refusal is logged too, as a warning with its reason (spec §8: the page's steps). */
  logRefusals?: boolean;
};

/**
 * Someone else's or a missing object. By code, not status: a refused password (403
 * invalid-credentials) or an unknown e-mail (404 email-not-found) is the form's to say.
 */
function isAccessError(error: { code: string }): boolean {
  return error.code === "forbidden" || error.code === "not-found";
}

/**
 * The one error convention for loaders and actions, like the API's `handle()`: a thrown response
 * passes through; someone else's or a missing object (AppError forbidden/not-found) becomes a 404
 * thrown at once, without saying which; a zod error is a 400 with field errors; any other
 * AppError keeps its status, message and field messages (logged as a warning with `logRefusals`);
 * anything else is logged once, with the `code` and the request id.
 */
export function routeFailure(
  error: unknown,
  context: Pick<AppContext, "log" | "requestId">,
  code: LoggedFailureCode,
  options: RouteFailureOptions = {},
): RouteFailure {
  if (isThrownResponse(error)) throw error;
  if (isAppError(error)) {
    const inForm = options.accessInForm || (options.forbiddenInForm && error.code === "forbidden");
    if (isAccessError(error) && !inForm) throw data(null, { status: 404 });
    if (options.logRefusals) context.log.warn({ code, reason: error.code }, code);
    return {
      kind: "expected",
      status: error.status,
      code: error.code,
      messageId: error.messageId,
      fieldErrors: error.fields,
    };
  }
  if (error instanceof z.ZodError) {
    return { kind: "validation", status: 400, fieldErrors: fieldErrors(error) };
  }
  context.log.error({ err: error, code }, code);
  return { kind: "unexpected", status: 500, requestId: context.requestId };
}

/**
 * For loaders with no place on the page for an error: a 404 or 400/AppError status is thrown as
 * is, anything unexpected is logged and becomes the generic error page showing the request id.
 */
export function throwRouteError(
  error: unknown,
  context: Pick<AppContext, "log" | "requestId">,
  code: LoggedFailureCode,
): never {
  throwFailure(routeFailure(error, context, code));
}

/** Throws a failure as the error page shows it (unexpected: the generic page with the request id). */
export function throwFailure(failure: RouteFailure): never {
  if (failure.kind === "unexpected") throw data({ requestId: failure.requestId }, { status: 500 });
  if (failure.kind === "expected")
    throw data({ messageId: failure.messageId }, { status: failure.status });
  throw data({ fieldErrors: failure.fieldErrors }, { status: 400 });
}

/** A refusal as a form shows it: the status, a message above the form, messages at fields. */
export type FormRefusal = {
  status: number;
  messageId?: string;
  fieldErrors: Record<string, string>;
};

/**
 * For forms that show refusals (bad input, a rule's no) and leave the unexpected to the error
 * page: the refusal comes back, anything else is logged and thrown as the generic error page.
 */
export function formRefusal(
  error: unknown,
  context: Pick<AppContext, "log" | "requestId">,
  code: LoggedFailureCode,
  options: RouteFailureOptions = {},
): FormRefusal {
  const failure = routeFailure(error, context, code, options);
  if (failure.kind === "unexpected") throwFailure(failure);
  if (failure.kind === "validation") return { status: 400, fieldErrors: failure.fieldErrors };
  return { status: failure.status, messageId: failure.messageId, fieldErrors: failure.fieldErrors };
}
