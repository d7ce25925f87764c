import { type AppLoadContext, data, redirect } from "react-router";
import { requireUser } from "~/auth/session.server";
import type { EnquiryFormResult } from "~/components/enquiry/contact-seller";
import { routeFailure } from "./route-error.server";

/**
 * "Contact the seller" posted from the listing or the profile page (intent=enquire): opens the
 * enquiry with its first message and goes on to the order page, where the conversation
 * continues. A refusal (empty message, own listing, removed seller, too many) comes back to the
 * form; a visitor who is not logged in goes to login and comes back to the open form.
 */
export async function enquireAction(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  listingId: string,
) {
  const user = requireUser(context, request, "login");
  const message = form.get("message");
  const values = { listingId, message: typeof message === "string" ? message : "" };
  try {
    const tx = await context.services.enquiries.start(user.id, { listingId, message });
    return redirect(`/order/${tx.id}/details`);
  } catch (error) {
    const failure = routeFailure(error, context, "initiate-order-failed", { accessInForm: true });
    const result: EnquiryFormResult = {
      intent: "enquire",
      ok: false,
      formError:
        failure.kind === "expected"
          ? failure.messageId
          : failure.kind === "unexpected"
            ? "TransactionPage.sendFailed"
            : (failure.fieldErrors.listingId ?? null),
      fieldErrors: failure.kind === "unexpected" ? {} : failure.fieldErrors,
      values,
    };
    return data(result, { status: failure.status });
  }
}
