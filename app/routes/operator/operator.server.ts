import { data, redirect } from "react-router";
import type { UserRecord } from "#modules/users";
import type { Route } from "./+types/layout";

export type OperatorContext = Route.LoaderArgs["context"];

/** Where the console sends an operator whose session has not given the second factor yet. */
export const SECOND_FACTOR_PATHS = {
  verify: "/second-factor",
  "set-up": "/second-factor/set-up",
} as const;

/**
 * Operators only; everyone else gets the plain 404, so the page is not revealed. An operator
 * whose session lacks the second factor goes to that step first (decision 085), and a login-as
 * session is never an operator's, whoever started it.
 */
export function requireOperator(context: OperatorContext, request?: Request): UserRecord {
  const user = context.user;
  if (user && context.operatorStep) {
    const path = SECOND_FACTOR_PATHS[context.operatorStep];
    const from = request ? new URL(request.url).pathname : null;
    throw redirect(from ? `${path}?from=${encodeURIComponent(from)}` : path);
  }
  if (!user?.isOperator || context.loginAs) throw data(null, { status: 404 });
  return user;
}

export type OperatorResult =
  | { ok: true; intent: string; message: string; title: string }
  | {
      ok: false;
      intent: string;
      listingId?: string;
      formError?: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
