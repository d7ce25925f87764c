import { hasOnlyLimitedScope } from "#modules/users";
import { AFTER_LOGIN_COOKIE } from "../app/auth/after-login.server";
import type { AppContext } from "../app/context";
import { NOSCRIPT_COOKIE } from "../app/member-shell";

const LISTING_PAGE = /^\/l\/[^/]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Query parameters that make a public page the viewer's own: the buyer's enquiry carried to
 * the booking, and the open contact form.
 */
const PERSONAL_PARAMS = ["enquiry", "contact"];

/** `/`, `/s` and a listing's public page (no draft or pending variant, no `.data` request). */
export const isSharedPagePath = (pathname: string) =>
  pathname === "/" || pathname === "/s" || LISTING_PAGE.test(pathname);

type Viewer = Pick<AppContext, "user" | "operatorStep" | "loginAs">;

/**
 * Whether a signed-in member's request may get the member variant of the shared page
 * (decision 087). Everything else renders fresh: operators and login-as sessions (their pages
 * show the console's and the refusal's parts), a browser back from login with an add to cart
 * waiting (that render adds it), a browser without JavaScript (it cannot fill anything in),
 * and pages whose query makes them personal. A listing's own grower is checked later, against
 * the cached page's author.
 */
export function memberVariantEligible(
  viewer: Viewer,
  request: { method: string; url: URL; cookies: Record<string, string | undefined> },
): boolean {
  const { user } = viewer;
  if (!user || user.isOperator || viewer.operatorStep !== null || viewer.loginAs !== null) {
    return false;
  }
  if (hasOnlyLimitedScope(user.scopes)) return false;
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.cookies[AFTER_LOGIN_COOKIE] || request.cookies[NOSCRIPT_COOKIE]) return false;
  if (!isSharedPagePath(request.url.pathname)) return false;
  return !PERSONAL_PARAMS.some((name) => request.url.searchParams.has(name));
}

/** The cache key: language, cookie consent, variant (members only), and the URL as asked. */
export function pageCacheKey(
  context: Pick<AppContext, "locale" | "cookieConsent">,
  variant: "anonymous" | "member",
  url: string,
): string {
  const prefix = `${context.locale}|${context.cookieConsent ? 1 : 0}`;
  return variant === "member" ? `${prefix}|member|${url}` : `${prefix}|${url}`;
}
