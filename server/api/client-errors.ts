import { Router } from "express";
import { z } from "zod";
import { AppError } from "#modules/errors";
import { createMemoryWindow } from "#modules/rate-limit";
import { ctx } from "./context";
import { handle } from "./errors";

/** Reports per client address and minute: a page in an error loop cannot flood the log. */
export const CLIENT_ERRORS_PER_MINUTE = 10;

/** Spec §8 codes the browser reports; anything else is refused. */
export const CLIENT_ERROR_CODES = [
  "browser-side-render-failed",
  "fetch-current-user-failed",
  "app-asset-fetch-failed",
] as const;

/**
 * What the browser may tell about an error: its kind, text and stack, the page's path (no query
 * or hash: they can carry tokens and e-mail addresses) and, when a server request failed, that
 * request's id. Nothing about the user: the log line needs none.
 */
export const clientErrorSchema = z.strictObject({
  code: z.enum(CLIENT_ERROR_CODES),
  name: z.string().max(100).optional(),
  message: z.string().max(1000),
  stack: z.string().max(6000).optional(),
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#]*$/),
  failedRequestId: z.uuid().optional(),
});

/** POST /api/client-errors: a browser's error, logged with this request's id; 204. */
export function clientErrorsRouter(limit = CLIENT_ERRORS_PER_MINUTE): Router {
  const api = Router();
  const perClient = createMemoryWindow({ limit, windowMs: 60_000 });
  api.post(
    "/client-errors",
    handle(async (req, res) => {
      const { log, clientIp } = ctx(res);
      if (!perClient.hit(clientIp)) {
        throw new AppError("too-many-requests", 429, "Errors.tooManyRequests");
      }
      const { code, ...report } = clientErrorSchema.parse(req.body);
      // Level error: the browser's failures count like the server's (and go to Sentry with them).
      log.error({ code, source: "browser", client: report }, code);
      res.status(204).end();
    }),
  );
  return api;
}
