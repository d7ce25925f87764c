import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { ErrorCode } from "#modules/errors";
import { LOCALE_COOKIE, resolveLocale } from "../app/i18n/locales";
import { translate } from "../app/i18n/translate.server";
import { parseCookies } from "./cookies";

export const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path);

/**
 * Answers a request refused before the session and the routers run: the API
 * in its error shape (spec §3), a page with one line in the visitor's language.
 */
export function sendEarlyRefusal(
  req: Request,
  res: Response,
  refusal: { status: number; code: ErrorCode; messageId: string },
) {
  const locale = resolveLocale(
    parseCookies(req.headers.cookie)[LOCALE_COOKIE],
    req.headers["accept-language"],
  );
  const title = translate(locale, refusal.messageId);
  res.status(refusal.status);
  if (isApiPath(req.path)) {
    res.json({
      errors: [{ id: randomUUID(), status: refusal.status, code: refusal.code, title }],
    });
  } else {
    res.type("text/plain; charset=utf-8").send(title);
  }
}
