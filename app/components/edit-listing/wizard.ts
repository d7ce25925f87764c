import { isUuid, NIL_UUID } from "#modules/urls";

/**
 * The edit-listing wizard's tabs, their order and availability, and its URLs
 * (spec §2): `/l/{slug}/{id}/{type}/{tab}/{returnURLType?}`. Pure, so both the
 * loader/action and the page use the same rules.
 */
export const WIZARD_TYPES = ["new", "draft", "edit"] as const;
export type WizardType = (typeof WIZARD_TYPES)[number];

/**
 * Every tab the wizard knows. Features, policies and location tabs of the spec
 * appear only when configuration enables them; no configuration of this
 * marketplace does, so they are not listed. "availability" replaces stock
 * when the listing management type is availability.
 */
export const WIZARD_TABS = ["details", "pricing", "availability", "delivery", "photos"] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

/** Provider-onboarding return values accepted as the optional trailing segment. */
export const RETURN_URL_TYPES = ["success", "failure"] as const;
export type ReturnURLType = (typeof RETURN_URL_TYPES)[number];

export type ListingManagementType = "stock" | "availability";

/** The tabs in order for a configuration: details → pricing (and stock) → delivery → photos. */
export function wizardTabs(listingManagementType: ListingManagementType): WizardTab[] {
  return listingManagementType === "availability"
    ? ["details", "pricing", "availability", "delivery", "photos"]
    : ["details", "pricing", "delivery", "photos"];
}

export type WizardParams = {
  slug: string;
  id: string;
  type: WizardType;
  tab: WizardTab;
  returnURLType: ReturnURLType | null;
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

/**
 * Route params to wizard params, or null (→ 404) when anything is off: an
 * unknown type or tab (or one the configuration does not show), an id that is
 * not a UUID, the nil UUID outside "new", or "new" with a real id.
 */
export function parseWizardParams(
  params: Record<string, string | undefined>,
  tabs: readonly WizardTab[],
): WizardParams | null {
  const { slug, id, type, tab, returnURLType } = params;
  if (!slug || !isUuid(id) || !isOneOf(WIZARD_TYPES, type) || !isOneOf(tabs, tab)) return null;
  const isNil = id.toLowerCase() === NIL_UUID;
  if ((type === "new") !== isNil) return null;
  if (returnURLType !== undefined && !isOneOf(RETURN_URL_TYPES, returnURLType)) return null;
  return { slug, id: id.toLowerCase(), type, tab, returnURLType: returnURLType ?? null };
}

export function wizardPath(p: { slug: string; id: string; type: WizardType; tab: WizardTab }) {
  return `/l/${encodeURIComponent(p.slug)}/${p.id}/${p.type}/${p.tab}`;
}

/** Where /l/new sends the provider (spec §2: slug draft, nil UUID, type new, tab details). */
export const NEW_LISTING_PATH = wizardPath({
  slug: "draft",
  id: NIL_UUID,
  type: "new",
  tab: "details",
});

/** The listing's own page after publishing: pending-approval variant when approval is needed. */
export function listingPagePath(
  p: { slug: string; id: string },
  state: "draft" | "pendingApproval" | "published" | "closed",
) {
  const base = `/l/${encodeURIComponent(p.slug)}/${p.id}`;
  if (state === "pendingApproval") return `${base}/pending-approval`;
  if (state === "draft") return `${base}/draft`;
  return base;
}

export function nextTab(tabs: readonly WizardTab[], tab: WizardTab): WizardTab | null {
  const i = tabs.indexOf(tab);
  return i >= 0 && i < tabs.length - 1 ? (tabs[i + 1] ?? null) : null;
}

/** What has been saved so far, read from the listing. */
export type ListingProgress = {
  hasPrice: boolean;
  hasStock: boolean;
  hasDelivery: boolean;
  imageCount: number;
};

/** The tabs whose data is saved. Without a listing (type new) nothing is. */
export function completedTabs(
  progress: ListingProgress | null,
  options: { stockManaged: boolean },
): Set<WizardTab> {
  const done = new Set<WizardTab>();
  if (!progress) return done;
  done.add("details");
  if (progress.hasPrice && (!options.stockManaged || progress.hasStock)) {
    done.add("pricing");
    // Nothing is stored on the availability tab yet: it is done with pricing.
    done.add("availability");
  }
  if (progress.hasDelivery) done.add("delivery");
  if (progress.imageCount > 0) done.add("photos");
  return done;
}

export type TabState = { tab: WizardTab; enabled: boolean; completed: boolean };

/**
 * In new and draft mode a tab opens only once every earlier tab is saved;
 * in edit mode every tab is open.
 */
export function tabStates(
  tabs: readonly WizardTab[],
  completed: ReadonlySet<WizardTab>,
  type: WizardType,
): TabState[] {
  let earlierDone = true;
  return tabs.map((tab) => {
    const enabled = type === "edit" || (type === "new" ? tab === tabs[0] : earlierDone);
    earlierDone &&= completed.has(tab);
    return { tab, enabled, completed: completed.has(tab) };
  });
}

/** The requested tab when it is open, else the nearest open tab before it (there always is one). */
export function reachableTab(states: readonly TabState[], requested: WizardTab): WizardTab {
  const i = states.findIndex((s) => s.tab === requested);
  for (let j = i; j >= 0; j--) {
    const state = states[j];
    if (state?.enabled) return state.tab;
  }
  return states[0]?.tab ?? "details";
}

/** The tab where a publish blocker (spec §4, listing-states.ts) is fixed; null when no tab can. */
export function tabForBlocker(blocker: string): WizardTab | null {
  switch (blocker) {
    case "EditListingWizard.missingTitle":
    case "EditListingWizard.missingDescription":
    case "EditListingWizard.missingCategory":
    case "EditListingWizard.missingUnit":
      return "details";
    case "EditListingWizard.missingPrice":
    case "EditListingWizard.missingStock":
      return "pricing";
    case "EditListingWizard.missingDelivery":
    case "EditListingWizard.missingPickupLocation":
    case "EditListingWizard.missingShippingFees":
      return "delivery";
    case "EditListingWizard.missingImages":
      return "photos";
    // Fixed on the payout page (/account/payments), not in the wizard.
    default:
      return null;
  }
}
