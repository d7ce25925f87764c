import { describe, expect, it } from "vitest";
import { foldName } from "./fold";

describe("foldName", () => {
  it("drops accents and case and makes punctuation one space", () => {
    expect(foldName("Liège")).toBe("liege");
    expect(foldName("'s-Hertogenbosch")).toBe("s hertogenbosch");
    expect(foldName("  Sint-Jans -- Molenbeek ")).toBe("sint jans molenbeek");
    expect(foldName("Köln")).toBe("koln");
  });
});
