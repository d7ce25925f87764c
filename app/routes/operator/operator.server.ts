import { data } from "react-router";
import { failure, parseForm } from "~/forms/parse-form";
import { isAppError } from "../../../modules/errors/app-error";
import { affiliateSchema } from "../../../modules/listings/schemas";
import { isUuid } from "../../../modules/urls/uuid";
import type { UserRecord } from "../../../modules/users/current-user";
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

function errorId(error: unknown): string {
  if (isAppError(error)) {
    if (error.status === 404) return "OperatorPage.listingNotFound";
    if (error.status === 409) return "OperatorPage.stateChangeFailed";
  }
  throw error;
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
    const id = errorId(error);
    return fail(id, id === "OperatorPage.listingNotFound" ? 404 : 409);
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
    return data<OperatorResult>({ ...failure(formData, errorId(error)), intent }, { status: 404 });
  }
}

/** POST /operator: approve, reject, or set a listing's affiliate website. */
export async function operatorAction({ context, request }: Route.ActionArgs) {
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
