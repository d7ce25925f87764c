import { describe, expect, it } from "vitest";
import { groupMarkers, type MapListing, markerPrice } from "./map-markers";

const listing = (id: string, lat: number, lng: number, priceAmount: number | null = 250) =>
  ({
    id,
    title: `Listing ${id}`,
    lat,
    lng,
    priceAmount,
    priceCurrency: "EUR",
  }) satisfies MapListing;

describe("map markers", () => {
  it("groups listings that share a spot, to about a metre", () => {
    const groups = groupMarkers([
      listing("a", 52.1, 5.1),
      listing("b", 52.2, 5.2),
      listing("c", 52.100001, 5.100002),
    ]);
    expect(groups.map((g) => g.listings.map((l) => l.id))).toEqual([["b"], ["a", "c"]]);
    expect(groups[1]).toMatchObject({ key: "52.1,5.1", lat: 52.1, lng: 5.1 });
  });

  it("keeps spots a few metres apart separate", () => {
    expect(groupMarkers([listing("a", 52.1, 5.1), listing("b", 52.1, 5.1001)])).toHaveLength(2);
  });

  it("orders groups north to south, then west to east", () => {
    const groups = groupMarkers([
      listing("south", 51, 5),
      listing("north-east", 53, 6),
      listing("north-west", 53, 4),
    ]);
    expect(groups.map((g) => g.listings[0]?.id)).toEqual(["north-west", "north-east", "south"]);
    expect(groupMarkers([])).toEqual([]);
  });

  it("labels prices the Dutch way, free as Gratis, and leaves out what cannot be shown", () => {
    expect(markerPrice({ priceAmount: 250, priceCurrency: "EUR" })).toBe("€ 2,50");
    expect(markerPrice({ priceAmount: 300, priceCurrency: "EUR" })).toBe("€ 3,-");
    expect(markerPrice({ priceAmount: 0, priceCurrency: "EUR" })).toBe("Gratis");
    expect(markerPrice({ priceAmount: null, priceCurrency: null })).toBeNull();
    expect(markerPrice({ priceAmount: 250, priceCurrency: "USD" })).toBeNull();
  });
});
