import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { z } from "zod";
import { parseMessageRef } from "../../app/hooks/use-message";
import type { Locale } from "../../app/i18n/locales";
import { translate } from "../../app/i18n/translate.server";
import { isAppError } from "../../modules/errors/app-error";

/** Spec §3 API error: id, status, code, title, meta. */
export type ApiError = {
  id: string;
  status: number;
  code: string;
  title: string;
  meta?: Record<string, unknown>;
};

const text = (locale: Locale, ref: string) => {
  const { id, values } = parseMessageRef(ref);
  return translate(locale, id, values);
};

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
        title: text(locale, issue.message),
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
        },
      ],
    };
  }
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

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Wraps a handler: its result becomes `{ data }`, any error the spec's error shape. */
export function handle(fn: Handler) {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const result = await fn(req, res);
      if (!res.headersSent) res.json({ data: result ?? null });
    } catch (error) {
      const { status, errors } = toApiErrors(error, res.locals.context.locale);
      if (status >= 500) res.locals.log?.error({ err: error }, "api error");
      res.status(status).json({ errors });
    }
  };
}
