import { describe, expect, it } from "vitest";
import type { ListingView } from "#modules/listings";
import { convertMajorToMinor } from "#modules/money";
import { centsToInput, listingFormValues, parseOldStockTotal } from "./form-values";

describe("centsToInput", () => {
  it("writes cents as euros the way people type them", () => {
    expect(centsToInput(350)).toBe("3,50");
    expect(centsToInput(305)).toBe("3,05");
    expect(centsToInput(300)).toBe("3");
    expect(centsToInput(0)).toBe("0");
    expect(centsToInput(123456)).toBe("1234,56");
  });
  it("leaves missing or impossible amounts empty", () => {
    expect(centsToInput(null)).toBe("");
    expect(centsToInput(undefined)).toBe("");
    expect(centsToInput(-5)).toBe("");
    expect(centsToInput(1.5)).toBe("");
  });
  it("round-trips through the schemas' euro parser", () => {
    for (const cents of [0, 1, 99, 100, 350, 999999]) {
      expect(convertMajorToMinor(centsToInput(cents), "EUR")).toBe(cents);
    }
  });
});

describe("parseOldStockTotal", () => {
  it("reads a number, an empty field as a known null, anything else as unknown", () => {
    expect(parseOldStockTotal("12")).toBe(12);
    expect(parseOldStockTotal("0")).toBe(0);
    expect(parseOldStockTotal("")).toBeNull();
    expect(parseOldStockTotal(null)).toBeUndefined();
    expect(parseOldStockTotal("-1")).toBeUndefined();
    expect(parseOldStockTotal("abc")).toBeUndefined();
  });
});

describe("listingFormValues", () => {
  it("is empty without a listing", () => {
    expect(listingFormValues(null)).toEqual({});
  });
  it("prefills every tab from a saved listing", () => {
    const listing = {
      title: "Tomaten",
      description: "Rood",
      category: "groenten",
      brand: "ownGarden",
      size: "medium",
      availableUntil: null,
      disclaimer: null,
      price: { amount: 250, currency: "EUR" },
      currentStock: 7,
      minimumOrderFee: null,
      geolocation: { lat: 52.5168, lng: 6.083 },
      publicData: {
        unit: "perKg",
        pickupEnabled: true,
        shippingEnabled: false,
        location: { address: "Zwolle" },
      },
    } as unknown as ListingView;
    expect(listingFormValues(listing)).toMatchObject({
      title: "Tomaten",
      unit: "perKg",
      price: "2,50",
      stock: "7",
      oldStockTotal: "7",
      minimumOrderFee: "",
      pickupEnabled: "on",
      shippingEnabled: "",
      address: "Zwolle",
      lat: "52.5168",
      lng: "6.083",
      shippingPriceOneItem: "",
    });
  });
});
