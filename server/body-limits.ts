import type { NextFunction, Request, Response } from "express";
import { MAX_UPLOAD_BYTES } from "#modules/images";
import { closeAfterResponse } from "./close-after-response";
import { isApiPath, sendEarlyRefusal } from "./early-refusal";

/**
 * Page form posts. The largest form is the listing details tab: a 5000-character
 * description, a 1000-character disclaimer and a 60-character title. Written in a
 * script of 3-byte characters and percent-encoded (9 bytes a character) that is
 * about 55 kB, which still fits (body-limits.test.ts checks it).
 */
export const FORM_BODY_LIMIT = 64 * 1024;
/** JSON API bodies; the largest, a weekly availability plan of 168 entries, is about 20 kB. */
export const API_BODY_LIMIT = 100 * 1024;
// Multipart headers and boundaries around one file take far less than the slack.
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

/** Browser error reports (server/api/client-errors.ts): a message, a cut stack and a path. */
export const CLIENT_ERROR_BODY_LIMIT = 8 * 1024;
const CLIENT_ERRORS_PATH = "/api/client-errors";

/** Multipart image uploads: streamed through busboy, which stops at the 20 MB file limit. */
const UPLOAD_PATHS = new Set(["/api/images/upload", "/api/current_user/upload_profile_image"]);

export type BodyRule = { limit: number; buffered: boolean };

/**
 * The order page's dispute form with up to five photos (decision 084): multipart, posted to the
 * page itself so it works without JavaScript. Held to five files of the upload limit.
 */
export const DISPUTE_BODY_LIMIT = 5 * MAX_UPLOAD_BYTES + 64 * 1024;
const ORDER_PAGE = /^\/order\/[0-9a-f-]{36}\/details$/;

/** The limit a request's body is held to, by its path (and, for the dispute form, its type). */
export function bodyRule(path: string, contentType = ""): BodyRule {
  // Express routes ignore case and a trailing slash; so does this choice.
  const normalized = path.toLowerCase().replace(/\/+$/, "");
  if (ORDER_PAGE.test(normalized) && contentType.toLowerCase().startsWith("multipart/form-data"))
    return { limit: DISPUTE_BODY_LIMIT, buffered: true };
  if (UPLOAD_PATHS.has(normalized)) return { limit: UPLOAD_BODY_LIMIT, buffered: false };
  if (normalized === CLIENT_ERRORS_PATH) return { limit: CLIENT_ERROR_BODY_LIMIT, buffered: true };
  if (isApiPath(normalized)) return { limit: API_BODY_LIMIT, buffered: true };
  return { limit: FORM_BODY_LIMIT, buffered: true };
}

const hasBody = (req: Request) =>
  req.headers["transfer-encoding"] !== undefined ||
  (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");

/** Reads the body into memory, stopping at the first byte past `limit` ("too-large"). */
function readBody(req: Request, limit: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | "too-large" | "aborted") => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAborted);
      req.off("close", onAborted);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done("too-large");
      else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onAborted = () => done("aborted");
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAborted);
    req.on("close", onAborted);
  });
}

/** 413 at once, and the rest of the body is never read. */
function refuse(req: Request, res: Response) {
  closeAfterResponse(req, res);
  // Spec §8 has one code for a body over its limit.
  sendEarlyRefusal(req, res, {
    status: 413,
    code: "request-upload-over-limit",
    messageId: "Errors.requestTooLarge",
  });
}

/**
 * Holds every request body to its route's limit before anything else reads it.
 * A declared Content-Length over the limit is refused before a byte is read; a
 * body without one (chunked) is counted as it arrives and refused on the byte
 * past the limit. Bodies of pages and the JSON API are small, so they are read
 * here into `req.body` (a Buffer) for the page handler and the API's JSON parser;
 * uploads are left to stream into busboy, which counts them itself.
 */
export function bodyLimits() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const rule = bodyRule(req.path, req.headers["content-type"]);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > rule.limit) return refuse(req, res);
    if (!rule.buffered) return next();

    const body = await readBody(req, rule.limit);
    if (body === "too-large") return refuse(req, res);
    // The client went away mid-body: there is no one to answer.
    if (body === "aborted") return;
    req.body = body;
    next();
  };
}
