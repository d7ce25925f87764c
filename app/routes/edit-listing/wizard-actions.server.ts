import { data, redirect } from "react-router";
import {
  type ListingView,
  listingDeliverySchema,
  listingDetailsSchema,
  listingPhotosSchema,
  listingPricingSchema,
  PAYOUT_REFUSAL_LINKS,
} from "#modules/listings";
import { withPickupCoordinates } from "#modules/listings/server";
import { createSlug } from "#modules/text";
import type { UserRecord } from "#modules/users";
import type { AppContext } from "~/context";
import { failure, formFields, parseForm, validateForm } from "~/forms/parse-form";
import { parsePlanForm } from "../../components/availability/plan-parse";
import { parseOldStockTotal } from "../../components/edit-listing/form-values";
import type { WizardActionResult } from "../../components/edit-listing/types";
import {
  listingPagePath,
  nextTab,
  type WizardParams,
  type WizardTab,
  wizardPath,
} from "../../components/edit-listing/wizard";
import { PUBLISHED_PARAM } from "../../components/listing-page/published-notice";
import { routeFailure } from "../route-error.server";

type Args = {
  context: AppContext;
  user: UserRecord;
  params: WizardParams;
  formData: FormData;
  tabs: readonly WizardTab[];
};

const notFound = () => data(null, { status: 404 });

function fail(
  tab: WizardTab,
  formData: FormData,
  formError: string | undefined,
  status: number,
  extra: {
    fieldErrors?: Record<string, string>;
    blockers?: string[];
    values?: Record<string, string>;
  } = {},
) {
  const base = failure(formData, formError, extra.fieldErrors);
  return data<WizardActionResult>(
    {
      ...base,
      tab,
      values: extra.values ?? base.values,
      ...(extra.blockers ? { blockers: extra.blockers } : {}),
    },
    { status },
  );
}

function invalid(
  tab: WizardTab,
  parsed: { fieldErrors: Record<string, string>; values: Record<string, string> },
) {
  return data<WizardActionResult>(
    { ok: false, tab, fieldErrors: parsed.fieldErrors, values: parsed.values },
    { status: 400 },
  );
}

/** Draft mode goes on to the next tab; edit mode stays and says the tab was saved. */
function afterSave(args: Args, listing: ListingView) {
  const { params, tabs } = args;
  if (params.type === "edit") return data<WizardActionResult>({ ok: true, tab: params.tab });
  const next = nextTab(tabs, params.tab) ?? params.tab;
  return redirect(
    wizardPath({ slug: createSlug(listing.title), id: listing.id, type: "draft", tab: next }),
  );
}

async function saveDetails(args: Args) {
  const { context, user, params, formData } = args;
  const parsed = parseForm(listingDetailsSchema, formData);
  if (!parsed.ok) return invalid("details", parsed);
  if (params.type === "new") {
    let draft: ListingView;
    try {
      draft = await context.services.ownListings.createDraft(user, parsed.data);
    } catch (error) {
      routeFailure(error, context, "create-listing-draft-failed");
      return fail("details", formData, "EditListingWizard.createDraftFailed", 500);
    }
    // The URL moves to the draft's id (spec §2, §4: draft created on the first save).
    return redirect(
      wizardPath({
        slug: createSlug(draft.title),
        id: draft.id,
        type: "draft",
        tab: nextTab(args.tabs, "details") ?? "details",
      }),
    );
  }
  try {
    const listing = await context.services.ownListings.update(user, params.id, {
      details: parsed.data,
    });
    return afterSave(args, listing);
  } catch (error) {
    routeFailure(error, context, "update-listing-failed");
    return fail("details", formData, "EditListingWizard.updateFailed", 500);
  }
}

