import { describe, expect, it } from "vitest";
import { InvalidMoneyError } from "./convert";
import { UnsupportedCurrencyError } from "./currency";
import { formatPrice } from "./format-price";

const eur = (amount: number) => ({ amount, currency: "EUR" });

describe("formatPrice", () => {
  it.each([
    [1250, "€ 12,50"],
    [1200, "€ 12,-"],
    [123456, "€ 1.234,56"],
    [0, "Gratis"],
    [1, "€ 0,01"],
    [9, "€ 0,09"],
    [10, "€ 0,10"],
    [99, "€ 0,99"],
    [100, "€ 1,-"],
    [101, "€ 1,01"],
    [1205, "€ 12,05"],
    [99999, "€ 999,99"],
    [100000, "€ 1.000,-"],
    [123400, "€ 1.234,-"],
    [1234567, "€ 12.345,67"],
    [12345678, "€ 123.456,78"],
    [123456789, "€ 1.234.567,89"],
    [100000000000, "€ 1.000.000.000,-"],
    [Number.MAX_SAFE_INTEGER, "€ 90.071.992.547.409,91"],
  ])("%d → %s", (amount, expected) => {
    expect(formatPrice(eur(amount))).toBe(expected);
  });

  it("treats -0 as free", () => {
    expect(formatPrice(eur(-0))).toBe("Gratis");
  });

  it.each([
    [-1250, "€ -12,50"],
    [-1200, "€ -12,-"],
    [-123456, "€ -1.234,56"],
    [-1, "€ -0,01"],
  ])("formats negative %d as %s", (amount, expected) => {
    expect(formatPrice(eur(amount))).toBe(expected);
  });

  it("uses a plain ASCII space after the euro sign", () => {
    expect(formatPrice(eur(1250)).charCodeAt(1)).toBe(0x20);
  });

  it.each(["USD", "GBP", "JPY", "XYZ", "eur", ""])(
    "throws UnsupportedCurrencyError for %j",
    (currency) => {
      expect(() => formatPrice({ amount: 1250, currency })).toThrow(UnsupportedCurrencyError);
      expect(() => formatPrice({ amount: 1250, currency })).toThrow(
        `Unsupported currency (${currency})`,
      );
    },
  );

  it("checks the currency even for zero", () => {
    expect(() => formatPrice({ amount: 0, currency: "USD" })).toThrow(UnsupportedCurrencyError);
  });

  it.each([
    [12.5, "tooManyDecimals"],
    [Number.NaN, "notANumber"],
    [Number.POSITIVE_INFINITY, "notANumber"],
    [Number.MAX_SAFE_INTEGER + 1, "unsafe"],
  ])("rejects amount %d (%s)", (amount, reason) => {
    expect(() => formatPrice(eur(amount))).toThrow(InvalidMoneyError);
    expect(() => formatPrice(eur(amount))).toThrow(reason);
  });
});
