import type { NextFunction, Request, Response } from "express";
import { sendEarlyRefusal } from "./early-refusal";

/**
 * A path that is not valid percent-encoding (a stray `%`, or bytes that are
 * not UTF-8, like `/%c0`) names nothing here. It is refused with a 400 before
 * the static files and the routers, which decode the path and would throw (a 500).
 */
export function refuseUndecodablePaths() {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return sendEarlyRefusal(req, res, {
        status: 400,
        code: "validation-invalid-params",
        messageId: "Errors.invalidPath",
      });
    }
    next();
  };
}
