import { describe, expect, it } from "vitest";
import { formatPhoneNumber, parsePhoneNumber } from "./phone";

describe("parsePhoneNumber", () => {
  it.each([
    ["06 12 34 56 78", "0612345678"],
    ["+31 6 12345678", "+31612345678"],
    ["  0612345678  ", "0612345678"],
    ["06\t1234\n5678", "0612345678"],
    ["06\u00a012345678", "0612345678"], // non-breaking space
    ["06\u202f12345678", "0612345678"], // narrow no-break space
    ["06\u200312345678", "0612345678"], // em space
    ["0612345678", "0612345678"],
    ["", ""],
    ["   ", ""],
    ["06-12345678", "06-12345678"], // only whitespace is stripped
    ["(020) 123 4567", "(020)1234567"],
  ])("%j → %j", (input, expected) => {
    expect(parsePhoneNumber(input)).toBe(expected);
  });

  it("is idempotent", () => {
    const once = parsePhoneNumber("+32 470 12 34 56");
    expect(parsePhoneNumber(once)).toBe(once);
  });
});

describe("formatPhoneNumber", () => {
  describe("national numbers group from the left", () => {
    it.each([
      ["0612345678", "061 234 567 8"],
      ["0201234567", "020 123 456 7"],
      ["0470123456", "047 012 345 6"],
      ["003161234567", "003 161 234 567"],
      ["112", "112"],
      ["1", "1"],
      ["12", "12"],
      ["1234", "123 4"],
      ["12345", "123 45"],
      ["123456", "123 456"],
    ])("%j → %j", (input, expected) => {
      expect(formatPhoneNumber(input)).toBe(expected);
    });
  });

  describe("international numbers group from the right", () => {
    it.each([
      ["+31612345678", "+31 612 345 678"],
      ["+32470123456", "+32 470 123 456"],
      ["+3120123456", "+3 120 123 456"],
      ["+12025550123", "+12 025 550 123"],
      ["+491701234567", "+491 701 234 567"],
      ["+1", "+1"],
      ["+12", "+12"],
      ["+123", "+123"],
      ["+1234", "+1 234"],
    ])("%j → %j", (input, expected) => {
      expect(formatPhoneNumber(input)).toBe(expected);
    });
  });

  it("accepts input that still contains whitespace", () => {
    expect(formatPhoneNumber("06 12 34 56 78")).toBe("061 234 567 8");
    expect(formatPhoneNumber(" +31 6 1234 5678 ")).toBe("+31 612 345 678");
  });

  it("is idempotent", () => {
    for (const input of ["0612345678", "+31612345678", "+1234", "12"]) {
      const once = formatPhoneNumber(input);
      expect(formatPhoneNumber(once)).toBe(once);
    }
  });

  it("never puts a space between '+' and the first digits", () => {
    expect(formatPhoneNumber("+31612345678")).toMatch(/^\+\d/);
  });

  it.each([
    "",
    "+",
    "06-12345678",
    "(020) 1234567",
    "+31 (0)6 12345678",
    "0612345678 ext 12",
    "++31612345678",
    "31+612345678",
    "abc",
    "０６１２３４５６７８", // fullwidth digits
  ])("returns %j unchanged when it is not just digits", (input) => {
    expect(formatPhoneNumber(input)).toBe(input);
  });
});
