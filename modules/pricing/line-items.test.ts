import { describe, expect, it } from "vitest";
import {
  additionalListingKey,
  assertCommissionSign,
  commissionLine,
  commissionTotal,
  eur,
  isLineItemCode,
  type LineItem,
  LineItemError,
  lineItemCode,
  listingIdFromLineItemCode,
  payinTotal,
  payoutTotal,
  percentageOf,
  quantityLine,
  reverseLine,
  validateLineItems,
  withFullRefund,
  zeroChargeCode,
} from "./line-items";

const LISTING = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

describe("line item codes", () => {
  it("accepts the spec's codes", () => {
    for (const name of [
      "units",
      "shipping-fee",
      "pickup-fee",
      "minimum-order-fee",
      "customer-commission",
      "provider-commission",
      "night",
      "day",
    ]) {
      expect(isLineItemCode(`line-item/${name}`), name).toBe(true);
      expect(lineItemCode(name)).toBe(`line-item/${name}`);
    }
  });

  it("refuses anything else with the spec's message", () => {
    for (const name of ["", "Units", "units fee", "../x", "-units", "a".repeat(55), "é"]) {
      expect(() => lineItemCode(name), name).toThrow("Invalid line item code");
    }
    expect(isLineItemCode("units")).toBe(false);
    expect(isLineItemCode(`line-item/${"a".repeat(54)}`)).toBe(true);
    expect(isLineItemCode(42)).toBe(false);
  });

  it("keys additional listings by 40 characters that lead back to the listing", () => {
    const key = additionalListingKey(LISTING);
    expect(key).toBe("listing-3f2b1c4d5e6f4a7b8c9d0e1f2a3b4c5d");
    expect(key).toHaveLength(40);
    expect(isLineItemCode(`line-item/${key}`)).toBe(true);
    expect(listingIdFromLineItemCode(`line-item/${key}`)).toBe(LISTING);
    expect(additionalListingKey(LISTING.toUpperCase())).toBe(key);
    expect(listingIdFromLineItemCode("line-item/units")).toBeNull();
    expect(listingIdFromLineItemCode("line-item/listing-xyz")).toBeNull();
    expect(() => additionalListingKey("not-a-uuid")).toThrow(LineItemError);
  });
});

describe("percentageOf", () => {
  it.each([
    [1000, 25, 250],
    [1000, -25, -250],
    [50, 25, 13], // 12.5 rounds half up
    [50, -25, -13], // and away from zero for the provider
    [49, 25, 12], // 12.25
    [51, 25, 13], // 12.75
    [2, 25, 1], // 0.5
    [1, 25, 0], // 0.25
    [0, 25, 0],
    [1000, 12.5, 125],
    [333, 12.25, 41], // 40.7925
    [Number.MAX_SAFE_INTEGER, 0, 0],
    [1_000_000_000_000, 25, 250_000_000_000],
  ])("%d × %d %% = %d", (amount, pct, expected) => {
    expect(percentageOf(amount, pct)).toBe(expected);
  });

  it("never gives -0", () => {
    expect(Object.is(percentageOf(1, -25), 0)).toBe(true);
  });

  it("refuses fractions of cents and of basis points", () => {
    expect(() => percentageOf(10.5, 25)).toThrow(LineItemError);
    expect(() => percentageOf(100, 12.345)).toThrow(LineItemError);
    expect(() => percentageOf(100, Number.NaN)).toThrow(LineItemError);
  });
});

describe("commission lines", () => {
  it("takes the provider's 25 % as a negative line for the provider only", () => {
    expect(commissionLine("provider", 1050, -25)).toEqual({
      code: "line-item/provider-commission",
      includeFor: ["provider"],
      percentage: -25,
      unitPrice: eur(1050),
      lineTotal: eur(-263),
      reversal: false,
    });
  });

  it("refuses a negative customer commission and a positive provider commission", () => {
    expect(() => commissionLine("customer", 1000, -5)).toThrow("Invalid commission sign");
    expect(() => commissionLine("provider", 1000, 25)).toThrow("Invalid commission sign");
    expect(commissionLine("customer", 1000, 0).lineTotal).toEqual(eur(0));
    expect(commissionLine("provider", 1000, 0).lineTotal).toEqual(eur(0));
  });

  it("accepts the flipped sign on a reversal", () => {
    expect(() =>
      assertCommissionSign(reverseLine(commissionLine("provider", 1000, -25))),
    ).not.toThrow();
    expect(() =>
      assertCommissionSign(reverseLine(commissionLine("customer", 1000, 5))),
    ).not.toThrow();
  });
});

