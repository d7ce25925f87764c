import { describe, expect, it } from "vitest";
import { truncateTitleForViewport } from "./title-truncation";

// "abcdefghijklmnopqrstuvwxyz" sliced to n characters.
const title = (length: number) => "abcdefghijklmnopqrstuvwxyz".slice(0, length);

describe("truncateTitleForViewport", () => {
  describe.each([
    { width: 375, keep: 14, minLength: 18 },
    { width: 393, keep: 15, minLength: 19 },
    { width: 414, keep: 16, minLength: 20 },
    { width: 550, keep: 19, minLength: 23 },
  ])("at width $width", ({ width, keep, minLength }) => {
    it(`keeps a title of ${minLength - 1} characters`, () => {
      expect(truncateTitleForViewport(title(minLength - 1), width)).toBe(title(minLength - 1));
    });

    it(`cuts a title of exactly ${minLength} characters to ${keep} + ellipsis`, () => {
      expect(truncateTitleForViewport(title(minLength), width)).toBe(`${title(keep)}…`);
    });

    it(`cuts a longer title to ${keep} + ellipsis`, () => {
      expect(truncateTitleForViewport(title(26), width)).toBe(`${title(keep)}…`);
    });

    it("keeps short and empty titles", () => {
      expect(truncateTitleForViewport("", width)).toBe("");
      expect(truncateTitleForViewport("Prei", width)).toBe("Prei");
    });
  });

  describe("viewport boundaries", () => {
    const long = title(26);
    it.each([
      [0, 14],
      [320, 14],
      [375, 14],
      [375.5, 15],
      [376, 15],
      [393, 15],
      [394, 16],
      [414, 16],
      [415, 19],
      [550, 19],
    ])("width %d keeps %d characters", (width, keep) => {
      expect(truncateTitleForViewport(long, width)).toBe(`${title(keep)}…`);
    });

    it.each([551, 768, 1440, Number.POSITIVE_INFINITY, Number.NaN])(
      "width %d leaves the title unchanged",
      (width) => {
        expect(truncateTitleForViewport(long, width)).toBe(long);
      },
    );

    it("treats negative widths as the narrowest viewport", () => {
      expect(truncateTitleForViewport(long, -1)).toBe(`${title(14)}…`);
    });

    it("truncates at 18 characters on 375 but not on 393", () => {
      expect(truncateTitleForViewport(title(18), 375)).toBe(`${title(14)}…`);
      expect(truncateTitleForViewport(title(18), 393)).toBe(title(18));
    });
  });

  it("works on a realistic title", () => {
    expect(truncateTitleForViewport("Verse biologische tomaten uit eigen tuin", 375)).toBe(
      "Verse biologis…",
    );
    expect(truncateTitleForViewport("Verse biologische tomaten uit eigen tuin", 1024)).toBe(
      "Verse biologische tomaten uit eigen tuin",
    );
  });

  it("uses the single ellipsis character", () => {
    const result = truncateTitleForViewport(title(26), 375);
    expect(result.endsWith("\u2026")).toBe(true);
    expect(result.endsWith("...")).toBe(false);
    expect(Array.from(result)).toHaveLength(15);
  });

  describe("code points", () => {
    it("does not split emoji made of surrogate pairs", () => {
      const emojiTitle = "🍅".repeat(20);
      const result = truncateTitleForViewport(emojiTitle, 375);
      expect(result).toBe(`${"🍅".repeat(14)}…`);
      expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    });

    it("counts an emoji as one character, not two UTF-16 units", () => {
      // 17 code points but 20 UTF-16 units: below the 18 threshold.
      const mixed = `${"a".repeat(14)}🍅🥕🧅`;
      expect(mixed.length).toBe(20);
      expect(truncateTitleForViewport(mixed, 375)).toBe(mixed);
    });

    it("cuts right after an emoji at the boundary", () => {
      const mixed = `${"a".repeat(13)}🍅${"b".repeat(10)}`;
      expect(truncateTitleForViewport(mixed, 375)).toBe(`${"a".repeat(13)}🍅…`);
    });

    it("keeps accented letters whole", () => {
      const accented = "é".repeat(20);
      expect(truncateTitleForViewport(accented, 375)).toBe(`${"é".repeat(14)}…`);
    });
  });
});
