import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { approximateLocation } from "#modules/geo";
import { availabilityExceptions, listingImages } from "../../db/schema";
import { createListing, createUser, PLACES, type User } from "../../tests/factories";
import type { ListingOverrides } from "../../tests/factories/listings";
import { testDb, testServices } from "../../tests/setup/services";
import { boxCells, geoCell } from "./geo-cells";
import { parseSearchParams, type SearchParams } from "./query-params";
import { createSearchRepository } from "./repository.server";
import { createSearchService } from "./service.server";

// The integration database is shared with other test files, so every listing here carries a
// random marker word in its title (or as its category) and every search is scoped by it.
const CONSONANTS = "bcdfghjklmnpqrstvwxz";
const marker = () =>
  `zq${Array.from({ length: 10 }, () => CONSONANTS[randomInt(CONSONANTS.length)]).join("")}`;

const { services } = testServices();
const db = testDb();
let author: User;

beforeAll(async () => {
  author = await createUser(db);
});

const listing = (input: Omit<ListingOverrides, "authorId"> & { authorId?: string }) =>
  createListing(db, { authorId: author.id, ...input });

const search = (query: string | Partial<SearchParams>, options?: { perPage?: number }) =>
  services.search.query(
    typeof query === "string" ? parseSearchParams(query) : { page: 1, ...query },
    options,
  );

const titles = async (query: string | Partial<SearchParams>) =>
  (await search(query)).listings.map((l) => l.title);

/**
 * The SQL's own box test, on exact spots. The service first snaps a box to the listings'
 * public points (decision 025), so these edge cases are asked of the repository directly.
 */
const exactBoxTitles = async (params: SearchParams) =>
  (
    await createSearchRepository(db).search({
      params,
      order: "-createdAt",
      stockManaged: false,
      limit: 24,
      offset: 0,
      cardFields: true,
    })
  ).rows.map((r) => r.title);

describe("keyword search", () => {
  const m = marker();
  beforeAll(async () => {
    for (const title of [
      "Tomaten",
      "Tomaat",
      "Aardbei",
      "Aardbeien",
      "Courgette",
      "Courgettes",
      "Ei",
      "Eieren",
      "Fiets",
      "Fietsen",
      "Crème fraîche",
    ]) {
      await listing({ title: `${title} ${m}`, description: "Uit eigen tuin." });
    }
  });

  const finds = async (keywords: string, expected: string) => {
    const found = await titles({ keywords: `${m} ${keywords}` });
    expect(found, `'${keywords}' should find '${expected}'`).toContain(`${expected} ${m}`);
  };

  it.each([
    ["tomaat", "Tomaten"],
    ["tomaten", "Tomaat"],
    ["aardbei", "Aardbeien"],
    ["aardbeien", "Aardbei"],
    ["courgette", "Courgettes"],
    ["courgettes", "Courgette"],
    ["ei", "Eieren"],
    ["eieren", "Ei"],
    ["fiets", "Fietsen"],
    ["fietsen", "Fiets"],
    ["creme", "Crème fraîche"],
    ["CRÈME", "Crème fraîche"],
    ["fraiche", "Crème fraîche"],
    ["tom", "Tomaten"],
    ["aardb", "Aardbeien"],
    ["tomaaten", "Tomaten"],
    ["aarbeien", "Aardbeien"],
  ])("'%s' finds %s", finds);

  it("does not find unrelated listings", async () => {
    expect(await titles({ keywords: `${m} tomaat` })).not.toContain(`Fiets ${m}`);
    expect(await titles({ keywords: `${m} pompoen` })).toEqual([]);
  });

  it("excludes words with a leading '-'", async () => {
    const found = await titles({ keywords: `${m} tomaat -tomaten` });
    expect(found).toEqual([]);
    expect(await titles({ keywords: `${m} -fiets` })).not.toContain(`Fiets ${m}`);
  });

  it("survives tsquery syntax in the input", async () => {
    await expect(search({ keywords: `${m} ' & | ! :* ( <->` })).resolves.toBeDefined();
  });
});