async function savePricing(args: Args) {
  const { context, user, params, formData } = args;
  const service = context.services.ownListings;
  const { allowFree, stockManaged } = service.config;
  const parsed = parseForm(listingPricingSchema({ allowFree, stockManaged }), formData);
  if (!parsed.ok) return invalid("pricing", parsed);
  // In edit mode a stock change is a compare-and-set against the total the form was shown
  // (spec §7); the service saves price and stock in one transaction, or neither.
  let oldStockTotal: number | null | undefined;
  if (params.type === "edit" && stockManaged && parsed.data.stock !== undefined) {
    oldStockTotal = parseOldStockTotal(formData.get("oldStockTotal"));
    if (oldStockTotal === undefined) {
      return fail("pricing", formData, "EditListingPricingForm.stockUpdateFailed", 400);
    }
  }
  try {
    const listing = await service.update(user, params.id, {
      pricing: parsed.data,
      oldStockTotal,
    });
    return afterSave(args, listing);
  } catch (error) {
    const failed = routeFailure(error, context, "update-listing-failed");
    // Someone changed the stock meanwhile: nothing of this save was written. Said once, at
    // the stock field the user has to look at again (not also as a form error).
    if (failed.kind === "expected" && failed.code === "old-total-mismatch") {
      return fail("pricing", formData, undefined, 409, {
        fieldErrors: { stock: failed.messageId },
      });
    }
    // Not payment-connected: the page says why and links to the payout page (decision 078).
    if (failed.kind === "expected" && Object.hasOwn(PAYOUT_REFUSAL_LINKS, failed.messageId)) {
      return fail("pricing", formData, failed.messageId, 409);
    }
    return fail("pricing", formData, "EditListingWizard.updateFailed", 500);
  }
}

async function saveDelivery(args: Args) {
  const { context, user, params, formData } = args;
  // The place lookup the API does too: stale coordinates dropped, a known town resolved.
  const raw = withPickupCoordinates(formFields(formData));
  const parsed = validateForm(listingDeliverySchema, raw, formData);
  if (!parsed.ok) return invalid("delivery", parsed);
  try {
    const listing = await context.services.ownListings.update(user, params.id, {
      delivery: parsed.data,
    });
    return afterSave(args, listing);
  } catch (error) {
    routeFailure(error, context, "update-listing-failed");
    return fail("delivery", formData, "EditListingWizard.updateFailed", 500);
  }
}

async function savePhotos(args: Args) {
  const { context, user, params, formData } = args;
  const images = formData
    .getAll("images")
    .filter((v): v is string => typeof v === "string" && v !== "");
  const parsed = listingPhotosSchema.safeParse({ images });
  if (!parsed.success) {
    return fail("photos", formData, undefined, 400, {
      fieldErrors: {
        images: parsed.error.issues[0]?.message ?? "EditListingPhotosForm.imageRequired",
      },
    });
  }
  const service = context.services.ownListings;
  if (params.type === "edit") {
    try {
      await service.update(user, params.id, { images: parsed.data.images });
    } catch (error) {
      routeFailure(error, context, "update-listing-failed");
      return fail("photos", formData, "EditListingWizard.updateFailed", 500);
    }
    return data<WizardActionResult>({ ok: true, tab: "photos" });
  }
  try {
    const published = await service.publishWithPhotos(user, params.id, parsed.data.images);
    const path = listingPagePath(
      { slug: createSlug(published.title), id: published.id },
      published.state,
    );
    // Live now: the listing page confirms it ("Je oogst staat online").
    return redirect(published.state === "published" ? `${path}?${PUBLISHED_PARAM}` : path);
  } catch (error) {
    const failed = routeFailure(error, context, "update-listing-failed");
    if (failed.kind === "expected" && Object.keys(failed.fieldErrors).length > 0) {
      return fail("photos", formData, failed.messageId, 400, {
        blockers: Object.keys(failed.fieldErrors),
      });
    }
    return fail("photos", formData, "EditListingWizard.publishListingFailed", 500);
  }
}

/** Availability tab: the weekly plan (intent "plan"); exceptions go through the JSON API. */
async function saveAvailability(args: Args) {
  const { context, user, params, formData } = args;
  if (formData.get("intent") !== "plan") throw data(null, { status: 400 });
  const parsed = parsePlanForm(formData);
  if (!parsed.ok) return invalid("availability", parsed);
  try {
    await context.services.availability.setPlan(user, params.id, parsed.plan);
    const listing = await context.services.ownListings.showOwn(user, params.id);
    return afterSave(args, listing);
  } catch (error) {
    routeFailure(error, context, "update-listing-failed");
    return fail("availability", formData, "EditListingAvailabilityForm.savePlanFailed", 500);
  }
}

export async function wizardAction(args: Args) {
  const { params } = args;
  // Only details can be saved before the draft exists.
  if (params.type === "new" && params.tab !== "details") throw notFound();
  switch (params.tab) {
    case "details":
      return saveDetails(args);
    case "pricing":
      return savePricing(args);
    case "delivery":
      return saveDelivery(args);
    case "photos":
      return savePhotos(args);
    case "availability":
      return saveAvailability(args);
    default:
      throw data(null, { status: 405 });
  }
}
