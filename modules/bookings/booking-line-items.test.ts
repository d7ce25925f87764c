import { describe, expect, it } from "vitest";
import { DEFAULT_COMMISSION } from "#modules/pricing";
import { bookingLineItems } from "./booking-line-items";

const LISTING = {
  listingId: "00000000-0000-4000-8000-00000000000a",
  title: "Pluktuin",
  unit: "perDay",
  unitPrice: 1250,
};

describe("bookingLineItems", () => {
  it("prices the units at the listing's price, with the grower's commission taken off", () => {
    const breakdown = bookingLineItems({ unitType: "day", units: 3 }, LISTING, DEFAULT_COMMISSION);
    expect(breakdown.lineItems.map((l) => [l.code, l.lineTotal.amount])).toEqual([
      ["line-item/day", 3750],
      ["line-item/provider-commission", -938],
    ]);
    expect(breakdown.payinTotal).toBe(3750);
    expect(breakdown.payoutTotal).toBe(2812);
    expect(breakdown.protectedData.cartListingLineItems).toEqual([
      {
        code: "line-item/day",
        listingId: LISTING.listingId,
        title: "Pluktuin",
        unit: "perDay",
        image: null,
      },
    ]);
  });

  it("adds a customer commission when configured and names the line by the unit type", () => {
    const breakdown = bookingLineItems({ unitType: "night", units: 2 }, LISTING, {
      customerPercentage: 10,
      providerPercentage: 0,
    });
    expect(breakdown.lineItems.map((l) => [l.code, l.lineTotal.amount])).toEqual([
      ["line-item/night", 2500],
      ["line-item/customer-commission", 250],
    ]);
    expect(breakdown.payinTotal).toBe(2750);
    expect(breakdown.payoutTotal).toBe(2500);
  });

  it("charges no commission on a free booking", () => {
    const breakdown = bookingLineItems(
      { unitType: "hour", units: 4 },
      { ...LISTING, unitPrice: 0 },
      { customerPercentage: 10, providerPercentage: 25 },
    );
    expect(breakdown.lineItems.map((l) => l.code)).toEqual(["line-item/hour"]);
    expect(breakdown.payinTotal).toBe(0);
    expect(breakdown.payoutTotal).toBe(0);
  });
});
