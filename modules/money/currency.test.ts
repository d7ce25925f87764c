import { describe, expect, it } from "vitest";
import {
  MARKETPLACE_CURRENCY,
  SUBUNIT_DIVISORS,
  UnsupportedCurrencyError,
  unitDivisor,
} from "./currency";

describe("MARKETPLACE_CURRENCY", () => {
  it("is EUR", () => {
    expect(MARKETPLACE_CURRENCY).toBe("EUR");
  });

  it("has a known divisor", () => {
    expect(unitDivisor(MARKETPLACE_CURRENCY)).toBe(100);
  });
});

describe("SUBUNIT_DIVISORS", () => {
  it("contains at least EUR, USD, GBP and JPY", () => {
    expect(SUBUNIT_DIVISORS).toMatchObject({ EUR: 100, USD: 100, GBP: 100, JPY: 1 });
  });

  it("only holds positive powers of ten", () => {
    for (const divisor of Object.values(SUBUNIT_DIVISORS)) {
      expect(Number.isInteger(Math.log10(divisor))).toBe(true);
    }
  });

  it("is frozen", () => {
    expect(Object.isFrozen(SUBUNIT_DIVISORS)).toBe(true);
  });
});

describe("unitDivisor", () => {
  it.each([
    ["EUR", 100],
    ["USD", 100],
    ["GBP", 100],
    ["JPY", 1],
  ])("returns the divisor for %s", (currency, divisor) => {
    expect(unitDivisor(currency)).toBe(divisor);
  });

  it.each(["XYZ", "", "eur", " EUR", "toString", "__proto__", "constructor"])(
    "throws UnsupportedCurrencyError for %j",
    (currency) => {
      expect(() => unitDivisor(currency)).toThrow(UnsupportedCurrencyError);
    },
  );

  it("puts the currency on the error and in the message", () => {
    try {
      unitDivisor("XYZ");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnsupportedCurrencyError);
      expect(error).toBeInstanceOf(Error);
      const e = error as UnsupportedCurrencyError;
      expect(e.currency).toBe("XYZ");
      expect(e.message).toBe("Unsupported currency (XYZ)");
      expect(e.name).toBe("UnsupportedCurrencyError");
    }
  });
});