describe("ranking", () => {
  it("ranks a title hit above a category hit above a description hit; typos only when nothing matches", async () => {
    const m = marker();
    await listing({ title: `Groentepakket ${m}`, description: "Met pompoen en prei." });
    await listing({ title: `Pompoen ${m}`, description: "Oranje." });
    await listing({ title: `Pakket ${m}`, category: "pompoen", description: "Vers." });
    await listing({ title: `Pompoem ${m}`, description: "Tikfout." });
    const found = await titles({ keywords: `${m} pompoen` });
    expect(found).toEqual([`Pompoen ${m}`, `Pakket ${m}`, `Groentepakket ${m}`]);
    // A word nothing contains is read as a typo: similar titles, the closest first.
    const typo = await titles({ keywords: `${m} pompoenn` });
    expect(typo[0]).toBe(`Pompoen ${m}`);
    expect(typo).toContain(`Pompoem ${m}`);
    expect(typo).not.toContain(`Pakket ${m}`);
  });
});

describe("relevance over recent windows first", () => {
  it("pages exactly as a full ranking would, whichever window settles the page", async () => {
    const m = marker();
    const day = 24 * 60 * 60 * 1000;
    // Title hits (tier 3) and category hits (tier 2), spread over windows of 7, 30, 90 and 365
    // days and older; ages chosen so that some pages settle in the first window, some need a
    // wider one, and the last pages fall back to ranking everything.
    const ages = [1, 3, 5, 6, 20, 25, 40, 80, 200, 300, 500, 700];
    const made: { title: string; tier: number; createdAt: Date }[] = [];
    for (const [i, age] of ages.entries()) {
      const createdAt = new Date(Date.now() - age * day);
      const titleHit = i % 3 !== 1;
      const title = titleHit ? `Rabarber ${m} ${i}` : `Stengels ${m} ${i}`;
      await listing({ title, category: titleHit ? "groente" : "rabarber", createdAt });
      made.push({ title, tier: titleHit ? 3 : 2, createdAt });
    }
    // A category hit younger than every title hit: it must still come after all of them.
    const young = `Stengels ${m} jong`;
    await listing({
      title: young,
      category: "rabarber",
      createdAt: new Date(Date.now() - day / 2),
    });
    made.push({ title: young, tier: 2, createdAt: new Date(Date.now() - day / 2) });
    const expected = made
      .sort((a, b) => b.tier - a.tier || b.createdAt.getTime() - a.createdAt.getTime())
      .map((l) => l.title);

    // From 0 estimated matches every search tries the windows one by one; from a million none.
    for (const windowedRankingFrom of [0, 1_000_000]) {
      const service = createSearchService({
        db,
        tuning: { windowedRankingFrom },
        config: { stockManaged: true },
      });
      for (const perPage of [1, 2, 3, 5]) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / perPage); page++) {
          const result = await service.query(
            parseSearchParams(`keywords=${m}+rabarber&page=${page}`),
            { perPage },
          );
          pages.push(...result.listings.map((l) => l.title));
        }
        expect({ windowedRankingFrom, perPage, pages }).toEqual({
          windowedRankingFrom,
          perPage,
          pages: expected,
        });
      }
    }
  });
});

