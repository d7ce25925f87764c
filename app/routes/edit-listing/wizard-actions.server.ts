import { data, redirect } from "react-router";
import type { AppContext } from "~/context";
import { failure, formValues, parseForm } from "~/forms/parse-form";
import { isAppError } from "../../../modules/errors/app-error";
import { placeInAddress } from "../../../modules/geo/places";
import type { ListingView } from "../../../modules/listings/listing-view";
import {
  listingDeliverySchema,
  listingDetailsSchema,
  listingPhotosSchema,
  listingPricingSchema,
} from "../../../modules/listings/schemas";
import { createSlug } from "../../../modules/text/slug";
import type { UserRecord } from "../../../modules/users/current-user";
import { parsePlanForm } from "../../components/availability/plan-form";
import { parseOldStockTotal } from "../../components/edit-listing/form-values";
import type { WizardActionResult } from "../../components/edit-listing/types";
import {
  listingPagePath,
  nextTab,
  type WizardParams,
  type WizardTab,
  wizardPath,
} from "../../components/edit-listing/wizard";

type Args = {
  context: AppContext;
  user: UserRecord;
  params: WizardParams;
  formData: FormData;
  tabs: readonly WizardTab[];
};

const notFound = () => data(null, { status: 404 });

/** Spec §8 logged codes; expected failures (AppError) are the user's to read, not the log's. */
export function logFailure(
  code:
    | "create-listing-draft-failed"
    | "update-listing-failed"
    | "update-stock-failed"
    | "load-data-failed",
  error: unknown,
) {
  if (!isAppError(error)) console.error(`[${code}]`, error);
}

/** Owner checks come from the service: someone else's or a missing listing is a 404 here. */
function rethrowNotFound(error: unknown) {
  if (isAppError(error) && (error.status === 403 || error.status === 404)) throw notFound();
}

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
      logFailure("create-listing-draft-failed", error);
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
    rethrowNotFound(error);
    logFailure("update-listing-failed", error);
    return fail("details", formData, "EditListingWizard.updateFailed", 500);
  }
}

async function savePricing(args: Args) {
  const { context, user, params, formData } = args;
  const service = context.services.ownListings;
  const { allowFree, stockManaged } = service.config;
  const parsed = parseForm(listingPricingSchema({ allowFree, stockManaged }), formData);
  if (!parsed.ok) return invalid("pricing", parsed);
  const { stock, ...rest } = parsed.data;
  let values = formValues(formData);

  if (params.type === "edit" && stockManaged && stock !== undefined) {
    // Stock changes in edit mode go through compare-and-set with the total the form was shown (spec §7).
    const oldTotal = parseOldStockTotal(formData.get("oldStockTotal"));
    if (oldTotal === undefined) {
      return fail("pricing", formData, "EditListingPricingForm.stockUpdateFailed", 400);
    }
    if (stock >= 0 && stock !== oldTotal) {
      try {
        await service.compareAndSetStock(user, { listingId: params.id, oldTotal, newTotal: stock });
        // Saved: a retry after a later failure must compare against the new total.
        values = { ...values, oldStockTotal: String(stock) };
      } catch (error) {
        rethrowNotFound(error);
        if (isAppError(error) && error.code === "old-total-mismatch") {
          return fail("pricing", formData, error.messageId, 409, {
            fieldErrors: { stock: error.messageId },
          });
        }
        logFailure("update-stock-failed", error);
        return fail("pricing", formData, "EditListingPricingForm.stockUpdateFailed", 500);
      }
    }
    try {
      const listing = await service.update(user, params.id, {
        pricing: { ...rest, stock: undefined },
      });
      return afterSave(args, listing);
    } catch (error) {
      rethrowNotFound(error);
      logFailure("update-listing-failed", error);
      return fail("pricing", formData, "EditListingWizard.updateFailed", 500, { values });
    }
  }

  try {
    const listing = await service.update(user, params.id, { pricing: parsed.data });
    return afterSave(args, listing);
  } catch (error) {
    rethrowNotFound(error);
    logFailure("update-listing-failed", error);
    return fail("pricing", formData, "EditListingWizard.updateFailed", 500);
  }
}

async function saveDelivery(args: Args) {
  const { context, user, params, formData } = args;
  const raw = Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  // The place field sends the label its coordinates belong to. An address edited after
  // choosing (without JavaScript the hidden fields cannot follow) must not keep them.
  if (raw.placeLabel !== undefined && raw.placeLabel.trim() !== (raw.address ?? "").trim()) {
    raw.lat = "";
    raw.lng = "";
  }
  // The typed place resolves to coordinates here when no suggestion supplied them.
  if (raw.pickupEnabled && raw.address?.trim() && (!raw.lat || !raw.lng)) {
    const place = placeInAddress(raw.address);
    if (place) {
      raw.lat = String(place.lat);
      raw.lng = String(place.lng);
    }
  }
  const parsed = listingDeliverySchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0] ?? "_form")] ??= issue.message;
    return invalid("delivery", { fieldErrors, values: formValues(formData) });
  }
  try {
    const listing = await context.services.ownListings.update(user, params.id, {
      delivery: parsed.data,
    });
    return afterSave(args, listing);
  } catch (error) {
    rethrowNotFound(error);
    logFailure("update-listing-failed", error);
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
  let listing: ListingView;
  try {
    listing = await service.update(user, params.id, { images: parsed.data.images });
  } catch (error) {
    rethrowNotFound(error);
    logFailure("update-listing-failed", error);
    return fail("photos", formData, "EditListingWizard.updateFailed", 500);
  }
  if (params.type === "edit") return data<WizardActionResult>({ ok: true, tab: "photos" });

  try {
    const published = await service.publishDraft(user, params.id);
    return redirect(
      listingPagePath({ slug: createSlug(published.title), id: published.id }, published.state),
    );
  } catch (error) {
    rethrowNotFound(error);
    if (isAppError(error) && Object.keys(error.fields).length > 0) {
      return fail("photos", formData, error.messageId, 400, {
        blockers: Object.keys(error.fields),
      });
    }
    // A draft that was published meanwhile (another tab, a double click) just goes to its page.
    if (listing.state !== "draft") {
      return redirect(
        listingPagePath({ slug: createSlug(listing.title), id: listing.id }, listing.state),
      );
    }
    logFailure("update-listing-failed", error);
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
    rethrowNotFound(error);
    logFailure("update-listing-failed", error);
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
