import { data, redirect } from "react-router";
import { z } from "zod";
import { isAppError } from "#modules/errors";
import { operatorSessionCookie, secureCookies, sessionCookie } from "~/auth/session.server";
import { parseForm } from "~/forms/parse-form";
import { type OperatorContext, requireOperator } from "./operator.server";

const loginAsSchema = z.object({
  userId: z.uuid("LoginAs.userUnavailable"),
  reason: z.string().trim().min(1, "LoginAs.reasonRequired").max(500, "LoginAs.reasonTooLong"),
});

/**
 * POST /operator/login-as (decision 085): a read-only session for the user, at most 30
 * minutes, with an audit row naming the operator and the reason. The browser's session becomes
 * the user's; the operator's own waits in its cookie and comes back at log out.
 */
export async function startLoginAs(context: OperatorContext, request: Request) {
  const operator = requireOperator(context, request);
  const formData = await request.formData();
  const parsed = parseForm(loginAsSchema, formData);
  const values = { reason: String(formData.get("reason") ?? "") };
  if (!parsed.ok) {
    return data(
      { formError: parsed.fieldErrors.userId, reason: parsed.fieldErrors.reason, values },
      { status: 400 },
    );
  }
  const own = context.sessionToken
    ? await context.services.auth.resolve(context.sessionToken)
    : null;
  if (!own || !context.sessionToken) throw data(null, { status: 404 });
  try {
    const session = await context.services.auth.startLoginAs(
      operator,
      parsed.data.userId,
      parsed.data.reason,
    );
    const secure = secureCookies(context);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(session, secure));
    headers.append(
      "Set-Cookie",
      operatorSessionCookie(context.sessionToken, own.expiresAt, secure),
    );
    return redirect("/", { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ formError: error.messageId, values }, { status: error.status });
  }
}
