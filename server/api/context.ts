import type { Response } from "express";
import { AppError } from "#modules/errors";
import type { AppContext } from "../../app/context";

/** The request's context (services, user, locale), set by the session middleware in server/app.ts. */
export const ctx = (res: Response): AppContext => res.locals.context;

export function requireUser(res: Response) {
  const user = ctx(res).user;
  if (!user) throw new AppError("unauthorized", 401, "Errors.unauthorized");
  return user;
}
