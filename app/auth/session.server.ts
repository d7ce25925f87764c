import { type AppLoadContext, redirect } from "react-router";
import type { Session } from "#modules/auth/server";

export const SESSION_COOKIE = "bt_session";

export function sessionCookie(session: Session, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${session.token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${session.expiresAt.toUTCString()}`,
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

export const secureCookies = (context: AppLoadContext) =>
  context.services.env.NODE_ENV === "production";

export { safeReturnPath } from "./return-path";

/**
 * Spec §2: a visitor to an auth route goes to the route's auth page (signup
 * by default) with the original path and query as return location. The
 * browser keeps the hash across the redirect; the auth forms send it back.
 */
export function requireUser(
  context: AppLoadContext,
  request: Request,
  authPage: "signup" | "login" = "signup",
) {
  if (context.user) return context.user;
  const url = new URL(request.url);
  const from = `${url.pathname}${url.search}`;
  throw redirect(`/${authPage}?from=${encodeURIComponent(from)}`);
}
