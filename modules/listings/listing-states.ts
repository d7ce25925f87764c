import type { ListingState, PayoutState } from "../../db/schema";

/** Provider and operator actions on a listing's state (spec §4). */
export type ListingAction = "publish" | "open" | "close" | "approve" | "reject";

type Transition = {
  from: ListingState;
  to: ListingState | "approvalDependent";
  by: "owner" | "operator";
};

// The listing state machine as data: every allowed move, and who may make it.
export const LISTING_TRANSITIONS: Record<ListingAction, Transition> = {
  publish: { from: "draft", to: "approvalDependent", by: "owner" },
  close: { from: "published", to: "closed", by: "owner" },
  open: { from: "closed", to: "published", by: "owner" },
  approve: { from: "pendingApproval", to: "published", by: "operator" },
  // A rejected listing goes back to draft so its provider can fix and resubmit it.
  reject: { from: "pendingApproval", to: "draft", by: "operator" },
};

export type TransitionResult =
  | { ok: true; from: ListingState; to: ListingState }
  | { ok: false; reason: "invalidState" };

export function nextListingState(
  current: ListingState,
  action: ListingAction,
  options: { approvalRequired: boolean },
): TransitionResult {
  const transition = LISTING_TRANSITIONS[action];
  if (transition.from !== current) return { ok: false, reason: "invalidState" };
  const to =
    transition.to === "approvalDependent"
      ? options.approvalRequired
        ? "pendingApproval"
        : "published"
      : transition.to;
  return { ok: true, from: current, to };
}

export type PublishCheckInput = {
  title: string;
  description: string;
  category: string | null;
  unit: string | null | undefined;
  priceAmount: number | null;
  currentStock: number | null;
  pickupEnabled: boolean;
  shippingEnabled: boolean;
  hasPickupLocation: boolean;
  hasShippingFees: boolean;
  imageCount: number;
  /** The author's payout account (decision 078): only "enabled" may sell for money. */
  authorPayoutState: PayoutState;
};

/**
 * Why a grower may not sell for money yet, per state of their payout account: none at all,
 * verification still to finish, or verification failed. Null once the account is enabled.
 * `publish` is the publish refusal; `price` the refused change of a Gratis listing to a price.
 */
export function payoutRefusal(state: PayoutState, kind: "publish" | "price"): string | null {
  const ids: Record<Exclude<PayoutState, "enabled">, [string, string]> = {
    none: ["EditListingWizard.missingPayoutDetails", "EditListingWizard.payoutNeededForPrice"],
    verification_needed: [
      "EditListingWizard.payoutVerificationNeeded",
      "EditListingWizard.payoutVerificationNeededForPrice",
    ],
    rejected: [
      "EditListingWizard.payoutVerificationFailed",
      "EditListingWizard.payoutVerificationFailedForPrice",
    ],
  };
  if (state === "enabled") return null;
  return ids[state][kind === "publish" ? 0 : 1];
}

/** Each payout refusal's link to /account/payments, by the text of that link. */
export const PAYOUT_REFUSAL_LINKS: Readonly<Record<string, string>> = {
  "EditListingWizard.missingPayoutDetails": "EditListingWizard.setUpPayouts",
  "EditListingWizard.payoutNeededForPrice": "EditListingWizard.setUpPayouts",
  "EditListingWizard.payoutVerificationNeeded": "EditListingWizard.goToPayouts",
  "EditListingWizard.payoutVerificationNeededForPrice": "EditListingWizard.goToPayouts",
  "EditListingWizard.payoutVerificationFailed": "EditListingWizard.goToPayouts",
  "EditListingWizard.payoutVerificationFailedForPrice": "EditListingWizard.goToPayouts",
};

/**
 * What still stops a draft from being published, as catalogue ids the wizard
 * shows. Empty means ready. A priced listing needs a payout-connected
 * provider; a Gratis one does not (spec §6).
 */
export function publishBlockers(
  input: PublishCheckInput,
  options: { stockManaged: boolean },
): string[] {
  const missing: string[] = [];
  if (!input.title.trim()) missing.push("EditListingWizard.missingTitle");
  if (!input.description.trim()) missing.push("EditListingWizard.missingDescription");
  if (!input.category) missing.push("EditListingWizard.missingCategory");
  if (!input.unit) missing.push("EditListingWizard.missingUnit");
  if (input.priceAmount === null) missing.push("EditListingWizard.missingPrice");
  if (options.stockManaged && input.currentStock === null)
    missing.push("EditListingWizard.missingStock");
  if (!input.pickupEnabled && !input.shippingEnabled)
    missing.push("EditListingWizard.missingDelivery");
  if (input.pickupEnabled && !input.hasPickupLocation)
    missing.push("EditListingWizard.missingPickupLocation");
  if (input.shippingEnabled && !input.hasShippingFees)
    missing.push("EditListingWizard.missingShippingFees");
  if (input.imageCount < 1) missing.push("EditListingWizard.missingImages");
  const payout =
    (input.priceAmount ?? 0) > 0 ? payoutRefusal(input.authorPayoutState, "publish") : null;
  if (payout) missing.push(payout);
  return missing;
}
