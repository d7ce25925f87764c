import { describe, expect, it } from "vitest";
import {
  convertMajorToMinor,
  convertMinorToMajor,
  InvalidMoneyError,
  type InvalidMoneyReason,
  isValidMoney,
} from "./convert";
import { type Money, UnsupportedCurrencyError } from "./currency";

function reasonOf(run: () => unknown): InvalidMoneyReason | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidMoneyError) return error.reason;
    throw error;
  }
  return undefined;
}

describe("convertMajorToMinor", () => {
  describe("valid strings", () => {
    it.each([
      ["12.50", 1250],
      ["12,50", 1250],
      ["12.5", 1250],
      ["12,5", 1250],
      ["12", 1200],
      ["0", 0],
      ["0.00", 0],
      ["0,01", 1],
      ["0.1", 10],
      ["0.2", 20],
      ["0.3", 30],
      ["1.1", 110],
      ["4.35", 435],
      ["1.005", undefined],
      ["19.99", 1999],
      ["12.500", 1250],
      ["12.000", 1200],
      ["007.50", 750],
      [".5", 50],
      [",99", 99],
      ["12.", 1200],
      ["12,", 1200],
      ["+3", 300],
      ["-0", 0],
      ["-0,00", 0],
      ["  12,50  ", 1250],
      ["\t8\n", 800],
      ["1234567.89", 123456789],
      ["90071992547409.91", Number.MAX_SAFE_INTEGER],
    ])("%j → %s", (input, expected) => {
      if (expected === undefined) {
        expect(() => convertMajorToMinor(input, "EUR")).toThrow(InvalidMoneyError);
      } else {
        expect(convertMajorToMinor(input, "EUR")).toBe(expected);
      }
    });

    it("returns +0, not -0, for negative zero input", () => {
      expect(Object.is(convertMajorToMinor("-0", "EUR"), 0)).toBe(true);
      expect(Object.is(convertMajorToMinor(-0, "EUR"), 0)).toBe(true);
    });
  });

  describe("valid numbers", () => {
    it.each([
      [12.5, 1250],
      [12, 1200],
      [0, 0],
      [0.1, 10],
      [0.29, 29], // 0.29 * 100 is 28.999999999999996 in floats
      [1.15, 115], // 1.15 * 100 is 114.99999999999999 in floats
      [4.35, 435],
      [19.99, 1999],
      [1e3, 100000],
      [1e10, 1e12],
      [70368744177663.99, 7036874417766399], // largest major value floats hold to the cent
    ])("%d → %d", (input, expected) => {
      expect(convertMajorToMinor(input, "EUR")).toBe(expected);
    });

    it("handles 0.1 + 0.2 as the float it really is", () => {
      // 0.1 + 0.2 === 0.30000000000000004, which has too many decimals to be a price.
      expect(reasonOf(() => convertMajorToMinor(0.1 + 0.2, "EUR"))).toBe("tooManyDecimals");
    });
  });

  describe("notANumber", () => {
    it.each([
      "",
      "   ",
      "abc",
      "12abc",
      "€12",
      "12 €",
      "1.234,56",
      "1,234.56",
      "1 234",
      "12..5",
      "12.5.0",
      ".",
      ",",
      "-",
      "+",
      "--1",
      "+-1",
      "1e3",
      "0x10",
      "Infinity",
      "NaN",
      "١٢", // Arabic-Indic digits
    ])("rejects %j", (input) => {
      expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("notANumber");
    });

    it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
      "rejects %d",
      (input) => {
        expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("notANumber");
      },
    );

    it.each([null, undefined, {}, [], true])("rejects runtime non-number %j", (input) => {
      expect(reasonOf(() => convertMajorToMinor(input as unknown as string, "EUR"))).toBe(
        "notANumber",
      );
    });
  });

  describe("notPositive", () => {
    it.each(["-1", "-0.01", "-12,50", " -5 ", "-12.345"])("rejects %j", (input) => {
      expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("notPositive");
    });

    it.each([-1, -0.01, -1e-7, -1e21])("rejects %d", (input) => {
      expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("notPositive");
    });
  });

  describe("tooManyDecimals", () => {
    it.each(["12.345", "12,345", "0.001", "0.0001", "1.005", "0.105", "12.3450001"])(
      "rejects %j",
      (input) => {
        expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("tooManyDecimals");
      },
    );

    it.each([12.345, 0.001, 1e-7, 5e-324])("rejects %d", (input) => {
      expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("tooManyDecimals");
    });
  });

  describe("unsafe", () => {
    it.each(["90071992547409.92", "90071992547410", "99999999999999999999", "1".padEnd(400, "0")])(
      "rejects %j",
      (input) => {
        expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("unsafe");
      },
    );

    it.each([90071992547410, 1e21, 1.7976931348623157e308])("rejects %d", (input) => {
      expect(reasonOf(() => convertMajorToMinor(input, "EUR"))).toBe("unsafe");
    });
  });

  describe("currency", () => {
    it.each(["USD", "GBP", "JPY"])("rejects known non-marketplace currency %s", (currency) => {
      expect(reasonOf(() => convertMajorToMinor("12", currency))).toBe("currencyMismatch");
    });

    it("checks the currency before the value", () => {
      expect(reasonOf(() => convertMajorToMinor("nonsense", "USD"))).toBe("currencyMismatch");
    });

    it.each(["XYZ", "", "eur"])("throws UnsupportedCurrencyError for %j", (currency) => {
      expect(() => convertMajorToMinor("12", currency)).toThrow(UnsupportedCurrencyError);
    });
  });

  it("puts reason, value and a readable message on the error", () => {
    try {
      convertMajorToMinor("12.345", "EUR");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidMoneyError);
      expect(error).toBeInstanceOf(Error);
      const e = error as InvalidMoneyError;
      expect(e.name).toBe("InvalidMoneyError");
      expect(e.reason).toBe("tooManyDecimals");
      expect(e.value).toBe("12.345");
      expect(e.message).toContain("tooManyDecimals");
    }
  });

  it("round-trips every cent value through convertMinorToMajor", () => {
    for (let cents = 0; cents <= 100_000; cents += 7) {
      expect(convertMajorToMinor(convertMinorToMajor(cents, "EUR"), "EUR")).toBe(cents);
    }
  });
});

