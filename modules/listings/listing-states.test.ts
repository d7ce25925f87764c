import { describe, expect, it } from "vitest";
import { LISTING_STATES, type PayoutState } from "../../db/schema";
import {
  LISTING_TRANSITIONS,
  type ListingAction,
  nextListingState,
  PAYOUT_REFUSAL_LINKS,
  payoutRefusal,
  publishBlockers,
} from "./listing-states";

const actions = Object.keys(LISTING_TRANSITIONS) as ListingAction[];

describe("nextListingState", () => {
  it("publishes a draft straight away without approval", () => {
    expect(nextListingState("draft", "publish", { approvalRequired: false })).toEqual({
      ok: true,
      from: "draft",
      to: "published",
    });
  });
  it("sends a draft to pending approval when approval is required", () => {
    expect(nextListingState("draft", "publish", { approvalRequired: true })).toMatchObject({
      to: "pendingApproval",
    });
  });
  it("closes and reopens", () => {
    expect(nextListingState("published", "close", { approvalRequired: false })).toMatchObject({
      to: "closed",
    });
    expect(nextListingState("closed", "open", { approvalRequired: true })).toMatchObject({
      to: "published",
    });
  });
  it("lets an operator approve or reject a pending listing", () => {
    expect(
      nextListingState("pendingApproval", "approve", { approvalRequired: true }),
    ).toMatchObject({ to: "published" });
    expect(nextListingState("pendingApproval", "reject", { approvalRequired: true })).toMatchObject(
      { to: "draft" },
    );
  });
  it("refuses every other combination", () => {
    const allowed = new Set(actions.map((a) => `${LISTING_TRANSITIONS[a].from}:${a}`));
    for (const state of LISTING_STATES) {
      for (const action of actions) {
        const result = nextListingState(state, action, { approvalRequired: false });
        expect(result.ok).toBe(allowed.has(`${state}:${action}`));
      }
    }
  });
});

describe("publishBlockers", () => {
  const ready = {
    title: "Tomaten",
    description: "Rijp",
    category: "groenten",
    unit: "perKg",
    priceAmount: 350,
    currentStock: 5,
    pickupEnabled: true,
    shippingEnabled: false,
    hasPickupLocation: true,
    hasShippingFees: false,
    imageCount: 1,
    authorPayoutState: "enabled" as const,
  };

  it("is empty for a complete listing", () => {
    expect(publishBlockers(ready, { stockManaged: true })).toEqual([]);
  });
  it("needs a payout account only for priced listings", () => {
    expect(
      publishBlockers({ ...ready, authorPayoutState: "none" }, { stockManaged: true }),
    ).toEqual(["EditListingWizard.missingPayoutDetails"]);
    expect(
      publishBlockers(
        { ...ready, priceAmount: 0, authorPayoutState: "none" },
        { stockManaged: true },
      ),
    ).toEqual([]);
  });
  it("says why per payout account state: verification to finish, or failed", () => {
    const blocked = (authorPayoutState: PayoutState) =>
      publishBlockers({ ...ready, authorPayoutState }, { stockManaged: true });
    expect(blocked("verification_needed")).toEqual(["EditListingWizard.payoutVerificationNeeded"]);
    expect(blocked("rejected")).toEqual(["EditListingWizard.payoutVerificationFailed"]);
    expect(
      publishBlockers(
        { ...ready, priceAmount: 0, authorPayoutState: "rejected" },
        { stockManaged: true },
      ),
    ).toEqual([]);
  });
  it("refuses a Gratis listing's price with the text of the payout account's state", () => {
    expect(payoutRefusal("none", "price")).toBe("EditListingWizard.payoutNeededForPrice");
    expect(payoutRefusal("verification_needed", "price")).toBe(
      "EditListingWizard.payoutVerificationNeededForPrice",
    );
    expect(payoutRefusal("rejected", "price")).toBe(
      "EditListingWizard.payoutVerificationFailedForPrice",
    );
    expect(payoutRefusal("enabled", "price")).toBeNull();
    expect(payoutRefusal("enabled", "publish")).toBeNull();
    // Every refusal links to the payout page.
    for (const state of ["none", "verification_needed", "rejected"] as const) {
      for (const kind of ["publish", "price"] as const) {
        expect(PAYOUT_REFUSAL_LINKS[payoutRefusal(state, kind)!]).toMatch(/^EditListingWizard\./);
      }
    }
  });
  it("names each missing part", () => {
    const blockers = publishBlockers(
      {
        ...ready,
        title: " ",
        category: null,
        priceAmount: null,
        currentStock: null,
        pickupEnabled: false,
        imageCount: 0,
      },
      { stockManaged: true },
    );
    expect(blockers).toEqual([
      "EditListingWizard.missingTitle",
      "EditListingWizard.missingCategory",
      "EditListingWizard.missingPrice",
      "EditListingWizard.missingStock",
      "EditListingWizard.missingDelivery",
      "EditListingWizard.missingImages",
    ]);
  });
  it("asks for the pickup place and shipping fees when those are on", () => {
    expect(
      publishBlockers(
        { ...ready, hasPickupLocation: false, shippingEnabled: true },
        { stockManaged: true },
      ),
    ).toEqual(["EditListingWizard.missingPickupLocation", "EditListingWizard.missingShippingFees"]);
  });
  it("does not ask for stock when listings are managed by availability", () => {
    expect(publishBlockers({ ...ready, currentStock: null }, { stockManaged: false })).toEqual([]);
  });
});
