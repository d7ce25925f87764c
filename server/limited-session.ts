import type { NextFunction, Request, Response } from "express";
import { AppError } from "#modules/errors";
import type { AppContext } from "../app/context";
import { toApiErrors } from "./api/errors";

/** Where a refused page write is answered: its action throws the refusal (decision 085). */
export const LIMITED_SESSION_PATH = "/limited-session";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Page posts a login-as session may make: ending it. */
const PAGE_POSTS = new Set(["/logout", "/logout.data"]);
/**
 * API posts that change nothing a user owns: ending the session, a price quote for the order
 * panel, and the browser's own error reports.
 */
const API_POSTS = new Set(["/auth/logout", "/transaction-line-items", "/client-errors"]);

/** Whether a login-as session's request is a write it must not make. */
export function refusedForLimitedSession(
  context: Pick<AppContext, "loginAs">,
  method: string,
  path: string,
  surface: "page" | "api",
): boolean {
  if (!context.loginAs || READS.has(method)) return false;
  return !(surface === "page" ? PAGE_POSTS : API_POSTS).has(path);
}

/**
 * A login-as session can look, never change (decision 085): every API write but log out is
 * refused here, before any handler, with the API's 403 and a clear text.
 */
export function refuseLimitedApiWrites() {
  return (req: Request, res: Response, next: NextFunction) => {
    const context = res.locals.context as AppContext;
    if (!refusedForLimitedSession(context, req.method, req.path, "api")) return next();
    const { status, errors } = toApiErrors(
      new AppError("limited-session", 403, "LimitedSession.refused"),
      context.locale,
    );
    res.status(status).json({ errors });
  };
}

/**
 * Every page write but log out goes to the refusal route instead of its own action, so React
 * Router answers it as it answers any action's error (a document or a `.data` request alike)
 * and no action of the app runs for a login-as session.
 */
export function refuseLimitedPageWrites() {
  return (req: Request, res: Response, next: NextFunction) => {
    const context = res.locals.context as AppContext;
    if (!refusedForLimitedSession(context, req.method, req.path, "page")) return next();
    const target = req.path.endsWith(".data")
      ? `${LIMITED_SESSION_PATH}.data`
      : LIMITED_SESSION_PATH;
    req.url = target;
    req.originalUrl = target;
    next();
  };
}
