import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { z } from "zod";
import { isAppError } from "#modules/errors";
import { parseMessageRef } from "../../app/hooks/use-message";
import type { Locale } from "../../app/i18n/locales";
import { messagesFor } from "../../app/i18n/messages.server";
import { translate } from "../../app/i18n/translate.server";
import { isConnectionError } from "../../db/availability";
import { databaseUnavailableError } from "../database-unavailable";
import type { ApiError } from "./api-error";

export type { ApiError };

const text = (locale: Locale, ref: string) => {
  const { id, values } = parseMessageRef(ref);
  return translate(locale, id, values);
};

/**
 * A validation issue in the user's language: our schemas name a catalogue text; zod's own
 * messages ("Invalid input: expected string, received undefined") are English only, so those
 * are told by the issue's kind and field instead.
 */
function issueText(locale: Locale, issue: z.core.$ZodIssue): string {
  const { id } = parseMessageRef(issue.message);
  if (messagesFor(locale)[id] !== undefined) return text(locale, issue.message);
  const field = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    return translate(locale, "Errors.unknownFields", { keys: issue.keys.join(", ") });
  }
  if (!field) return translate(locale, "Errors.invalidParams");
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) {
    return translate(locale, "Errors.fieldRequired", { field });
  }
  if (issue.code === "too_big") {
    return translate(locale, "Errors.fieldTooBig", { field, maximum: String(issue.maximum) });
  }
  if (issue.code === "too_small") {
    return translate(locale, "Errors.fieldTooSmall", { field, minimum: String(issue.minimum) });
  }
  return translate(locale, "Errors.fieldInvalid", { field });
}

export function toApiErrors(
  error: unknown,
  locale: Locale,
): { status: number; errors: ApiError[] } {
  if (error instanceof z.ZodError) {
    return {
      status: 400,
      errors: error.issues.map((issue) => ({
        id: randomUUID(),
        status: 400,
        code: "validation-invalid-params",
        title: issueText(locale, issue),
        meta: { field: issue.path.join(".") },
      })),
    };
  }
  if (isAppError(error)) {
    return {
      status: error.status,
      errors: [
        {
          id: randomUUID(),
          status: error.status,
          code: error.code,
          title: text(locale, error.messageId),
          ...(error.meta ? { meta: error.meta } : {}),
        },
      ],
    };
  }
  // The database went away mid-request: a moment's outage, not our bug (decision 027).
  if (isConnectionError(error)) return { status: 503, errors: [databaseUnavailableError(locale)] };
  return {
    status: 500,
    errors: [
      {
        id: randomUUID(),
        status: 500,
        code: "internal",
        title: text(locale, "ServerErrorPage.heading"),
      },
    ],
  };
}

/** Answers with the spec's error shape for `error`; 5xx are logged. */
export function sendApiError(res: Response, error: unknown) {
  const { status, errors } = toApiErrors(error, res.locals.context.locale);
  if (status >= 500) res.locals.log?.error({ err: error }, "api error");
  res.status(status).json({ errors });
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Wraps a handler: its result becomes `{ data }`, any error the spec's error shape. */
export function handle(fn: Handler) {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const result = await fn(req, res);
      if (!res.headersSent) res.json({ data: result ?? null });
    } catch (error) {
      sendApiError(res, error);
    }
  };
}
