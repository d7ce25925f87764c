import { describe, expect, it } from "vitest";
import { comparablePriceAmount, isWeightUnit, pricePerKg } from "./unit-price";
import { UNITS } from "./units";

describe("unit prices", () => {
  it("turns a price per weight unit into a price per kilo", () => {
    expect(pricePerKg(90, "per100Gram")).toBe(900);
    expect(pricePerKg(525, "perKg")).toBe(525);
    expect(pricePerKg(2, "perGram")).toBe(2000);
    expect(pricePerKg(250, "perPound")).toBe(500);
  });
  it("leaves pieces, bunches and bags as listed", () => {
    for (const unit of ["perPiece", "perBunch", "perBag", null, "bogus"]) {
      expect(pricePerKg(150, unit)).toBeNull();
      expect(comparablePriceAmount(150, unit)).toBe(150);
    }
  });
  it("sorts € 0,90 per 100 gram after € 5,25 per kg", () => {
    expect(comparablePriceAmount(90, "per100Gram")).toBeGreaterThan(
      comparablePriceAmount(525, "perKg"),
    );
  });
  it("knows every weight unit of the unit list", () => {
    const weights = UNITS.filter(isWeightUnit);
    expect(weights).toEqual(["perKg", "perGram", "per100Gram", "perPound"]);
  });
});
