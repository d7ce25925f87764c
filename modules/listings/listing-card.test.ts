import { describe, expect, it } from "vitest";
import { listingPath, toListingCard } from "./listing-card";

const row = {
  id: "6f1c0000-0000-4000-8000-000000000001",
  title: "Verse tomaten",
  priceAmount: 250,
  priceCurrency: "EUR",
  unit: "kg",
  place: "Utrecht",
  createdAt: new Date(0),
  author: { id: "a", displayName: "Anna", banned: false, deleted: false },
  image: { storageKey: "k/1", width: 800, height: 600 },
};

describe("toListingCard", () => {
  it("keeps the card's fields and drops the rest of the row", () => {
    expect(toListingCard(row)).toEqual({
      id: row.id,
      title: "Verse tomaten",
      priceAmount: 250,
      priceCurrency: "EUR",
      unit: "kg",
      place: "Utrecht",
      image: { storageKey: "k/1" },
    });
  });

  it("keeps a search result's distance, also when it is unknown", () => {
    expect(toListingCard({ ...row, distanceKm: 3.2 }).distanceKm).toBe(3.2);
    expect(toListingCard({ ...row, distanceKm: null })).toHaveProperty("distanceKm", null);
    expect(toListingCard({ ...row, image: null }).image).toBeNull();
  });
});

describe("listingPath", () => {
  it("is /l/{slug}/{id}", () => {
    expect(listingPath(row)).toBe(`/l/verse-tomaten/${row.id}`);
  });
});
