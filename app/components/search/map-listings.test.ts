import { describe, expect, it } from "vitest";
import { distanceMeters } from "../map/fuzzy-location";
import { toMapListings } from "./map-listings";

const row = (id: string, lat: number | null, lng: number | null) => ({
  id,
  title: `Listing ${id}`,
  lat,
  lng,
  priceAmount: 250,
  priceCurrency: "EUR",
  // Fields the map does not need must not travel along.
  description: "long text",
  image: { storageKey: "x" },
});

describe("toMapListings", () => {
  it("keeps only what markers need and skips listings without a place", () => {
    expect(
      toMapListings([row("a", 52.123456789, 5.1), row("b", null, null)], {
        enabled: false,
        offsetMeters: 500,
      }),
    ).toEqual([
      {
        id: "a",
        title: "Listing a",
        lat: 52.12346,
        lng: 5.1,
        priceAmount: 250,
        priceCurrency: "EUR",
      },
    ]);
  });

  it("sends only the moved centre when fuzzy locations are on, the same one every time", () => {
    const fuzzy = { enabled: true, offsetMeters: 500 };
    const [first] = toMapListings([row("a", 52.1, 5.1)], fuzzy);
    const [again] = toMapListings([row("a", 52.1, 5.1)], fuzzy);
    expect(first).toEqual(again);
    expect(first?.lat === 52.1 && first?.lng === 5.1).toBe(false);
    const moved = distanceMeters({ lat: 52.1, lng: 5.1 }, { lat: first!.lat, lng: first!.lng });
    expect(moved).toBeLessThanOrEqual(501);
  });
});
