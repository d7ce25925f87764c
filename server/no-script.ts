import type { Request, Response } from "express";
import { safeReturnPath } from "../app/auth/return-path";
import { NOSCRIPT_COOKIE } from "../app/member-shell";

/** A session cookie: the browser runs no JavaScript of ours, so it gets every page rendered. */
export const noScriptCookie = (secure: boolean) =>
  `${NOSCRIPT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/**
 * A form a browser posted as a whole page (`Sec-Fetch-Mode: navigate`), not by the page's
 * script (that posts to the route's `.data` URL): this browser runs no JavaScript of ours, or
 * the form was sent before it had loaded. Either way its pages are rendered fresh from now on,
 * so a member's login without JavaScript never meets the shared page's <noscript> refresh
 * (decision 087). Scripts and load tests posting a form do not say "navigate".
 */
export const isDocumentPost = (method: string, pathname: string, fetchMode: unknown) =>
  method !== "GET" && method !== "HEAD" && !pathname.endsWith(".data") && fetchMode === "navigate";

/**
 * Where a member's shared page sends a browser that runs no JavaScript (decision 087): it
 * cannot fill in the top bar, so it takes a session cookie that has every page rendered fresh
 * for it, and goes back to the page it came from. Only a path on this site is followed.
 */
export function noScriptHandler(secure: boolean) {
  return (req: Request, res: Response) => {
    const next = safeReturnPath(req.query.next);
    res.setHeader("Set-Cookie", noScriptCookie(secure));
    res.setHeader("Cache-Control", "private, no-store");
    res.redirect(303, next);
  };
}
