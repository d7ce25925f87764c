import { data, redirect } from "react-router";
import { z } from "zod";
import { isAppError } from "#modules/errors";
import { safeReturnPath } from "~/auth/session.server";
import type { AppContext } from "~/context";
import { SECOND_FACTOR_PATHS } from "../operator/operator.server";

/** The typed code: a six-digit app code or a recovery code (read by the auth module). */
export const codeSchema = z.object({
  code: z.string().trim().min(1, "SecondFactor.codeRequired").max(40, "SecondFactor.wrongCode"),
});

/** Where the console goes after the step: the page that sent the operator here, or its start. */
export const afterStep = (request: Request) => {
  const from = new URL(request.url).searchParams.get("from");
  return from ? safeReturnPath(from) : "/operator";
};

/**
 * The step pages are for an operator's session that still has `step` to do (decision 085):
 * a visitor logs in first, a session past the step goes on, one at the other step goes there.
 */
export function requireStep(context: AppContext, request: Request, step: "verify" | "set-up") {
  const url = new URL(request.url);
  if (!context.user || !context.sessionToken)
    throw redirect(`/login?from=${encodeURIComponent(url.pathname + url.search)}`);
  if (context.operatorStep === step) return { user: context.user, token: context.sessionToken };
  if (context.operatorStep)
    throw redirect(`${SECOND_FACTOR_PATHS[context.operatorStep]}${url.search}`);
  if (context.user.isOperator) throw redirect(afterStep(request));
  throw data(null, { status: 404 });
}

/** A refused code, said above the form; anything unexpected is the route's error. */
export function codeRefusal(error: unknown) {
  if (!isAppError(error)) throw error;
  return data({ ok: false as const, formError: error.messageId }, { status: error.status });
}
