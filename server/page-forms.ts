import type { NextFunction, Request, Response } from "express";
import { isApiPath, sendEarlyRefusal } from "./early-refusal";

/**
 * Page actions read their body as a form (`request.formData()`), which throws
 * on anything else: a JSON body, a broken multipart body, no content type.
 * Such a post is refused here with a 400 instead of failing inside the action
 * (a 500). The body is the small buffer server/body-limits.ts has read.
 */
export function refuseUnreadableForms() {
  return async (req: Request, res: Response, next: NextFunction) => {
    // Webhooks carry a processor's JSON, read raw by their own handler.
    if (!Buffer.isBuffer(req.body) || isApiPath(req.path) || req.path.startsWith("/webhooks/")) {
      return next();
    }
    try {
      await new Response(new Uint8Array(req.body), {
        headers: { "Content-Type": req.headers["content-type"] ?? "" },
      }).formData();
    } catch {
      return sendEarlyRefusal(req, res, {
        status: 400,
        code: "validation-invalid-params",
        messageId: "Errors.unreadableForm",
      });
    }
    next();
  };
}
