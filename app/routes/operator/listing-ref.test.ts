import { describe, expect, it } from "vitest";
import { parseListingRef } from "./listing-ref";

const ID = "0b6e1f7a-1111-4111-8111-111111111111";

describe("parseListingRef", () => {
  it("takes a bare id, trimmed and lower-cased", () => {
    expect(parseListingRef(` ${ID.toUpperCase()} `)).toBe(ID);
  });

  it("takes listing URLs with or without slug, host, variant or query", () => {
    expect(parseListingRef(`https://buurtoogst.nl/l/trostomaten/${ID}`)).toBe(ID);
    expect(parseListingRef(`http://localhost:3000/l/${ID}?utm=x#photos`)).toBe(ID);
    expect(parseListingRef(`/l/trostomaten/${ID}/draft`)).toBe(ID);
    expect(parseListingRef(`buurtoogst.nl/l/x/${ID}`)).toBe(ID);
  });

  it("rejects anything else", () => {
    expect(parseListingRef("")).toBeNull();
    expect(parseListingRef("tomaten")).toBeNull();
    expect(parseListingRef(`https://buurtoogst.nl/u/${ID}`)).toBeNull();
    expect(parseListingRef(`/l/slug/${ID}x`)).toBeNull();
  });
});
