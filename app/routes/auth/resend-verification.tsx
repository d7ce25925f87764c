import { data, redirect } from "react-router";
import { routeFailure } from "../route-error.server";
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
    // At most 5 a day: the 429's own text; anything else the generic "could not send".
    const failed = routeFailure(error, context, "resend-verification-failed", {
      accessInForm: true,
    });
    const messageId =
      failed.kind === "expected" ? failed.messageId : "ModalMissingInformation.resendFailed";
    return data({ ok: false as const, messageId }, { status: failed.status });
  }
}
