import { data } from "react-router";
import { z } from "zod";
import { reasonSchema } from "#modules/accounts";
import { affiliateSchema } from "#modules/listings";
import { isUuid } from "#modules/urls";
import type { UserRecord } from "#modules/users";
import { failure, parseForm } from "~/forms/parse-form";
import { routeFailure, throwFailure } from "../route-error.server";
import type { Route } from "./+types/listings";
import { parseListingRef } from "./listing-ref";
import {
  type OperatorContext as Context,
  type OperatorResult,
  requireOperator,
} from "./operator.server";

/**
 * A missing listing or a state that does not allow the change is said in the form (any listing id
 * may be typed here, so a 404 hides nothing); anything else is the error page.
 */
function refusal(context: Context, error: unknown): { messageId: string; status: number } {
  const failed = routeFailure(error, context, "update-listing-failed", { accessInForm: true });
  if (failed.status === 404) return { messageId: "OperatorPage.listingNotFound", status: 404 };
  if (failed.status === 409) return { messageId: "OperatorPage.stateChangeFailed", status: 409 };
  throwFailure(failed);
}

const reasonForm = z.object({ reason: reasonSchema });

const DONE = {
  approve: "OperatorPage.approved",
  reject: "OperatorPage.rejected",
  close: "OperatorListingsPage.closed",
  delete: "OperatorListingsPage.deleted",
} as const;

async function moderate(
  context: Context,
  operator: UserRecord,
  intent: "approve" | "reject" | "close" | "delete",
  formData: FormData,
) {
  const listingId = String(formData.get("listingId") ?? "");
  const fail = (formError: string, status: number) =>
    data<OperatorResult>({ ...failure(formData, formError), intent, listingId }, { status });
  if (!isUuid(listingId)) return fail("OperatorPage.listingNotFound", 400);
  let reason = "";
  if (intent === "close" || intent === "delete") {
    const parsed = parseForm(reasonForm, formData);
    if (!parsed.ok) {
      return data<OperatorResult>({ ...parsed, intent, listingId }, { status: 400 });
    }
    reason = parsed.data.reason;
  }
  try {
    const m = context.services.listingModeration;
    const listing =
      intent === "approve"
        ? await m.approve(operator, listingId)
        : intent === "reject"
          ? await m.reject(operator, listingId)
          : intent === "close"
            ? await m.close(operator, listingId, reason)
            : await m.remove(operator, listingId, reason);
    return data<OperatorResult>({ ok: true, intent, message: DONE[intent], title: listing.title });
  } catch (error) {
    const refused = refusal(context, error);
    return fail(refused.messageId, refused.status);
  }
}

async function markAffiliate(context: Context, operator: UserRecord, formData: FormData) {
  const intent = "affiliate";
  const listingId = parseListingRef(String(formData.get("listing") ?? ""));
  const parsed = parseForm(affiliateSchema, formData);
  const fieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (!listingId) fieldErrors.listing = "OperatorPage.listingInvalid";
  if (!parsed.ok || !listingId) {
    return data<OperatorResult>(
      { ...failure(formData, undefined, fieldErrors), intent },
      { status: 400 },
    );
  }
  try {
    const listing = await context.services.listingModeration.setAffiliate(
      operator,
      listingId,
      parsed.data,
    );
    const message = parsed.data.isAffiliate
      ? "OperatorPage.affiliateSaved"
      : "OperatorPage.affiliateRemoved";
    return data<OperatorResult>({ ok: true, intent, message, title: listing.title });
  } catch (error) {
    const { messageId } = refusal(context, error);
    return data<OperatorResult>({ ...failure(formData, messageId), intent }, { status: 404 });
  }
}

/** POST /operator/listings: approve, reject, close or delete a listing, or set its affiliate website. */
export async function listingsAction({ context, request }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "approve" || intent === "reject" || intent === "close" || intent === "delete")
    return moderate(context, operator, intent, formData);
  if (intent === "affiliate") return markAffiliate(context, operator, formData);
  return data<OperatorResult>(
    { ...failure(formData, "OperatorPage.unknownAction"), intent: String(intent) },
    { status: 400 },
  );
}
