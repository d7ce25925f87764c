import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { approximateLocation, boundsAround, distanceKm } from "#modules/geo";
import { createListing, createUser, PLACES, type User } from "../../tests/factories";
import type { ListingOverrides } from "../../tests/factories/listings";
import { testDb, testServices } from "../../tests/setup/services";
import { parseSearchParams, stringifySearchParams } from "./query-params";

// The distance filter (decision 069). Every listing carries a random marker word and every
// search is scoped by it: the integration database is shared with other test files.
const CONSONANTS = "bcdfghjklmnpqrstvwxz";
const marker = () =>
  `zq${Array.from({ length: 10 }, () => CONSONANTS[randomInt(CONSONANTS.length)]).join("")}`;

const { services } = testServices();
const db = testDb();
let author: User;
beforeAll(async () => {
  author = await createUser(db);
});
const listing = (input: Omit<ListingOverrides, "authorId">) =>
  createListing(db, { authorId: author.id, ...input });
const search = (query: string) => services.search.query(parseSearchParams(query));

// Amsterdam as the built-in gazetteer offers it: its centre and 2 km around it.
const AMSTERDAM = { lat: 52.3676, lng: 4.9041 };
const amsterdam = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...Object.fromEntries(
      new URLSearchParams(
        stringifySearchParams({ address: "Amsterdam", bounds: boundsAround(AMSTERDAM, 2000) }),
      ),
    ),
    ...extra,
  }).toString();

describe("distance filter", () => {
  const m = marker();
  beforeAll(async () => {
    await listing({ title: `Eieren ${m}`, place: PLACES.haarlem, priceAmount: 300 });
    await listing({ title: `Eieren uit Utrecht ${m}`, place: PLACES.utrecht, priceAmount: 250 });
    await listing({ title: `Sla ${m}`, place: PLACES.amsterdam, priceAmount: 150 });
  });
  const words = (keywords: string) => ({ keywords: `${keywords} ${m}` });

  it("finds nothing in the place's own box, as before (no distance in the URL)", async () => {
    const result = await search(amsterdam(words("eieren")));
    expect(result.listings).toEqual([]);
    expect(result.nearest).toBeUndefined();
  });

  it("shows the nearest matches with their distance when nothing is within the radius", async () => {
    const result = await search(amsterdam({ ...words("eieren"), distance: "10" }));
    expect(result.listings).toEqual([]);
    expect(result.pagination.totalItems).toBe(0);
    expect(result.nearest?.withinKm).toBe(10);
    const nearest = result.nearest?.listings ?? [];
    expect(nearest.map((l) => l.title)).toEqual([`Eieren ${m}`, `Eieren uit Utrecht ${m}`]);
    // Haarlem is about 18 km from Amsterdam's centre, Utrecht about 36 km.
    expect(nearest[0]?.distanceKm).toBeGreaterThan(16);
    expect(nearest[0]?.distanceKm).toBeLessThan(20);
    expect(nearest[1]?.distanceKm).toBeGreaterThan(33);
    expect(nearest[1]?.distanceKm).toBeLessThan(39);
  });

  it("finds what lies within a larger radius, with its distance, and no nearest then", async () => {
    const result = await search(amsterdam({ ...words("eieren"), distance: "25" }));
    expect(result.listings.map((l) => l.title)).toEqual([`Eieren ${m}`]);
    expect(result.pagination.totalItems).toBe(1);
    expect(result.listings[0]?.distanceKm).toBeGreaterThan(16);
    expect(result.listings[0]?.distanceKm).toBeLessThanOrEqual(25);
    expect(result.nearest).toBeUndefined();
    const wide = await search(amsterdam({ ...words("eieren"), distance: "50" }));
    expect(wide.listings.map((l) => l.title).sort()).toEqual(
      [`Eieren ${m}`, `Eieren uit Utrecht ${m}`].sort(),
    );
  });

  it("measures from the origin when the URL has one, and works without keywords", async () => {
    const { lat, lng } = PLACES.utrecht;
    const result = await search(`pub_category=groenten&origin=${lat},${lng}&distance=5`);
    expect(result.listings.every((l) => (l.distanceKm ?? Infinity) <= 5)).toBe(true);
    const near = await search(`keywords=${m}&origin=${lat},${lng}&distance=5`);
    expect(near.listings.map((l) => l.title)).toEqual([`Eieren uit Utrecht ${m}`]);
  });

  it("keeps the search's other filters for the nearest matches", async () => {
    const cheap = await search(amsterdam({ ...words("eieren"), distance: "5", price: "0,2" }));
    expect(cheap.nearest?.listings.map((l) => l.title)).toEqual([`Eieren uit Utrecht ${m}`]);
    // Nothing anywhere: no nearest either, the page says nothing was found.
    const none = await search(amsterdam({ ...words("eieren"), distance: "5", price: "0,1" }));
    expect(none.listings).toEqual([]);
    expect(none.nearest).toBeUndefined();
  });

  it("ignores a distance without a place, and a distance the filter does not offer", async () => {
    const noPlace = await search(`keywords=eieren ${m}&distance=10`);
    expect(noPlace.listings).toHaveLength(2);
    expect(noPlace.nearest).toBeUndefined();
    const odd = await search(amsterdam({ ...words("eieren"), distance: "7" }));
    expect(odd.listings).toEqual([]);
    expect(odd.nearest).toBeUndefined();
  });

  it("decides by the public point, the one whose distance is shown (decision 025)", async () => {
    // A spot just past the 5 km line whose public point is inside it, and (around another
    // centre) one just inside whose public point is past it.
    const find = (kind: "inside" | "outside") => {
      for (let j = 0; j < 50; j++) {
        const centre = { lat: 51.5 + j * 0.0011, lng: 4.2 };
        for (let i = 0; i < 1000; i++) {
          const spot = { lat: centre.lat + 0.044 + i * 0.000002, lng: centre.lng };
          const exact = distanceKm(centre, spot);
          const shown = distanceKm(centre, approximateLocation(spot));
          if (kind === "inside" ? exact > 5 && shown <= 5 : exact <= 5 && shown > 5) {
            return { centre, spot };
          }
        }
      }
      throw new Error(`no ${kind} spot`);
    };
    for (const kind of ["inside", "outside"] as const) {
      const { centre, spot } = find(kind);
      const edge = marker();
      await listing({ title: `${kind} ${edge}`, place: { ...PLACES.utrecht, ...spot } });
      const query = `keywords=${edge}&origin=${centre.lat},${centre.lng}&distance=5`;
      const result = await search(query);
      expect(result.listings.map((l) => l.title)).toEqual(
        kind === "inside" ? [`inside ${edge}`] : [],
      );
      if (kind === "inside") expect(result.listings[0]?.distanceKm).toBeLessThanOrEqual(5);
      else expect(result.nearest?.listings[0]?.distanceKm).toBeGreaterThan(5);
    }
  });

  it("gives the map the circle's listings, without nearest", async () => {
    const map = await services.search.query(
      parseSearchParams(amsterdam({ ...words("eieren"), distance: "25" })),
      { withoutPaging: true },
    );
    expect(map.listings.map((l) => l.title)).toEqual([`Eieren ${m}`]);
    const empty = await services.search.query(
      parseSearchParams(amsterdam({ ...words("eieren"), distance: "10" })),
      { withoutPaging: true },
    );
    expect(empty.listings).toEqual([]);
    expect(empty.nearest).toBeUndefined();
  });
});
