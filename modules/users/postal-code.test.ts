import { describe, expect, it } from "vitest";
import { isValidPostalCode, normalizePostalCode } from "./postal-code";

describe("isValidPostalCode", () => {
  describe("any country", () => {
    it.each([
      ["", undefined],
      ["", "NL"],
      ["", "BE"],
      ["   ", "BE"],
      ["1000", "BE"],
      ["9000", "BE"],
      ["1234", undefined],
      ["0123", undefined],
      ["12345", undefined],
      ["10115", "DE"],
      ["75001", "FR"],
      ["1234", "NL"],
      ["12345", "NL"],
      [" 1234 ", "BE"],
      ["1234\n", undefined], // surrounding whitespace is trimmed
    ])("accepts %j for %s", (code, country) => {
      expect(isValidPostalCode(code, country)).toBe(true);
    });

    it.each([
      ["123", undefined],
      ["123456", undefined],
      ["12 34", undefined],
      ["1234AB", undefined],
      ["1234 AB", "BE"],
      ["1234AB", "DE"],
      ["B-1000", "BE"],
      ["abcd", undefined],
      ["１２３４", undefined], // fullwidth digits
      ["-1234", undefined],
      ["12.34", undefined],
    ])("rejects %j for %s", (code, country) => {
      expect(isValidPostalCode(code, country)).toBe(false);
    });
  });

  describe("NL letter format", () => {
    it.each([
      "1234 AB",
      "1234AB",
      "1234 ab",
      "1234ab",
      "1234 aB",
      "9999 ZZ",
      "1000 AA",
      "3511 LX",
      "1234 SB",
      "1234 AS",
      "1234 ZS",
      "1234 SC",
      " 1234 AB ",
    ])("accepts %j", (code) => {
      expect(isValidPostalCode(code, "NL")).toBe(true);
    });

    it.each([
      "0123 AB", // first digit must be 1-9
      "1234 SA",
      "1234 SD",
      "1234 SS",
      "1234 sa",
      "1234 sd",
      "1234 ss",
      "1234  AB", // two spaces
      "1234-AB",
      "1234 A",
      "1234 ABC",
      "123 AB",
      "12345 AB",
      "1234 A1",
      "1234 ÄB",
      "AB 1234",
      "1234\tAB",
    ])("rejects %j", (code) => {
      expect(isValidPostalCode(code, "NL")).toBe(false);
    });

    it("treats the country code case-insensitively", () => {
      expect(isValidPostalCode("1234 AB", "nl")).toBe(true);
      expect(isValidPostalCode("1234 AB", "Nl")).toBe(true);
    });

    it("requires the NL country for the letter format", () => {
      expect(isValidPostalCode("1234 AB")).toBe(false);
      expect(isValidPostalCode("1234 AB", "")).toBe(false);
      expect(isValidPostalCode("1234 AB", "NLD")).toBe(false);
    });
  });
});

describe("normalizePostalCode", () => {
  it.each([
    ["1234ab", "NL", "1234 AB"],
    ["1234 ab", "NL", "1234 AB"],
    ["1234AB", "NL", "1234 AB"],
    ["  1234 AB  ", "NL", "1234 AB"],
    ["1234ab", "nl", "1234 AB"],
    ["1234", "NL", "1234"],
    ["", "NL", ""],
    ["   ", "NL", ""],
    ["1234  ab", "NL", "1234  AB"], // not a recognised shape: only trimmed and uppercased
    ["1234 sa", "NL", "1234 SA"], // formats even codes that are not valid
    [" 1000 ", "BE", "1000"],
    ["1234ab", "BE", "1234AB"],
    ["1234ab", undefined, "1234AB"],
    ["sw1a 1aa", "GB", "SW1A 1AA"],
    ["10115", "DE", "10115"],
  ])("%j (%s) → %j", (code, country, expected) => {
    expect(normalizePostalCode(code, country)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const [code, country] of [
      ["1234ab", "NL"],
      [" 1000 ", "BE"],
      ["sw1a 1aa", "GB"],
    ] as const) {
      const once = normalizePostalCode(code, country);
      expect(normalizePostalCode(once, country)).toBe(once);
    }
  });

  it("keeps validity: a valid code stays valid after normalizing", () => {
    for (const code of ["1234ab", " 1234 AB ", "1234", "", "12345"]) {
      expect(isValidPostalCode(code, "NL")).toBe(true);
      expect(isValidPostalCode(normalizePostalCode(code, "NL"), "NL")).toBe(true);
    }
  });
});
