import { redirect } from "react-router";
import {
  clearedOperatorSessionCookie,
  clearedSessionCookie,
  OPERATOR_SESSION_COOKIE,
  requestCookie,
  secureCookies,
  sessionCookie,
} from "~/auth/session.server";
import type { Route } from "./+types/logout";

// Logout is POST only; a GET (a prefetch, a crawler) must not end the session.
export function loader() {
  throw redirect("/");
}

/**
 * Ends the session. Logging out of a login-as session gives the operator their own session
 * back, into the console (decision 085); the kept cookie is dropped either way.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const secure = secureCookies(context);
  const ended = context.sessionToken
    ? await context.services.auth.logout(context.sessionToken)
    : { limitedBy: null };
  const headers = new Headers();
  headers.append("Set-Cookie", clearedOperatorSessionCookie(secure));
  const kept = requestCookie(request, OPERATOR_SESSION_COOKIE);
  if (ended.limitedBy && kept) {
    const own = await context.services.auth.resolve(kept);
    if (own && own.user.id === ended.limitedBy) {
      headers.append(
        "Set-Cookie",
        sessionCookie({ token: kept, expiresAt: own.expiresAt }, secure),
      );
      return redirect("/operator", { headers });
    }
  }
  headers.append("Set-Cookie", clearedSessionCookie(secure));
  return redirect("/", { headers });
}
