import { data, redirect } from "react-router";
import { isAppError } from "../../../modules/errors/app-error";
import type { Route } from "./+types/resend-verification";

export function loader() {
  throw redirect("/verify-email");
}

/** Sends another verification mail; at most 5 a day (spec §9). */
export async function action({ context }: Route.ActionArgs) {
  if (!context.user)
    return data({ ok: false as const, messageId: "Errors.unauthorized" }, { status: 401 });
  try {
    await context.services.auth.sendVerificationEmail(context.user.id);
    return { ok: true as const };
  } catch (error) {
    if (isAppError(error))
      return data({ ok: false as const, messageId: error.messageId }, { status: error.status });
    return data(
      { ok: false as const, messageId: "ModalMissingInformation.resendFailed" },
      { status: 500 },
    );
  }
}
