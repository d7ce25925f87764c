import { createSlug } from "#modules/text";
import { listingPagePath, wizardPath } from "../edit-listing/wizard";

export type ManagedState = "draft" | "pendingApproval" | "published" | "closed";

/** `?page=` as a page number: a positive integer, anything else is page 1. */
export function parsePageParam(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** Drafts are finished in the wizard's draft mode; everything else is edited. */
export function manageEditPath(listing: { id: string; title: string; state: ManagedState }) {
  return wizardPath({
    slug: createSlug(listing.title),
    id: listing.id,
    type: listing.state === "draft" ? "draft" : "edit",
    tab: "details",
  });
}

/** The listing's page: drafts and pending ones have their own variant (spec §2). */
export function manageViewPath(listing: { id: string; title: string; state: ManagedState }) {
  return listingPagePath({ slug: createSlug(listing.title), id: listing.id }, listing.state);
}

/** What the provider can do to the state from the list (spec §4): close a published one, open a closed one. */
export function stateAction(state: ManagedState): "open" | "close" | null {
  if (state === "published") return "close";
  if (state === "closed") return "open";
  return null;
}

export const STATE_LABELS: Record<ManagedState, string> = {
  draft: "ManageListingsPage.stateDraft",
  pendingApproval: "ManageListingsPage.statePendingApproval",
  published: "ManageListingsPage.statePublished",
  closed: "ManageListingsPage.stateClosed",
};

/** `/listings?page=n`, page 1 without the query. */
export function manageListingsPagePath(page: number) {
  return page > 1 ? `/listings?page=${page}` : "/listings";
}
