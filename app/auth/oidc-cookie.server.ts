import { parseCookies } from "../../server/cookies";

/**
 * The OpenID Connect sign-in in progress (decision 086): a random token whose SHA-256 names
 * the stored state, nonce and PKCE verifier. HttpOnly, only sent to /auth/oidc, SameSite=Lax so
 * the provider's redirect back (a top-level GET) carries it; ten minutes at most.
 */
export const OIDC_COOKIE = "bt_oidc";
const PATH = "/auth/oidc";

export function oidcCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${OIDC_COOKIE}=${token}`,
    `Path=${PATH}`,
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expiresAt.toUTCString()}`,
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export const clearedOidcCookie = (secure: boolean) =>
  `${OIDC_COOKIE}=; Path=${PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;

export function oidcToken(request: Request): string | null {
  const token = parseCookies(request.headers.get("cookie") ?? undefined)[OIDC_COOKIE];
  return token && token.length <= 200 ? token : null;
}
