import type { Response } from "express";
import {
  clearedOperatorSessionCookie,
  OPERATOR_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookie,
} from "../app/auth/session.server";
import type { AppContext } from "../app/context";
import type { Services } from "./services";

type SessionFacts = Pick<AppContext, "user" | "sessionToken" | "operatorStep" | "loginAs">;

/**
 * What a session cookie makes of the request (decision 085). An operator counts as one only
 * once the session has given the second factor: until then `isOperator` is false, so every
 * operator check (console, JSON API, order pages) refuses as it does for anyone else, and
 * `operatorStep` says where the console sends them. A login-as session is its user with only
 * the user:limited scope and no operator rights, whoever the user is.
 */
export async function sessionContext(
  services: Services,
  token: string | null,
): Promise<SessionFacts> {
  const resolved = token ? await services.auth.resolve(token) : null;
  if (!resolved) return { user: null, sessionToken: null, operatorStep: null, loginAs: null };
  const { user } = resolved;
  if (resolved.limitedBy) {
    return {
      user: { ...user, isOperator: false, scopes: ["user:limited"] },
      sessionToken: token,
      operatorStep: null,
      loginAs: { operatorId: resolved.limitedBy, expiresAt: resolved.expiresAt },
    };
  }
  if (user.isOperator && !resolved.secondFactorAt) {
    const status = await services.secondFactor.status(user.id);
    return {
      user: { ...user, isOperator: false },
      sessionToken: token,
      operatorStep: status === "ready" ? "verify" : "set-up",
      loginAs: null,
    };
  }
  return { user, sessionToken: token, operatorStep: null, loginAs: null };
}

/**
 * The request's session from its cookies. While a login-as session is the browser's, the
 * operator's own waits in its cookie; once the login-as session is over without a log out (its
 * 30 minutes ran out), the operator's session comes back on the next request, and the ended
 * session's end is written to the audit log then (decision 085).
 */
export async function requestSession(
  services: Services,
  cookies: Record<string, string | undefined>,
  res: Response,
): Promise<SessionFacts> {
  const token = cookies[SESSION_COOKIE] ?? null;
  const session = await sessionContext(services, token);
  const kept = cookies[OPERATOR_SESSION_COOKIE];
  if (!kept || session.loginAs) return session;
  const secure = services.env.NODE_ENV === "production";
  res.append("Set-Cookie", clearedOperatorSessionCookie(secure));
  if (session.user) return session;
  const own = await services.auth.resolve(kept);
  if (!own?.user.isOperator || own.limitedBy) return session;
  if (token) await services.auth.logout(token);
  res.append("Set-Cookie", sessionCookie({ token: kept, expiresAt: own.expiresAt }, secure));
  return sessionContext(services, kept);
}
