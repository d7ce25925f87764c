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
