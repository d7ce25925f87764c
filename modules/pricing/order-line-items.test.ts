import { describe, expect, it } from "vitest";
import {
  commissionTotal,
  eur,
  type LineItemError,
  listingIdFromLineItemCode,
  payinTotal,
  payoutTotal,
  validateLineItems,
  withFullRefund,
} from "./line-items";
import {
  type CommissionConfig,
  minimumOrderTopUp,
  type OrderListing,
  orderLineItems,
  shippingFee,
} from "./order-line-items";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";

const listing = (overrides: Partial<OrderListing> = {}): OrderListing => ({
  listingId: A,
  title: "Tomaten",
  unit: "perKg",
  image: "img-a",
  unitPrice: 350,
  quantity: 1,
  shippingPriceOneItem: 695,
  shippingPriceAdditionalItems: 100,
  minimumOrderFee: null,
  ...overrides,
});

describe("orderLineItems, worked examples", () => {
  it("one listing picked up: goods, and 25 % of them taken from the provider", () => {
    const result = orderLineItems({
      deliveryMethod: "pickup",
      listings: [listing({ quantity: 3 })],
    });
    expect(result.lineItems).toEqual([
      {
        code: "line-item/units",
        includeFor: ["customer", "provider"],
        quantity: 3,
        unitPrice: eur(350),
        lineTotal: eur(1050),
        reversal: false,
      },
      {
        code: "line-item/provider-commission",
        includeFor: ["provider"],
        percentage: -25,
        unitPrice: eur(1050),
        lineTotal: eur(-263), // 262.5 rounds half up
        reversal: false,
      },
    ]);
    expect(result.payinTotal).toBe(1050);
    expect(result.payoutTotal).toBe(787);
  });

  it("shipped: first item plus additional items, and no commission on shipping", () => {
    const result = orderLineItems({
      deliveryMethod: "shipping",
      listings: [listing({ quantity: 3 })],
    });
    const shipping = result.lineItems.find((l) => l.code === "line-item/shipping-fee");
    expect(shipping).toMatchObject({ quantity: 1, lineTotal: eur(695 + 2 * 100) });
    const commission = result.lineItems.find((l) => l.code === "line-item/provider-commission");
    expect(commission).toMatchObject({ unitPrice: eur(1050), lineTotal: eur(-263) });
    expect(result.payinTotal).toBe(1050 + 895);
    expect(result.payoutTotal).toBe(1050 + 895 - 263);
  });

  it("several listings of one seller: one line each, later ones keyed by listing", () => {
    const result = orderLineItems({
      deliveryMethod: "shipping",
      listings: [
        listing({ quantity: 2 }),
        listing({
          listingId: B,
          title: "Bonen",
          unit: "perBag",
          image: null,
          unitPrice: 200,
          quantity: 1,
          shippingPriceOneItem: 900,
          shippingPriceAdditionalItems: 50,
        }),
        listing({ listingId: C, title: "Eieren", unit: "perPiece", unitPrice: 30, quantity: 6 }),
      ],
    });
    const codes = result.lineItems.map((l) => l.code);
    expect(codes).toEqual([
      "line-item/units",
      "line-item/listing-0000000000004000800000000000000b",
      "line-item/listing-0000000000004000800000000000000c",
      "line-item/shipping-fee",
      "line-item/provider-commission",
    ]);
    expect(listingIdFromLineItemCode(codes[1]!)).toBe(B);
    expect(listingIdFromLineItemCode(codes[2]!)).toBe(C);
    // Goods 700 + 200 + 180 = 1080. Shipping: B's one-item fee (900) is the highest,
    // then A's two items and C's six at their additional fee of 100 each.
    expect(result.lineItems[3]!.lineTotal).toEqual(eur(900 + 2 * 100 + 6 * 100));
    expect(result.lineItems[4]!.lineTotal).toEqual(eur(-270));
    expect(result.protectedData).toEqual({
      cartListingLineItems: [
        { code: "line-item/units", listingId: A, title: "Tomaten", unit: "perKg", image: "img-a" },
      ],
      cartAdditionalListings: {
        "listing-0000000000004000800000000000000b": {
          listingId: B,
          title: "Bonen",
          unit: "perBag",
          image: null,
        },
        "listing-0000000000004000800000000000000c": {
          listingId: C,
          title: "Eieren",
          unit: "perPiece",
          image: "img-a",
        },
      },
    });
  });

  it("tops a small order up to the seller's minimum, without commission on the top-up", () => {
    const result = orderLineItems({
      deliveryMethod: "pickup",
      listings: [listing({ quantity: 1, minimumOrderFee: 1000 })],
    });
    expect(result.lineItems.map((l) => [l.code, l.lineTotal.amount])).toEqual([
      ["line-item/units", 350],
      ["line-item/minimum-order-fee", 650],
      ["line-item/provider-commission", -88], // 25 % of 350 = 87.5
    ]);
    expect(result.payinTotal).toBe(1000);
    expect(result.payoutTotal).toBe(912);
  });

  it("adds no minimum order fee once the goods reach the minimum", () => {
    const result = orderLineItems({
      deliveryMethod: "pickup",
      listings: [listing({ quantity: 3, minimumOrderFee: 1000 })],
    });
    expect(result.lineItems.map((l) => l.code)).not.toContain("line-item/minimum-order-fee");
  });

  it("charges a pickup fee only for pickup, once per order", () => {
    const pickup = orderLineItems({
      deliveryMethod: "pickup",
      listings: [listing({ pickupFee: 50 }), listing({ listingId: B, pickupFee: 75 })],
    });
    expect(pickup.lineItems.filter((l) => l.code === "line-item/pickup-fee")).toEqual([
      expect.objectContaining({ quantity: 1, lineTotal: eur(75) }),
    ]);
    const shipped = orderLineItems({
      deliveryMethod: "shipping",
      listings: [listing({ pickupFee: 50 })],
    });
    expect(shipped.lineItems.map((l) => l.code)).not.toContain("line-item/pickup-fee");
  });

  it("adds the customer commission when configured", () => {
    const result = orderLineItems(
      { deliveryMethod: "pickup", listings: [listing({ quantity: 2 })] },
      { providerPercentage: 20, customerPercentage: 5 },
    );
    expect(result.lineItems.map((l) => [l.code, l.lineTotal.amount])).toEqual([
      ["line-item/units", 700],
      ["line-item/customer-commission", 35],
      ["line-item/provider-commission", -140],
    ]);
    expect(result.payinTotal).toBe(735);
    expect(result.payoutTotal).toBe(560);
  });

  it("charges nothing at all for a Gratis order, shipping included", () => {
    const result = orderLineItems({
      deliveryMethod: "shipping",
      listings: [listing({ unitPrice: 0, quantity: 2, minimumOrderFee: 500, pickupFee: 100 })],
    });
    expect(result.lineItems).toHaveLength(1);
    expect(result.lineItems[0]).toMatchObject({ code: "line-item/units", lineTotal: eur(0) });
    expect(result.payinTotal).toBe(0);
    expect(result.payoutTotal).toBe(0);
  });

  it("refuses bad orders", () => {
    const refuses = (fn: () => unknown, kind: LineItemError["kind"]) => {
      try {
        fn();
        expect.unreachable();
      } catch (error) {
        expect((error as LineItemError).kind).toBe(kind);
      }
    };
    refuses(() => orderLineItems({ deliveryMethod: "pickup", listings: [] }), "invalidQuantity");
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      refuses(
        () => orderLineItems({ deliveryMethod: "pickup", listings: [listing({ quantity })] }),
        "invalidQuantity",
      );
    }
    refuses(
      () => orderLineItems({ deliveryMethod: "pickup", listings: [listing(), listing()] }),
      "invalidListingId",
    );
    refuses(
      () =>
        orderLineItems({
          deliveryMethod: "shipping",
          listings: [listing({ shippingPriceOneItem: null })],
        }),
      "shippingNotOffered",
    );
    refuses(
      () => orderLineItems({ deliveryMethod: "pickup", listings: [listing({ unitPrice: -1 })] }),
      "invalidAmount",
    );
    refuses(
      () =>
        orderLineItems(
          { deliveryMethod: "pickup", listings: [listing()] },
          {
            providerPercentage: 101,
            customerPercentage: 0,
          },
        ),
      "invalidPercentage",
    );
    refuses(
      () =>
        orderLineItems(
          { deliveryMethod: "pickup", listings: [listing()] },
          {
            providerPercentage: 25,
            customerPercentage: -1,
          },
        ),
      "invalidPercentage",
    );
  });
});

