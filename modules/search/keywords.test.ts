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
      { term: "sla", negated: false },
      { term: "ui", negated: true },
    ]);
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