describe("filters", () => {
  it("matches the price range from min to max+1 euro (exclusive, in cents)", async () => {
    const m = marker();
    for (const cents of [0, 499, 500, 599, 600]) {
      await listing({ title: `Prijs${cents} ${m}`, priceAmount: cents });
    }
    const prices = async (price: string) =>
      (await search(`keywords=${m}&price=${price}&sort=-price`)).listings.map((l) => l.priceAmount);
    expect(await prices("0,4")).toEqual([0, 499]);
    expect(await prices("5,5")).toEqual([500, 599]);
    expect(await prices("4,5")).toEqual([499, 500, 599]);
    expect(await prices("6,1000")).toEqual([600]);
  });

  it("filters by category and delivery option", async () => {
    const m = marker();
    await listing({ title: `Appels ${m}`, category: "fruit" });
    await listing({
      title: `Prei ${m}`,
      category: "groenten",
      publicData: { pickupEnabled: false, shippingEnabled: true },
    });
    expect(await titles(`keywords=${m}&pub_category=fruit`)).toEqual([`Appels ${m}`]);
    expect(await titles(`keywords=${m}&deliveryOption=shipping`)).toEqual([`Prei ${m}`]);
    expect(await titles(`keywords=${m}&deliveryOption=pickup`)).toEqual([`Appels ${m}`]);
    expect(await titles(`keywords=${m}&deliveryOption=pickup&pub_category=groenten`)).toEqual([]);
  });

  it("keeps listings inside the bounds, edges included", async () => {
    const m = marker();
    await listing({ title: `Binnen ${m}`, lat: 52, lng: 5 });
    await listing({ title: `Rand ${m}`, lat: 52.5, lng: 5.5 });
    await listing({ title: `Buiten ${m}`, lat: 52.6, lng: 5 });
    await listing({ title: `Oost ${m}`, lat: 52, lng: 5.51 });
    const inBox = await exactBoxTitles(parseSearchParams(`keywords=${m}&bounds=52.5,5.5,51.5,4.5`));
    expect(inBox).toEqual([`Binnen ${m}`, `Rand ${m}`]);
  });

  it("keeps the edges of a small box with keywords (searched by grid cell too)", async () => {
    const m = marker();
    // Corners on 0.1° cell edges, where a cell number off by one would lose them.
    await listing({ title: `Zuidwest ${m}`, lat: 52.0, lng: 5.1 });
    await listing({ title: `Noordoost ${m}`, lat: 52.1, lng: 5.2 });
    await listing({ title: `Midden ${m}`, lat: 52.05, lng: 5.15 });
    await listing({ title: `Noord ${m}`, lat: 52.1000001, lng: 5.15 });
    await listing({ title: `West ${m}`, lat: 52.05, lng: 5.0999999 });
    const bounds = { ne: { lat: 52.1, lng: 5.2 }, sw: { lat: 52.0, lng: 5.1 } };
    expect(boxCells(bounds)).not.toBeNull();
    const found = await exactBoxTitles({ page: 1, keywords: m, bounds });
    expect(found).toEqual([`Zuidwest ${m}`, `Noordoost ${m}`, `Midden ${m}`]);
  });

  it("numbers grid cells in SQL as geoCell does", async () => {
    const m = marker();
    const points = [
      [52.0, 5.1],
      [52.1, 5.2],
      [51.9999999, 4.9999999],
      [-33.8688, 151.2093],
      [64.1466, -21.9426],
      [-17, 179.99],
      ...Array.from({ length: 40 }, () => [
        randomInt(-8_999, 9_000) / 100,
        randomInt(-17_999, 18_000) / 100,
      ]),
    ] as Array<[number, number]>;
    for (const [lat, lng] of points) await listing({ title: `Cel ${m}`, lat, lng });
    const rows = await db.execute<{ lat: number; lng: number; geo_cell: number }>(
      sql`select lat, lng, geo_cell from listings where title = ${`Cel ${m}`}`,
    );
    expect(rows.rows).toHaveLength(points.length);
    for (const row of rows.rows) expect(row.geo_cell).toBe(geoCell(row.lat, row.lng));
  });

  it("handles a box that crosses the antimeridian", async () => {
    const m = marker();
    await listing({ title: `Fiji ${m}`, lat: -17, lng: 179 });
    await listing({ title: `Samoa ${m}`, lat: -14, lng: -172 });
    await listing({ title: `Utrecht ${m}` });
    const found = await titles(`keywords=${m}&bounds=-10,-170,-20,170&sort=-createdAt`);
    expect(found).toEqual([`Fiji ${m}`, `Samoa ${m}`]);
  });

  it("leaves out unpublished, deleted, out-of-stock listings and banned or deleted authors", async () => {
    const m = marker();
    const banned = await createUser(db, { banned: true });
    const gone = await createUser(db, { deleted: true });
    await listing({ title: `Zichtbaar ${m}` });
    await listing({ title: `Concept ${m}`, state: "draft" });
    await listing({ title: `Gesloten ${m}`, state: "closed" });
    await listing({ title: `Verwijderd ${m}`, deleted: true });
    await listing({ title: `Uitverkocht ${m}`, currentStock: 0 });
    await listing({ title: `Verbannen ${m}`, authorId: banned.id });
    await listing({ title: `Weg ${m}`, authorId: gone.id });
    expect(await titles({ keywords: m })).toEqual([`Zichtbaar ${m}`]);
  });
});

