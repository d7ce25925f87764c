import { describe, expect, it } from "vitest";
import { moveHandle, priceFieldText, priceTextError, searchesOnPriceBlur } from "./price-handles";

describe("moveHandle", () => {
  it("moves one handle and keeps the other", () => {
    expect(moveHandle({ min: 0, max: 1000 }, "min", 5)).toEqual({ min: 5, max: 1000 });
    expect(moveHandle({ min: 5, max: 1000 }, "max", 20)).toEqual({ min: 5, max: 20 });
  });
  it("keeps the handles in order by pushing the other one along", () => {
    expect(moveHandle({ min: 5, max: 20 }, "min", 30)).toEqual({ min: 30, max: 30 });
    expect(moveHandle({ min: 5, max: 20 }, "max", 2)).toEqual({ min: 2, max: 2 });
  });
  it("rounds to whole euros within 0–1000", () => {
    expect(moveHandle({ min: 0, max: 1000 }, "min", 2.6)).toEqual({ min: 3, max: 1000 });
    expect(moveHandle({ min: 0, max: 1000 }, "max", 5000)).toEqual({ min: 0, max: 1000 });
    expect(moveHandle({ min: 10, max: 20 }, "min", -4)).toEqual({ min: 0, max: 20 });
    expect(moveHandle({ min: 10, max: 20 }, "max", Number.NaN)).toEqual({ min: 10, max: 1000 });
  });
});

describe("typed prices (a minimum of 5 and 20 typed as maximum once gave price=5,1000)", () => {
  const loaded = priceFieldText(5, null);
  it("leaves an open maximum empty instead of showing 1000", () => {
    expect(priceFieldText(5, 1000)).toEqual({ min: "5", max: "" });
    expect(priceFieldText(null, 20)).toEqual({ min: "", max: "20" });
    expect(priceFieldText(0, 20)).toEqual({ min: "", max: "20" });
  });
  it("does not search while focus goes from one price field to the other", () => {
    const text = { min: "5", max: "" };
    expect(
      searchesOnPriceBlur({ text, loaded: priceFieldText(null, null), stayingInPrice: true }),
    ).toBe(false);
    expect(
      searchesOnPriceBlur({ text, loaded: priceFieldText(null, null), stayingInPrice: false }),
    ).toBe(true);
  });
  it("accepts a maximum whose first digit is below the minimum once it is typed out", () => {
    expect(priceTextError({ min: "5", max: "20" })).toBeNull();
    expect(
      searchesOnPriceBlur({ text: { min: "5", max: "20" }, loaded, stayingInPrice: false }),
    ).toBe(true);
  });
  it("says what is wrong with an applied range instead of clamping it", () => {
    expect(priceTextError({ min: "5", max: "2" })).toBe("SearchPage.priceOrder");
    expect(priceTextError({ min: "2.5", max: "" })).toBe("SearchPage.priceNotWhole");
    expect(priceTextError({ min: "-3", max: "" })).toBe("SearchPage.priceNotWhole");
    expect(priceTextError({ min: "", max: "5000" })).toBe("SearchPage.priceOutOfRange");
    expect(
      searchesOnPriceBlur({ text: { min: "5", max: "2" }, loaded, stayingInPrice: false }),
    ).toBe(false);
  });
  it("does not search when nothing changed", () => {
    expect(
      searchesOnPriceBlur({ text: { min: "5", max: "" }, loaded, stayingInPrice: false }),
    ).toBe(false);
  });
});
