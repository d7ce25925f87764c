import type { NextFunction, Request, Response } from "express";
import { z } from "zod";
import { AppError } from "#modules/errors";
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from "#modules/text";
import { sendApiError } from "./errors";

const unreadable = () =>
  new AppError("validation-invalid-params", 400, "Errors.invalidRequestBody");

function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
}

/**
 * The API's JSON body, parsed from the bytes server/body-limits.ts has read
 * (within 100 kB). Every JSON endpoint takes an object: anything else, bytes
 * that are not UTF-8 JSON, another charset or a compressed body is a 400 in
 * the error shape, never a 500 further on. A body of another type is left
 * undefined, for the endpoint's schema to refuse.
 */
export function jsonBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    const raw: unknown = req.body;
    req.body = undefined;
    if (!Buffer.isBuffer(raw) || !req.is("application/json")) return next();
    const charset = charsetOf(req.headers["content-type"]);
    const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
    if (
      (charset !== undefined && charset !== "utf-8" && charset !== "utf8") ||
      encoding !== "identity"
    )
      return sendApiError(res, unreadable());
    // An empty JSON body is an empty object, as Express's own parser has it.
    if (raw.length === 0) {
      req.body = {};
      return next();
    }
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
    } catch {
      return sendApiError(res, unreadable());
    }
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return sendApiError(res, unreadable());
    req.body = value;
    next();
  };
}

/** A NUL character anywhere in the body or the query: a validation error on that field. */
export function refuseNulCharacters() {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = findNulCharacter(req.body) ?? findNulCharacter(req.query);
    if (path === null) return next();
    sendApiError(
      res,
      new z.ZodError([{ code: "custom", path, message: NUL_CHARACTER_MESSAGE, input: undefined }]),
    );
  };
}
