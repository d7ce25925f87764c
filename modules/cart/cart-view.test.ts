import { describe, expect, it } from "vitest";
import type { CartEntry } from "./cart";
import {
  buildCartView,
  type CartViewListing,
  sellerBreakdown,
  summarizeCustomerLines,
} from "./cart-view";

const BUYER = "00000000-0000-4000-8000-000000000001";
const NOORD = "00000000-0000-4000-8000-00000000000a";
const ZUID = "00000000-0000-4000-8000-00000000000b";
const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function listing(
  n: number,
  authorId: string,
  overrides: Partial<CartViewListing> = {},
): CartViewListing {
  return {
    id: id(n),
    authorId,
    state: "published",
    deleted: false,
    priceAmount: 300,
    priceCurrency: "EUR",
    currentStock: 10,
    pickupEnabled: true,
    shippingEnabled: true,
    isAffiliate: false,
    title: `Listing ${n}`,
    unit: "perKg",
    place: authorId === NOORD ? "Zwolle" : "Gent",
    shippingPriceOneItem: 500,
    shippingPriceAdditionalItems: 100,
    pickupFee: null,
    minimumOrderFee: null,
    image: null,
    ...overrides,
    author: {
      banned: false,
      deleted: false,
      stripeConnected: true,
      displayName: authorId === NOORD ? "Tuin Noord" : "Tuin Zuid",
      postalPlace: null,
      ...overrides.author,
    },
  };
}

const entry = (
  n: number,
  authorId: string,
  quantity: number,
  deliveryMethod?: "pickup" | "shipping",
): CartEntry => ({
  id: id(n),
  authorId,
  quantity,
  ...(deliveryMethod ? { deliveryMethod } : {}),
  unitPriceWhenAdded: 300,
});

describe("buildCartView", () => {
  it("groups by seller in cart order with breakdowns and a grand total", () => {
    const cart = [
      entry(1, NOORD, 2, "shipping"),
      entry(2, ZUID, 1, "pickup"),
      entry(3, NOORD, 3, "shipping"),
    ];
    const view = buildCartView(cart, [listing(1, NOORD), listing(2, ZUID), listing(3, NOORD)], {
      buyerId: BUYER,
    });
    expect(view.groups.map((g) => [g.sellerName, g.sellerPlace, g.items.length])).toEqual([
      ["Tuin Noord", "Zwolle", 2],
      ["Tuin Zuid", "Gent", 1],
    ]);
    // Goods 5 × 3.00; shipping 5.00 for the first item + 4 × 1.00.
    expect(view.groups[0]!.breakdown).toMatchObject({
      subtotal: 1500,
      shippingFee: 900,
      total: 2400,
    });
    expect(
      view.groups[0]!.breakdown!.lineItems.every((l) => l.includeFor.includes("customer")),
    ).toBe(true);
    expect(view.groups[1]!.breakdown).toMatchObject({ subtotal: 300, shippingFee: 0, total: 300 });
    expect(view.grandTotal).toBe(2700);
    expect(view.itemCount).toBe(6);
    expect(view.ok).toBe(true);
  });

  it("keeps a gone listing and a banned seller in the cart, flagged and unpriced", () => {
    const cart = [entry(1, NOORD, 1, "pickup"), entry(2, ZUID, 1, "pickup")];
    const view = buildCartView(
      cart,
      [listing(2, ZUID, { author: { banned: true } as CartViewListing["author"] })],
      {
        buyerId: BUYER,
      },
    );
    expect(view.ok).toBe(false);
    expect(view.groups[0]!.items[0]).toMatchObject({
      title: null,
      problems: [{ reason: "listingNotFound" }],
    });
    expect(view.groups[0]!.breakdown).toBeNull();
    expect(view.groups[0]!.sellerName).toBe("");
    expect(view.groups[1]).toMatchObject({ sellerName: "", sellerPlace: null, sellerBanned: true });
    expect(view.groups[1]!.items[0]!.problems).toContainEqual({ reason: "sellerBanned" });
    expect(view.grandTotal).toBe(view.groups[1]!.breakdown?.total ?? 0);
  });

  it("offers only the delivery methods every listing of the seller allows", () => {
    const cart = [entry(1, NOORD, 1), entry(2, NOORD, 1)];
    const view = buildCartView(
      cart,
      [listing(1, NOORD), listing(2, NOORD, { shippingEnabled: false })],
      { buyerId: BUYER },
    );
    expect(view.groups[0]!.deliveryMethods).toEqual(["pickup"]);
    expect(view.groups[0]!.deliveryMethod).toBeNull();
    expect(view.groups[0]!.breakdown).toBeNull();
    expect(view.groups[0]!.items[0]!.problems).toContainEqual({ reason: "deliveryMethodMissing" });
  });
});

describe("sellerBreakdown", () => {
  const listings = new Map([[id(1), listing(1, NOORD, { minimumOrderFee: 1000, pickupFee: 150 })]]);
  it("tops up to the minimum order fee and adds the pickup fee", () => {
    expect(sellerBreakdown([entry(1, NOORD, 2)], listings, "pickup")).toMatchObject({
      subtotal: 600,
      pickupFee: 150,
      minimumOrderFee: 400,
      total: 1150,
      payoutTotal: 1150 - 150,
    });
  });
  it("gives every party's lines only when asked", () => {
    const all = sellerBreakdown([entry(1, NOORD, 2)], listings, "pickup", undefined, {
      allParties: true,
    });
    expect(all!.lineItems.map((l) => l.code)).toContain("line-item/provider-commission");
    const buyer = sellerBreakdown([entry(1, NOORD, 2)], listings, "pickup");
    expect(buyer!.lineItems.map((l) => l.code)).not.toContain("line-item/provider-commission");
    expect(summarizeCustomerLines(all!.lineItems)).toMatchObject({ subtotal: 600, total: 1150 });
  });
  it("is null without a delivery method or when the seller does not ship", () => {
    expect(sellerBreakdown([entry(1, NOORD, 1)], listings, null)).toBeNull();
    const noShipping = new Map([[id(1), listing(1, NOORD, { shippingPriceOneItem: null })]]);
    expect(sellerBreakdown([entry(1, NOORD, 1)], noShipping, "shipping")).toBeNull();
  });
});
