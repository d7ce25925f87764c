import { describe, expect, it } from "vitest";
import { foldAccents, tokenizeKeywords } from "./keywords";

describe("tokenizeKeywords", () => {
  it("lowercases, folds accents and splits on punctuation", () => {
    expect(tokenizeKeywords("Crème-fraîche, TOMATEN!").map((t) => t.term)).toEqual([
      "creme",
      "fraiche",
      "tomaten",
    ]);
  });

  it("reads a leading '-' as exclusion and drops quotes, 'or' and repeats", () => {
    expect(tokenizeKeywords('"sla" or sla -ui')).toEqual([
      { term: "sla", variants: [], negated: false },
      { term: "ui", variants: [], negated: true },
    ]);
  });

  it("adds the singular of Dutch -eren plurals", () => {
    expect(tokenizeKeywords("eieren")[0]?.variants).toEqual(["ei"]);
    expect(tokenizeKeywords("courgettes")[0]?.variants).toEqual(["courgette"]);
    expect(tokenizeKeywords("appels")[0]?.variants).toEqual(["appel"]);
    // Not for short words or double s.
    expect(tokenizeKeywords("ei")[0]?.variants).toEqual(["eieren"]);
    expect(tokenizeKeywords("courgette")[0]?.variants).toEqual(["courgettes"]);
    expect(tokenizeKeywords("appel")[0]?.variants).toEqual(["appels"]);
    expect(tokenizeKeywords("tomaatje")[0]?.variants).toEqual(["tomaatjes"]);
    // -en plurals are the stemmer's job; no variant.
    expect(tokenizeKeywords("tomaat")[0]?.variants).toEqual([]);
    expect(tokenizeKeywords("mais")[0]?.variants).toEqual([]);
    expect(tokenizeKeywords("kompas")[0]?.variants).toEqual(["kompa"]);
    expect(tokenizeKeywords("gras")[0]?.variants).toEqual([]);
    expect(tokenizeKeywords("kross")[0]?.variants).toEqual([]);
    expect(tokenizeKeywords("peren")[0]?.variants).toEqual([]);
  });

  it("keeps only letters and digits (safe tsquery operands)", () => {
    for (const t of tokenizeKeywords("a:* & b | !c <-> (d) 'e'")) {
      expect(t.term).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    expect(tokenizeKeywords("  ")).toEqual([]);
  });

  it("caps the number of words", () => {
    expect(tokenizeKeywords("a b c d e f g h i j k")).toHaveLength(8);
  });

  it("folds accents", () => {
    expect(foldAccents("éèêëçñ")).toBe("eeeecn");
  });
});
