import { describe, expect, it } from "vitest";
import type { CartEntry } from "./cart";
import { type CartListingFacts, checkCart, commonDeliveryMethods } from "./cart-check";

const L1 = "11111111-1111-4111-8111-111111111111";
const L2 = "22222222-2222-4222-8222-222222222222";
const SELLER = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const BUYER = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";

const facts = (overrides: Partial<CartListingFacts> = {}): CartListingFacts => ({
  id: L1,
  authorId: SELLER,
  state: "published",
  deleted: false,
  priceAmount: 350,
  priceCurrency: "EUR",
  currentStock: 10,
  pickupEnabled: true,
  shippingEnabled: false,
  isAffiliate: false,
  author: { banned: false, deleted: false, stripeConnected: true },
  ...overrides,
});

const entry = (overrides: Partial<CartEntry> = {}): CartEntry => ({
  id: L1,
  authorId: SELLER,
  quantity: 2,
  deliveryMethod: "pickup",
  unitPriceWhenAdded: 350,
  ...overrides,
});

const reasonsFor = (e: CartEntry, f: CartListingFacts | undefined) =>
  checkCart([e], new Map(f ? [[f.id, f]] : []), { buyerId: BUYER }).items[0]!.problems;

describe("checkCart", () => {
  it("passes an orderable item", () => {
    const result = checkCart([entry()], new Map([[L1, facts()]]), { buyerId: BUYER });
    expect(result).toEqual({ ok: true, items: [{ entry: entry(), problems: [] }] });
  });

  it.each<[string, Partial<CartEntry>, Partial<CartListingFacts> | null, unknown[]]>([
    ["a listing that is gone", {}, null, [{ reason: "listingNotFound" }]],
    ["a deleted listing", {}, { deleted: true }, [{ reason: "listingNotFound" }]],
    ["a listing back in draft", {}, { state: "draft" }, [{ reason: "listingNotFound" }]],
    ["a closed listing", {}, { state: "closed" }, [{ reason: "closed" }]],
    ["a sold-out listing", {}, { currentStock: 0 }, [{ reason: "soldOut" }]],
    [
      "less stock than the quantity",
      { quantity: 5 },
      { currentStock: 3 },
      [{ reason: "insufficientStock", available: 3 }],
    ],
    [
      "a banned seller",
      {},
      { author: { banned: true, deleted: false, stripeConnected: true } },
      [{ reason: "sellerBanned" }],
    ],
    [
      "a deleted seller",
      {},
      { author: { banned: true, deleted: true, stripeConnected: true } },
      [{ reason: "sellerDeleted" }],
    ],
    ["a changed price", {}, { priceAmount: 400 }, [{ reason: "priceChanged", was: 350, now: 400 }]],
    [
      "a delivery method no longer offered",
      {},
      { pickupEnabled: false, shippingEnabled: true },
      [{ reason: "deliveryMethodNotOffered", method: "pickup" }],
    ],
    [
      "no delivery method",
      { deliveryMethod: undefined },
      {},
      [{ reason: "deliveryMethodMissing" }],
    ],
    [
      "the buyer's own listing",
      { authorId: BUYER },
      { authorId: BUYER },
      [{ reason: "ownListing" }],
    ],
    [
      "a listing that moved to another seller",
      {},
      { authorId: BUYER },
      [{ reason: "sellerChanged" }, { reason: "ownListing" }],
    ],
    ["an affiliate listing", {}, { isAffiliate: true }, [{ reason: "affiliate" }]],
    ["a listing without a price", {}, { priceAmount: null }, [{ reason: "priceMissing" }]],
    [
      "a price in another currency",
      {},
      { priceCurrency: "USD" },
      [{ reason: "currencyInvalid", currency: "USD" }],
    ],
    [
      "a priced listing whose seller cannot be paid",
      {},
      { author: { banned: false, deleted: false, stripeConnected: false } },
      [{ reason: "sellerNotConnected" }],
    ],
    ["a stored quantity of zero", { quantity: 0 }, {}, [{ reason: "invalidQuantity" }]],
  ])("flags %s", (_name, entryOverrides, factOverrides, expected) => {
    expect(
      reasonsFor(entry(entryOverrides), factOverrides ? facts(factOverrides) : undefined),
    ).toEqual(expected);
  });

  it("does not ask a Gratis seller for a payout account", () => {
    expect(
      reasonsFor(
        entry({ unitPriceWhenAdded: 0 }),
        facts({
          priceAmount: 0,
          author: { banned: false, deleted: false, stripeConnected: false },
        }),
      ),
    ).toEqual([]);
  });

  it("does not check stock of listings managed by availability, nor a price it never saw", () => {
    expect(
      reasonsFor(
        entry({ quantity: 50, unitPriceWhenAdded: undefined }),
        facts({ currentStock: null, priceAmount: 999 }),
      ),
    ).toEqual([]);
  });

  it("lists every problem of an item, and returns every entry unchanged and in order", () => {
    const cart = [entry({ id: L2, quantity: 4 }), entry({ quantity: 3 })];
    const listings = new Map([
      [L1, facts()],
      [
        L2,
        facts({
          id: L2,
          state: "closed",
          priceAmount: 300,
          currentStock: 1,
          author: { banned: true, deleted: false, stripeConnected: true },
        }),
      ],
    ]);
    const result = checkCart(cart, listings, { buyerId: BUYER });
    expect(result.ok).toBe(false);
    expect(result.items.map((i) => i.entry)).toEqual(cart);
    expect(result.items[0]!.problems.map((p) => p.reason)).toEqual([
      "closed",
      "sellerBanned",
      "priceChanged",
      "insufficientStock",
    ]);
    expect(result.items[1]!.problems).toEqual([]);
  });

  it("is ok for an empty cart", () => {
    expect(checkCart([], new Map(), { buyerId: BUYER })).toEqual({ ok: true, items: [] });
  });
});

describe("commonDeliveryMethods", () => {
  it("offers only what every listing of the seller allows", () => {
    const listings = new Map([
      [L1, facts({ pickupEnabled: true, shippingEnabled: true })],
      [L2, facts({ id: L2, pickupEnabled: true, shippingEnabled: false })],
    ]);
    expect(commonDeliveryMethods([entry()], listings)).toEqual(["pickup", "shipping"]);
    expect(commonDeliveryMethods([entry(), entry({ id: L2 })], listings)).toEqual(["pickup"]);
    expect(commonDeliveryMethods([entry({ id: "missing" })], listings)).toEqual([]);
    expect(commonDeliveryMethods([], listings)).toEqual([]);
  });
});
