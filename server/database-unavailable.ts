import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { LOCALE_COOKIE, type Locale, resolveLocale } from "../app/i18n/locales";
import { translate } from "../app/i18n/translate.server";
import { isConnectionError } from "../db/availability";
import type { DatabasePool } from "../db/client";
import type { ApiError } from "./api/api-error";
import { parseCookies } from "./cookies";

/**
 * While the database cannot be reached, pages answer a short 503 page and the API a 503 in its
 * error shape; once it answers again, everything serves again without a restart (decision 027).
 */

export const DATABASE_UNAVAILABLE = "database-unavailable";

export function databaseUnavailableError(locale: Locale): ApiError {
  return {
    id: randomUUID(),
    status: 503,
    code: DATABASE_UNAVAILABLE,
    title: translate(locale, "DatabaseUnavailablePage.apiError"),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function page(locale: Locale, retryUrl: string): string {
  const t = (id: string) => translate(locale, id);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("DatabaseUnavailablePage.title")}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2a22}a{color:#2f5d3a}</style>
</head>
<body>
<h1>${t("DatabaseUnavailablePage.heading")}</h1>
<p>${t("DatabaseUnavailablePage.description")}</p>
<p><a href="${escapeAttribute(retryUrl)}">${t("DatabaseUnavailablePage.retry")}</a></p>
</body>
</html>
`;
}

export function sendDatabaseUnavailable(req: Request, res: Response): void {
  const cookies = parseCookies(req.headers.cookie);
  const locale = resolveLocale(cookies[LOCALE_COOKIE], req.headers["accept-language"]);
  res.status(503).setHeader("Retry-After", "5").setHeader("Cache-Control", "no-store");
  if (req.originalUrl.startsWith("/api/") || req.originalUrl === "/api") {
    res.json({ errors: [databaseUnavailableError(locale)] });
    return;
  }
  res.type("html").send(page(locale, req.method === "GET" ? req.originalUrl : "/"));
}

/**
 * In front of everything that reads the database. Passes straight through while the pool holds
 * connections and has seen no connection error; otherwise checks a connection can be had first
 * (one check at a time, its answer kept a second while the database is down).
 */
export function databaseGate(pool: DatabasePool, log: Logger) {
  pool.availability.onChange((reachable, error) => {
    if (reachable) log.warn("the database answers again");
    else
      log.error({ err: error }, "the database cannot be reached; answering 503 until it is back");
  });
  let checking: Promise<boolean> | null = null;
  let lastDown = 0;
  const check = () => {
    if (!pool.availability.reachable && Date.now() - lastDown < 1_000)
      return Promise.resolve(false);
    checking ??= pool.reachable().then((reachable) => {
      checking = null;
      if (reachable) pool.availability.reached();
      else lastDown = Date.now();
      return reachable;
    });
    return checking;
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    if (pool.availability.reachable && pool.totalCount > 0) return next();
    if (await check()) return next();
    sendDatabaseUnavailable(req, res);
  };
}

/** A request that lost the database half-way (e.g. while resolving the session) gets the 503 too. */
export function databaseErrorHandler(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (!isConnectionError(error) || res.headersSent) return next(error);
  sendDatabaseUnavailable(req, res);
}
