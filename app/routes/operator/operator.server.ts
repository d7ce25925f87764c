import { data } from "react-router";
import { z } from "zod";
import { affiliateSchema } from "#modules/listings";
import { isUuid } from "#modules/urls";
import type { UserRecord } from "#modules/users";
import { failure, parseForm } from "~/forms/parse-form";
import { routeFailure, throwFailure } from "../route-error.server";
import type { Route } from "./+types/route";
import { parseListingRef } from "./listing-ref";

type Context = Route.LoaderArgs["context"];

/** Operators only; everyone else gets the plain 404, so the page is not revealed. */
export function requireOperator(context: Context): UserRecord {
  const user = context.user;
  if (!user?.isOperator) throw data(null, { status: 404 });
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

/** A payout to try again: the order's id, from the failed payouts list. */
const retryPayoutSchema = z.object({ transactionId: z.uuid("OperatorPage.payoutNotFound") });

/**
 * Tries a payout given up on again (decision 079). Only a failed payout moves; one already
 * scheduled or paid (a second click, another operator) is left alone and said so.
 */
async function retryPayout(context: Context, formData: FormData) {
  const intent = "retry-payout";
  const parsed = parseForm(retryPayoutSchema, formData);
  if (!parsed.ok) {
    return data<OperatorResult>(
      { ...failure(formData, "OperatorPage.payoutNotFound"), intent },
      { status: 400 },
    );
  }
  const { transactionId } = parsed.data;
  const payout = await context.services.payouts.find(transactionId);
  if (!payout) {
    return data<OperatorResult>(
      { ...failure(formData, "OperatorPage.payoutNotFound"), intent },
      { status: 404 },
    );
  }
  const retried = await context.services.payouts.retry(transactionId);
  const message = retried ? "OperatorPage.payoutRetried" : "OperatorPage.payoutNotFailed";
  return data<OperatorResult>({ ok: true, intent, message, title: "" });
}

/** POST /operator: approve, reject, set a listing's affiliate website, or retry a payout. */
export async function operatorAction({ context, request }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "approve" || intent === "reject")
    return moderate(context, operator, intent, formData);
  if (intent === "affiliate") return markAffiliate(context, operator, formData);
  if (intent === "retry-payout") return retryPayout(context, formData);
  return data<OperatorResult>(
    { ...failure(formData, "OperatorPage.unknownAction"), intent: String(intent) },
    { status: 400 },
  );
}
