/**
 * The one-time marker of a real login or signup (decision 064). A visitor's
 * "add to cart" travels in the return path (`?addToCart=1&quantity=…`, decision 039); the
 * listing page adds it only when this marker says the buyer has just come back from logging in
 * or signing up for that listing, so the same link opened by someone already logged in fills
 * nobody's cart. Set by the login and signup actions, consumed by the listing page.
 */
export const AFTER_LOGIN_COOKIE = "bt_after_login";
/** Long enough for the redirect, short enough that an old marker is of no use. */
const MAX_AGE_SECONDS = 300;

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The marker for a return path that carries an add to cart; null for any other path. */
export function afterLoginCookie(returnPath: string, secure: boolean): string | null {
  const url = new URL(returnPath, "http://return.invalid");
  if (url.searchParams.get("addToCart") !== "1") return null;
  return `${AFTER_LOGIN_COOKIE}=${encodeURIComponent(url.pathname)}; ${attributes(secure)}; Max-Age=${MAX_AGE_SECONDS}`;
}

export const clearedAfterLoginCookie = (secure: boolean) =>
  `${AFTER_LOGIN_COOKIE}=; ${attributes(secure)}; Max-Age=0`;

/** Whether the request carries the marker of a login whose return path names this listing. */
export function cameBackFromLogin(request: Request, listingId: string): boolean {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== AFTER_LOGIN_COOKIE) continue;
    try {
      return decodeURIComponent(value.join("=")).split("/").includes(listingId);
    } catch {
      return false;
    }
  }
  return false;
}

/** The login and signup redirect's cookies: the session, and the marker when it applies. */
export function loginRedirectHeaders(session: string, returnPath: string, secure: boolean) {
  const headers = new Headers();
  headers.append("Set-Cookie", session);
  const marker = afterLoginCookie(returnPath, secure);
  if (marker) headers.append("Set-Cookie", marker);
  return headers;
}
