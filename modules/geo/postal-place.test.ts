import { describe, expect, it } from "vitest";
import { needsPostalLookup, nextPostalPlace } from "./postal-place";

const zwolle = { postalCode: "8011 AB", country: "NL", postalPlace: "Zwolle" };

describe("needsPostalLookup", () => {
  it("looks up a new code, or a code whose place is still missing", () => {
    expect(needsPostalLookup(zwolle, { postalCode: "9000", country: "BE" })).toBe(true);
    expect(needsPostalLookup(zwolle, { postalCode: "8011AB", country: "NL" })).toBe(false);
    expect(needsPostalLookup({ postalCode: "8011 AB", country: "NL" }, zwolle)).toBe(true);
    expect(needsPostalLookup(zwolle, { postalCode: "", country: "NL" })).toBe(false);
  });
});

describe("nextPostalPlace", () => {
  it("saves the place found", () => {
    expect(
      nextPostalPlace(
        {},
        { postalCode: "9000", country: "BE" },
        { status: "found", place: "Gent" },
      ),
    ).toBe("Gent");
  });
  it("clears it when the code is removed or unknown", () => {
    expect(nextPostalPlace(zwolle, { postalCode: "", country: "NL" }, null)).toBeUndefined();
    expect(
      nextPostalPlace(zwolle, { postalCode: "9999 ZZ", country: "NL" }, { status: "unknown" }),
    ).toBeUndefined();
  });
  it("keeps the old place when the source cannot tell and the code is the same", () => {
    const same = { postalCode: "8011ab", country: "NL" };
    expect(nextPostalPlace(zwolle, same, { status: "unavailable" })).toBe("Zwolle");
    expect(nextPostalPlace(zwolle, same, null)).toBe("Zwolle");
  });
  it("drops the old place when the code changed and the source cannot tell", () => {
    const moved = { postalCode: "3511", country: "NL" };
    expect(nextPostalPlace(zwolle, moved, { status: "unavailable" })).toBeUndefined();
    expect(
      nextPostalPlace(zwolle, { postalCode: "8011 AB", country: "BE" }, { status: "unavailable" }),
    ).toBeUndefined();
  });
});