describe("sorting, distance and paging", () => {
  const m = marker();
  beforeAll(async () => {
    const base = Date.now() - 60_000;
    const rows: Array<[string, number, keyof typeof PLACES]> = [
      ["Een", 300, "groningen"],
      ["Twee", 100, "amsterdam"],
      ["Drie", 200, "utrecht"],
    ];
    for (const [index, [title, priceAmount, place]] of rows.entries()) {
      await listing({
        title: `${title} ${m}`,
        priceAmount,
        place: PLACES[place],
        category: m,
        createdAt: new Date(base + index * 1000),
      });
    }
  });
  const names = async (query: string) => (await titles(query)).map((t) => t.replace(` ${m}`, ""));

  it.each([
    ["createdAt", ["Drie", "Twee", "Een"]],
    ["-createdAt", ["Een", "Twee", "Drie"]],
    ["-price", ["Twee", "Drie", "Een"]],
    ["price", ["Een", "Drie", "Twee"]],
  ])("sort=%s", async (sort, expected) => {
    expect(await names(`pub_category=${m}&sort=${sort}`)).toEqual(expected);
    expect(await names(`keywords=${m}&sort=${sort}`)).toEqual(expected);
  });

  it("defaults to newest first", async () => {
    expect(await names(`pub_category=${m}`)).toEqual(["Drie", "Twee", "Een"]);
  });

  it("sorts by distance from the origin and reports kilometres", async () => {
    const { lat, lng } = PLACES.amsterdam;
    const { listings } = await search(`pub_category=${m}&origin=${lat},${lng}`);
    expect(listings.map((l) => l.title.replace(` ${m}`, ""))).toEqual(["Twee", "Drie", "Een"]);
    // The distance is to the listing's public point, a few hundred metres from its spot.
    expect(listings[0]?.distanceKm).toBeLessThan(0.4);
    // Amsterdam–Utrecht is about 35 km as the crow flies, Amsterdam–Groningen about 145 km.
    expect(listings[1]?.distanceKm).toBeGreaterThan(30);
    expect(listings[1]?.distanceKm).toBeLessThan(40);
    expect(listings[2]?.distanceKm).toBeGreaterThan(140);
    expect(listings[2]?.distanceKm).toBeLessThan(150);
    // An explicit sort wins over distance.
    const byPrice = await search(`pub_category=${m}&origin=${lat},${lng}&sort=price`);
    expect(byPrice.listings.map((l) => l.priceAmount)).toEqual([300, 200, 100]);
    // Without an origin there is no distance.
    expect((await search(`pub_category=${m}`)).listings[0]?.distanceKm).toBeNull();
  });

  it("pages with totals, and counts past the last page", async () => {
    const first = await search(`pub_category=${m}`, { perPage: 2 });
    expect(first.pagination).toEqual({
      page: 1,
      perPage: 2,
      totalItems: 3,
      totalPages: 2,
      totalCapped: false,
    });
    expect(first.listings).toHaveLength(2);
    const second = await search(`pub_category=${m}&page=2`, { perPage: 2 });
    expect(second.listings.map((l) => l.title)).toEqual([`Een ${m}`]);
    expect(second.pagination.totalItems).toBe(3);
    const beyond = await search(`pub_category=${m}&page=5`, { perPage: 2 });
    expect(beyond.listings).toEqual([]);
    expect(beyond.pagination).toEqual({
      page: 5,
      perPage: 2,
      totalItems: 3,
      totalPages: 2,
      totalCapped: false,
    });
    const all = await services.search.query(parseSearchParams(`pub_category=${m}&page=2`), {
      perPage: 1,
      withoutPaging: true,
    });
    expect(all.listings).toHaveLength(3);
    expect(all.pagination.page).toBe(1);
  });

  it("counts exactly up to the cap, then says there are more", async () => {
    const capped = createSearchService({
      db,
      tuning: { countCap: 2 },
      config: { stockManaged: true },
    });
    const result = await capped.query(parseSearchParams(`pub_category=${m}`), { perPage: 1 });
    expect(result.pagination).toEqual({
      page: 1,
      perPage: 1,
      totalItems: 2,
      totalPages: 2,
      totalCapped: true,
    });
    // A map search (no paging) counts its own rows: all 3 listed, nothing more.
    const map = await capped.query(parseSearchParams(`pub_category=${m}`), { withoutPaging: true });
    expect(map.listings).toHaveLength(3);
    expect(map.pagination).toMatchObject({ totalItems: 3, totalCapped: false });
    const exact = await capped.query(parseSearchParams(`pub_category=${m}&price=0,2`));
    expect(exact.pagination).toMatchObject({ totalItems: 2, totalCapped: false });
  });

  it("uses 24 per page by default", async () => {
    expect((await search(`pub_category=${m}`)).pagination.perPage).toBe(24);
  });
});