describe("totals", () => {
  const lines: LineItem[] = [
    quantityLine("line-item/units", 350, 3),
    quantityLine("line-item/shipping-fee", 695, 1),
    commissionLine("customer", 1050, 2),
    commissionLine("provider", 1050, -25),
  ];

  it("adds each party's lines", () => {
    // customer: 1050 + 695 + 21 ; provider: 1050 + 695 − 263
    expect(payinTotal(lines)).toEqual(eur(1766));
    expect(payoutTotal(lines)).toEqual(eur(1482));
    expect(commissionTotal(lines)).toEqual(eur(284));
  });

  it("reverses every line for a full refund, netting to zero and keeping the originals", () => {
    const refunded = withFullRefund(lines);
    expect(refunded.slice(0, lines.length)).toEqual(lines);
    expect(refunded).toHaveLength(lines.length * 2);
    expect(refunded.slice(lines.length).every((l) => l.reversal)).toBe(true);
    expect(refunded[lines.length]).toMatchObject({
      code: "line-item/units",
      quantity: -3,
      unitPrice: eur(350),
      lineTotal: eur(-1050),
    });
    expect(refunded.at(-1)).toMatchObject({ percentage: 25, lineTotal: eur(263) });
    expect(payinTotal(refunded)).toEqual(eur(0));
    expect(payoutTotal(refunded)).toEqual(eur(0));
    expect(commissionTotal(refunded)).toEqual(eur(0));
    expect(() => validateLineItems(refunded)).not.toThrow();
  });

  it("refuses to refund twice", () => {
    expect(() => withFullRefund(withFullRefund(lines))).toThrow(LineItemError);
  });

  it("names a priced order that charges or pays out nothing", () => {
    expect(zeroChargeCode(lines)).toBeNull();
    expect(zeroChargeCode([quantityLine("line-item/units", 0, 2)])).toBe(
      "transaction-charge-zero-payin",
    );
    expect(
      zeroChargeCode([
        quantityLine("line-item/units", 100, 1),
        commissionLine("provider", 100, -100),
      ]),
    ).toBe("transaction-charge-zero-payout");
  });
});

describe("validateLineItems", () => {
  const good = quantityLine("line-item/units", 350, 2);

  it("accepts well-formed lines", () => {
    expect(() => validateLineItems([good, commissionLine("provider", 700, -25)])).not.toThrow();
  });

  it.each<[string, LineItem, LineItemError["kind"]]>([
    ["bad code", { ...good, code: "units" as never }, "invalidCode"],
    ["no parties", { ...good, includeFor: [] }, "invalidIncludeFor"],
    ["unknown party", { ...good, includeFor: ["operator" as never] }, "invalidIncludeFor"],
    ["twice a party", { ...good, includeFor: ["customer", "customer"] }, "invalidIncludeFor"],
    ["float cents", { ...good, lineTotal: eur(700.5) }, "invalidAmount"],
    ["other currency", { ...good, unitPrice: { amount: 350, currency: "USD" } }, "invalidAmount"],
    ["wrong total", { ...good, lineTotal: eur(701) }, "totalMismatch"],
    ["no quantity", { ...good, quantity: undefined }, "invalidQuantity"],
    ["fractional quantity", { ...good, quantity: 1.5 }, "invalidQuantity"],
    [
      "positive provider commission",
      {
        code: "line-item/provider-commission",
        includeFor: ["provider"],
        percentage: 25,
        unitPrice: eur(100),
        lineTotal: eur(25),
        reversal: false,
      },
      "invalidCommissionSign",
    ],
  ])("refuses %s", (_name, line, kind) => {
    try {
      validateLineItems([line]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LineItemError);
      expect((error as LineItemError).kind).toBe(kind);
    }
  });
});
