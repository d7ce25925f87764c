import { describe, expect, it } from "vitest";
import { BIO_TRUNCATE_LENGTH, truncateBio } from "./truncate-bio";

describe("truncateBio", () => {
  it("keeps a bio of up to 170 characters as it is", () => {
    const bio = "x".repeat(BIO_TRUNCATE_LENGTH);
    expect(truncateBio(bio)).toEqual({ text: bio, truncated: false });
    expect(truncateBio("  Kort.  ")).toEqual({ text: "Kort.", truncated: false });
    expect(truncateBio("")).toEqual({ text: "", truncated: false });
  });

  it("cuts a longer bio at a word boundary and adds an ellipsis", () => {
    const bio =
      "Al dertig jaar moestuinier aan de rand van Zwolle. Ik teel zonder kunstmest of bestrijdingsmiddelen op een halve hectare kleigrond langs de IJssel. Wat ik over heb, deel ik graag met de buurt.";
    const result = truncateBio(bio);
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith("…")).toBe(true);
    expect(Array.from(result.text).length).toBeLessThanOrEqual(BIO_TRUNCATE_LENGTH + 1);
    expect(bio.startsWith(result.text.slice(0, -1))).toBe(true);
    // Whole words only: the cut lands before a space of the original.
    expect(bio[result.text.length - 1]).toMatch(/[\s,.]/);
  });

  it("cuts a long word hard when there is no space near the limit", () => {
    const result = truncateBio("y".repeat(300));
    expect(result).toEqual({ text: `${"y".repeat(BIO_TRUNCATE_LENGTH)}…`, truncated: true });
  });

  it("never splits an emoji", () => {
    const result = truncateBio("🌻".repeat(200));
    expect(Array.from(result.text)).toHaveLength(BIO_TRUNCATE_LENGTH + 1);
    expect(result.text).toBe(`${"🌻".repeat(BIO_TRUNCATE_LENGTH)}…`);
  });
});