describe("convertMinorToMajor", () => {
  it.each([
    [1250, "EUR", 12.5],
    [1200, "EUR", 12],
    [1, "EUR", 0.01],
    [0, "EUR", 0],
    [123456, "EUR", 1234.56],
    [-1250, "EUR", -12.5],
    [1999, "USD", 19.99],
    [1999, "GBP", 19.99],
    [1999, "JPY", 1999],
    [7036874417766399, "EUR", 70368744177663.99],
  ])("%d %s → %d", (amount, currency, expected) => {
    expect(convertMinorToMajor(amount, currency)).toBe(expected);
  });

  it("returns +0 for -0", () => {
    expect(Object.is(convertMinorToMajor(-0, "EUR"), 0)).toBe(true);
  });

  it("gives the nearest double for amounts too large to hold every cent", () => {
    expect(convertMinorToMajor(Number.MAX_SAFE_INTEGER, "EUR")).toBe(Number.MAX_SAFE_INTEGER / 100);
  });

  it("prints back as the exact decimal", () => {
    expect(String(convertMinorToMajor(7036874417766399, "EUR"))).toBe("70368744177663.99");
    expect(String(convertMinorToMajor(29, "EUR"))).toBe("0.29");
    expect(String(convertMinorToMajor(115, "EUR"))).toBe("1.15");
    expect(String(convertMinorToMajor(1234567, "EUR"))).toBe("12345.67");
  });

  it.each([
    [12.5, "tooManyDecimals"],
    [Number.NaN, "notANumber"],
    [Number.POSITIVE_INFINITY, "notANumber"],
    [Number.MAX_SAFE_INTEGER + 1, "unsafe"],
    [1e300, "unsafe"],
  ])("rejects %d with %s", (amount, reason) => {
    expect(reasonOf(() => convertMinorToMajor(amount, "EUR"))).toBe(reason);
  });

  it("throws UnsupportedCurrencyError for unknown currencies", () => {
    expect(() => convertMinorToMajor(100, "XYZ")).toThrow(UnsupportedCurrencyError);
  });
});

describe("isValidMoney", () => {
  it.each<Money>([
    { amount: 0, currency: "EUR" },
    { amount: 1, currency: "EUR" },
    { amount: 1250, currency: "EUR" },
    { amount: Number.MAX_SAFE_INTEGER, currency: "EUR" },
  ])("accepts %j", (money) => {
    expect(isValidMoney(money)).toBe(true);
  });

  it.each<Money>([
    { amount: -1, currency: "EUR" },
    { amount: 12.5, currency: "EUR" },
    { amount: Number.NaN, currency: "EUR" },
    { amount: Number.POSITIVE_INFINITY, currency: "EUR" },
    { amount: Number.MAX_SAFE_INTEGER + 1, currency: "EUR" },
    { amount: 100, currency: "USD" },
    { amount: 100, currency: "eur" },
    { amount: 100, currency: "" },
    { amount: "100" as unknown as number, currency: "EUR" },
  ])("rejects %j", (money) => {
    expect(isValidMoney(money)).toBe(false);
  });

  it.each([null, undefined, "EUR 1", 100])("rejects runtime non-object %j", (money) => {
    expect(isValidMoney(money as unknown as Money)).toBe(false);
  });
});
