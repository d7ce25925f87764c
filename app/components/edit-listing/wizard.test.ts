import { describe, expect, it } from "vitest";
import {
  completedTabs,
  listingPagePath,
  NEW_LISTING_PATH,
  nextTab,
  parseWizardParams,
  reachableTab,
  tabForBlocker,
  tabStates,
  wizardPath,
  wizardTabs,
} from "./wizard";

const NIL = "00000000-0000-0000-0000-000000000000";
const ID = "6f1c2a9e-3b4d-4c5e-8f70-112233445566";
const STOCK_TABS = wizardTabs("stock");

describe("wizardTabs", () => {
  it("orders details → pricing → delivery → photos for stock listings", () => {
    expect(STOCK_TABS).toEqual(["details", "pricing", "delivery", "photos"]);
  });
  it("adds availability after pricing for availability listings", () => {
    expect(wizardTabs("availability")).toEqual([
      "details",
      "pricing",
      "availability",
      "delivery",
      "photos",
    ]);
  });
});

describe("parseWizardParams", () => {
  const parse = (p: Record<string, string | undefined>) => parseWizardParams(p, STOCK_TABS);

  it("accepts the new-listing URL with the nil UUID", () => {
    expect(parse({ slug: "draft", id: NIL, type: "new", tab: "details" })).toEqual({
      slug: "draft",
      id: NIL,
      type: "new",
      tab: "details",
      returnURLType: null,
    });
  });
  it("accepts draft and edit with a real id, lower-casing it", () => {
    expect(parse({ slug: "tomaten", id: ID.toUpperCase(), type: "edit", tab: "photos" })?.id).toBe(
      ID,
    );
    expect(parse({ slug: "tomaten", id: ID, type: "draft", tab: "pricing" })?.type).toBe("draft");
  });
  it("rejects the nil UUID outside new, and new with a real id", () => {
    expect(parse({ slug: "x", id: NIL, type: "edit", tab: "details" })).toBeNull();
    expect(parse({ slug: "x", id: NIL, type: "draft", tab: "details" })).toBeNull();
    expect(parse({ slug: "x", id: ID, type: "new", tab: "details" })).toBeNull();
  });
  it("rejects bad ids, types and tabs", () => {
    expect(parse({ slug: "x", id: "123", type: "edit", tab: "details" })).toBeNull();
    expect(parse({ slug: "x", id: ID, type: "copy", tab: "details" })).toBeNull();
    expect(parse({ slug: "x", id: ID, type: "edit", tab: "policies" })).toBeNull();
    expect(parse({ slug: "", id: ID, type: "edit", tab: "details" })).toBeNull();
  });
  it("rejects the availability tab unless the configuration shows it", () => {
    expect(parse({ slug: "x", id: ID, type: "edit", tab: "availability" })).toBeNull();
    expect(
      parseWizardParams(
        { slug: "x", id: ID, type: "edit", tab: "availability" },
        wizardTabs("availability"),
      )?.tab,
    ).toBe("availability");
  });
  it("takes a known provider-onboarding return type and nothing else", () => {
    expect(
      parse({ slug: "x", id: ID, type: "edit", tab: "details", returnURLType: "success" })
        ?.returnURLType,
    ).toBe("success");
    expect(
      parse({ slug: "x", id: ID, type: "edit", tab: "details", returnURLType: "whatever" }),
    ).toBeNull();
  });
});

describe("wizard URLs", () => {
  it("builds the wizard path and the new-listing path of spec §2", () => {
    expect(wizardPath({ slug: "verse-eieren", id: ID, type: "draft", tab: "pricing" })).toBe(
      `/l/verse-eieren/${ID}/draft/pricing`,
    );
    expect(NEW_LISTING_PATH).toBe(`/l/draft/${NIL}/new/details`);
  });
  it("sends a published listing to its page, a pending one to the pending-approval variant", () => {
    expect(listingPagePath({ slug: "a", id: ID }, "published")).toBe(`/l/a/${ID}`);
    expect(listingPagePath({ slug: "a", id: ID }, "closed")).toBe(`/l/a/${ID}`);
    expect(listingPagePath({ slug: "a", id: ID }, "pendingApproval")).toBe(
      `/l/a/${ID}/pending-approval`,
    );
    expect(listingPagePath({ slug: "a", id: ID }, "draft")).toBe(`/l/a/${ID}/draft`);
  });
  it("knows the next tab, none after photos", () => {
    expect(nextTab(STOCK_TABS, "details")).toBe("pricing");
    expect(nextTab(STOCK_TABS, "delivery")).toBe("photos");
    expect(nextTab(STOCK_TABS, "photos")).toBeNull();
  });
});

describe("tab availability", () => {
  const progress = { hasPrice: true, hasStock: true, hasDelivery: false, imageCount: 0 };

  it("has nothing completed before the draft exists", () => {
    expect(completedTabs(null, { stockManaged: true }).size).toBe(0);
  });
  it("needs stock for pricing only when stock is managed", () => {
    const noStock = { ...progress, hasStock: false };
    expect(completedTabs(noStock, { stockManaged: true }).has("pricing")).toBe(false);
    expect(completedTabs(noStock, { stockManaged: false }).has("pricing")).toBe(true);
  });
  it("opens only details in new mode", () => {
    const states = tabStates(STOCK_TABS, new Set(), "new");
    expect(states.map((s) => s.enabled)).toEqual([true, false, false, false]);
  });
  it("opens a draft's tabs up to the first unsaved one", () => {
    const done = completedTabs(progress, { stockManaged: true });
    const states = tabStates(STOCK_TABS, done, "draft");
    expect(states.map((s) => [s.tab, s.enabled, s.completed])).toEqual([
      ["details", true, true],
      ["pricing", true, true],
      ["delivery", true, false],
      ["photos", false, false],
    ]);
  });
  it("opens every tab in edit mode", () => {
    const states = tabStates(STOCK_TABS, new Set(["details"]), "edit");
    expect(states.every((s) => s.enabled)).toBe(true);
  });
  it("falls back to the nearest open tab before a closed one", () => {
    const states = tabStates(STOCK_TABS, new Set(["details"]), "draft");
    expect(reachableTab(states, "photos")).toBe("pricing");
    expect(reachableTab(states, "pricing")).toBe("pricing");
    expect(reachableTab(tabStates(STOCK_TABS, new Set(), "new"), "delivery")).toBe("details");
  });
});

describe("tabForBlocker", () => {
  it("points each publish blocker at the tab that fixes it", () => {
    expect(tabForBlocker("EditListingWizard.missingTitle")).toBe("details");
    expect(tabForBlocker("EditListingWizard.missingStock")).toBe("pricing");
    expect(tabForBlocker("EditListingWizard.missingPickupLocation")).toBe("delivery");
    expect(tabForBlocker("EditListingWizard.missingImages")).toBe("photos");
    expect(tabForBlocker("EditListingWizard.missingPayoutDetails")).toBeNull();
    expect(tabForBlocker("EditListingWizard.somethingNew")).toBeNull();
  });
});