describe("result shape", () => {
  it("returns card fields and the first image", async () => {
    const m = marker();
    const row = await listing({ title: `Bieslook ${m}`, priceAmount: 150 });
    await db.insert(listingImages).values([
      {
        listingId: row.id,
        ownerId: author.id,
        position: 1,
        storageKey: "k/second",
        width: 1,
        height: 1,
      },
      {
        listingId: row.id,
        ownerId: author.id,
        position: 0,
        storageKey: "k/first",
        width: 1,
        height: 1,
      },
    ]);
    const { listings } = await search({ keywords: m });
    expect(listings).toEqual([
      {
        id: row.id,
        title: `Bieslook ${m}`,
        priceAmount: 150,
        priceCurrency: "EUR",
        unit: "perKg",
        place: "Utrecht",
        image: { storageKey: "k/first" },
        ...approximateLocation(PLACES.utrecht),
        distanceKm: null,
        createdAt: row.createdAt,
      },
    ]);
    await db.delete(listingImages).where(eq(listingImages.listingId, row.id));
  });

  it("gives map rows what a marker needs, without card fields", async () => {
    const m = marker();
    const row = await listing({ title: `Prei ${m}`, priceAmount: 90 });
    await db.insert(listingImages).values({
      listingId: row.id,
      ownerId: author.id,
      position: 0,
      storageKey: "k/map",
      width: 1,
      height: 1,
    });
    const { listings } = await services.search.query(
      { page: 1, keywords: m },
      { withoutPaging: true },
    );
    expect(listings).toEqual([
      {
        id: row.id,
        title: `Prei ${m}`,
        priceAmount: 90,
        priceCurrency: "EUR",
        unit: null,
        place: null,
        image: null,
        ...approximateLocation(PLACES.utrecht),
        distanceKm: null,
        createdAt: row.createdAt,
      },
    ]);
    await db.delete(listingImages).where(eq(listingImages.listingId, row.id));
  });
});

describe("dates filter (availability-managed listings)", () => {
  const m = marker();
  const availabilitySearch = createSearchService({
    db,
    config: { stockManaged: false },
  });
  const names = async (query: string) =>
    (await availabilitySearch.query(parseSearchParams(query))).listings
      .map((l) => l.title.replace(` ${m}`, ""))
      .sort();

  beforeAll(async () => {
    const plan = (days: string[]) => ({
      type: "availability-plan/day" as const,
      timezone: "Europe/Amsterdam",
      entries: days.map((dayOfWeek) => ({ dayOfWeek, seats: 3 })),
    });
    await listing({ category: m, title: `Weekend ${m}`, availabilityPlan: plan(["sat", "sun"]) });
    await listing({ category: m, title: `Zaterdag ${m}`, availabilityPlan: plan(["sat"]) });
    const closed = await listing({
      category: m,
      title: `Dicht ${m}`,
      availabilityPlan: plan(["sat", "sun"]),
    });
    await listing({ category: m, title: `Zonder ${m}` });
    await db.insert(availabilityExceptions).values({
      listingId: closed.id,
      start: new Date("2026-06-07T08:00:00Z"),
      end: new Date("2026-06-07T12:00:00Z"),
      seats: 0,
    });
  });

  it("keeps listings available on every day of the range", async () => {
    // Saturday 6 and Sunday 7 June 2026.
    expect(await names(`pub_category=${m}&dates=2026-06-06,2026-06-07`)).toEqual(["Weekend"]);
    expect(await names(`pub_category=${m}&dates=2026-06-06,2026-06-06`)).toEqual([
      "Dicht",
      "Weekend",
      "Zaterdag",
    ]);
    // A weekday nobody has seats on.
    expect(await names(`pub_category=${m}&dates=2026-06-08,2026-06-08`)).toEqual([]);
    // Without dates everything shows.
    expect(await names(`pub_category=${m}`)).toHaveLength(4);
  });

  it("is ignored when listings are managed by stock", async () => {
    expect(await titles(`pub_category=${m}&dates=2026-06-08,2026-06-08`)).toHaveLength(4);
  });
});
