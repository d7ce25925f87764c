import { describe, expect, it } from "vitest";
import { breakLongWords } from "./break-long-words";

describe("breakLongWords", () => {
  it("leaves titles without long words in one piece", () => {
    expect(breakLongWords("Trostomaten, vanochtend geplukt")).toEqual([
      "Trostomaten, vanochtend geplukt",
    ]);
    expect(breakLongWords("")).toEqual([""]);
  });

  it("keeps a word of exactly 16 characters whole", () => {
    expect(breakLongWords("a".repeat(16))).toEqual(["a".repeat(16)]);
  });

  it("breaks a 40-character word every 16 characters", () => {
    const word = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN";
    expect(breakLongWords(word)).toEqual(["abcdefghijklmnop", "qrstuvwxyzABCDEF", "GHIJKLMN"]);
  });

  it("keeps surrounding words and spaces in place", () => {
    const pieces = breakLongWords(`Verse ${"x".repeat(20)} bonen`);
    expect(pieces).toEqual([`Verse ${"x".repeat(16)}`, "xxxx bonen"]);
    expect(pieces.join("")).toBe(`Verse ${"x".repeat(20)} bonen`);
  });

  it("counts code points, never splitting an emoji", () => {
    const word = "🍅".repeat(17);
    const pieces = breakLongWords(word);
    expect(pieces).toEqual(["🍅".repeat(16), "🍅"]);
  });

  it("honours another maximum", () => {
    expect(breakLongWords("abcdef", 4)).toEqual(["abcd", "ef"]);
  });
});
