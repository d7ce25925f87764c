import { type AppLoadContext, redirect } from "react-router";
import type { Session } from "#modules/auth/server";

export const SESSION_COOKIE = "bt_session";
/**
 * During login-as (decision 085) the operator's own session waits here, untouched, and comes
 * back when the login-as session is logged out.
 */
export const OPERATOR_SESSION_COOKIE = "bt_operator_session";

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

/** The operator's own session token, kept while a login-as session is the browser's. */
export function operatorSessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return `${OPERATOR_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure ? "; Secure" : ""}`;
}

export const clearedOperatorSessionCookie = (secure: boolean) =>
  `${OPERATOR_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;

/** A cookie of the request by name (the page's own request, as the browser sent it). */
export function requestCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
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
