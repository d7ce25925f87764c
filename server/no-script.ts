import type { Request, Response } from "express";
import { safeReturnPath } from "../app/auth/return-path";
import { NOSCRIPT_COOKIE } from "../app/member-shell";

/**
 * Where a member's shared page sends a browser that runs no JavaScript (decision 087): it
 * cannot fill in the top bar, so it takes a session cookie that has every page rendered fresh
 * for it, and goes back to the page it came from. Only a path on this site is followed.
 */
export function noScriptHandler(secure: boolean) {
  return (req: Request, res: Response) => {
    const next = safeReturnPath(req.query.next);
    res.setHeader(
      "Set-Cookie",
      `${NOSCRIPT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
    res.setHeader("Cache-Control", "private, no-store");
    res.redirect(303, next);
  };
}