describe("shippingFee and minimumOrderTopUp", () => {
  it("does not depend on the order of the listings", () => {
    const a = listing({ quantity: 2 });
    const b = listing({ listingId: B, shippingPriceOneItem: 900, shippingPriceAdditionalItems: 0 });
    expect(shippingFee([a, b])).toBe(shippingFee([b, a]));
    expect(shippingFee([a, b])).toBe(900 + 2 * 100);
  });

  it("treats a missing additional-items fee as free additional items", () => {
    expect(shippingFee([listing({ quantity: 4, shippingPriceAdditionalItems: null })])).toBe(695);
  });

  it("uses the highest minimum in the order", () => {
    expect(
      minimumOrderTopUp(
        [listing({ minimumOrderFee: 500 }), listing({ minimumOrderFee: 800 })],
        300,
      ),
    ).toBe(500);
    expect(minimumOrderTopUp([listing()], 0)).toBe(0);
  });
});

// A small seeded generator (mulberry32) so the property runs are the same every time.
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]! };
}

describe("orderLineItems, properties over 2,000 random orders", () => {
  const rng = random(20250516);
  const orders = Array.from({ length: 2000 }, (_, n) => {
    const count = rng.int(1, 5);
    const listings: OrderListing[] = Array.from({ length: count }, (_, i) => ({
      listingId: `00000000-0000-4000-8000-${String(n * 10 + i).padStart(12, "0")}`,
      title: `Listing ${i}`,
      unitPrice: rng.pick([0, 1, 5, 99, 350, 1250, rng.int(0, 100_000)]),
      quantity: rng.int(1, 50),
      shippingPriceOneItem: rng.int(0, 2000),
      shippingPriceAdditionalItems: rng.pick([null, 0, rng.int(0, 500)]),
      minimumOrderFee: rng.pick([null, 0, rng.int(0, 5000)]),
      pickupFee: rng.pick([null, 0, rng.int(0, 300)]),
    }));
    const commission: CommissionConfig = {
      providerPercentage: rng.pick([0, 25, 12.5, 100, rng.int(0, 100)]),
      customerPercentage: rng.pick([0, 0, 2.5, rng.int(0, 30)]),
    };
    return {
      order: { deliveryMethod: rng.pick(["pickup", "shipping"] as const), listings },
      commission,
    };
  });

  it("payin − payout is the commission; no total is negative; lines sum to the totals", () => {
    for (const { order, commission } of orders) {
      const result = orderLineItems(order, commission);
      const lines = result.lineItems;
      expect(() => validateLineItems(lines)).not.toThrow();
      expect(result.payinTotal - result.payoutTotal).toBe(commissionTotal(lines).amount);
      expect(result.payinTotal).toBeGreaterThanOrEqual(0);
      expect(result.payoutTotal).toBeGreaterThanOrEqual(0);
      expect(commissionTotal(lines).amount).toBeGreaterThanOrEqual(0);
      const sum = (party: "customer" | "provider") =>
        lines
          .filter((l) => l.includeFor.includes(party))
          .reduce((s, l) => s + l.lineTotal.amount, 0);
      expect(sum("customer")).toBe(result.payinTotal);
      expect(sum("provider")).toBe(result.payoutTotal);
      for (const line of lines) expect(Number.isSafeInteger(line.lineTotal.amount)).toBe(true);
    }
  });

  it("has one units line per listing, and commissions of the goods only", () => {
    for (const { order, commission } of orders) {
      const lines = orderLineItems(order, commission).lineItems;
      const perListing = lines.filter(
        (l) => l.code === "line-item/units" || listingIdFromLineItemCode(l.code) !== null,
      );
      expect(perListing).toHaveLength(order.listings.length);
      const goods = perListing.reduce((s, l) => s + l.lineTotal.amount, 0);
      for (const l of lines.filter((l) => l.percentage !== undefined)) {
        expect(l.unitPrice.amount).toBe(goods);
      }
    }
  });

  it("a full refund nets every order to zero", () => {
    for (const { order, commission } of orders.slice(0, 500)) {
      const refunded = withFullRefund(orderLineItems(order, commission).lineItems);
      expect(payinTotal(refunded).amount).toBe(0);
      expect(payoutTotal(refunded).amount).toBe(0);
      expect(commissionTotal(refunded).amount).toBe(0);
    }
  });
});
