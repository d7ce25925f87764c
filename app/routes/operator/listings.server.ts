import { data } from "react-router";
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

async function moderate(
  context: Context,
  operator: UserRecord,
  intent: "approve" | "reject",
  formData: FormData,
) {
  const listingId = String(formData.get("listingId") ?? "");
  const fail = (formError: string, status: number) =>
    data<OperatorResult>({ ...failure(formData, formError), intent, listingId }, { status });
  if (!isUuid(listingId)) return fail("OperatorPage.listingNotFound", 400);
  try {
    const listing =
      intent === "approve"
        ? await context.services.ownListings.approve(operator, listingId)
        : await context.services.ownListings.reject(operator, listingId);
    const message = intent === "approve" ? "OperatorPage.approved" : "OperatorPage.rejected";
    return data<OperatorResult>({ ok: true, intent, message, title: listing.title });
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
    const listing = await context.services.ownListings.setAffiliate(
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

/** POST /operator/listings: approve, reject, or set a listing's affiliate website. */
export async function listingsAction({ context, request }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "approve" || intent === "reject")
    return moderate(context, operator, intent, formData);
  if (intent === "affiliate") return markAffiliate(context, operator, formData);
  return data<OperatorResult>(
    { ...failure(formData, "OperatorPage.unknownAction"), intent: String(intent) },
    { status: 400 },
  );
}
