import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, createUser, PLACES } from "../../tests/factories";
import { startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

const marker = () => `zqnear${Date.now().toString(36).replace(/\d/g, "x")}`;

describe("GET /api/listings/search", () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const m = `zqapi${Date.now().toString(36).replace(/\d/g, "x")}`;

  beforeAll(async () => {
    app = await startTestApp();
    const author = await createUser(testDb());
    await createListing(testDb(), { authorId: author.id, title: `Tomaten ${m}`, priceAmount: 250 });
    await createListing(testDb(), { authorId: author.id, title: `Sla ${m}`, priceAmount: 900 });
  });
  afterAll(() => app.close());

  it("takes the /s parameters and answers { data: { listings, pagination } }", async () => {
    const res = await fetch(`${app.origin}/api/listings/search?keywords=${m}&price=0,5&page=1`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.pagination).toEqual({
      page: 1,
      perPage: 24,
      totalItems: 1,
      totalPages: 1,
      totalCapped: false,
    });
    expect(body.data.listings.map((l: { title: string }) => l.title)).toEqual([`Tomaten ${m}`]);
  });

  it("ignores invalid parameters instead of failing", async () => {
    const res = await fetch(
      `${app.origin}/api/listings/search?keywords=${m}&price=x&sort=nope&bounds=1&page=-1&distance=99999999999999999999`,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.pagination.totalItems).toBe(2);
  });

  it("takes distance and answers the nearest matches when nothing is within it", async () => {
    const place = marker();
    await createListing(testDb(), {
      authorId: (await createUser(testDb())).id,
      title: `Eieren ${place}`,
      place: PLACES.haarlem,
    });
    const amsterdam = `origin=${PLACES.amsterdam.lat},${PLACES.amsterdam.lng}&keywords=${place}`;
    const near = await (
      await fetch(`${app.origin}/api/listings/search?${amsterdam}&distance=10`)
    ).json();
    expect(near.data.listings).toEqual([]);
    expect(near.data.pagination.totalItems).toBe(0);
    expect(near.data.nearest.withinKm).toBe(10);
    expect(near.data.nearest.listings.map((l: { title: string }) => l.title)).toEqual([
      `Eieren ${place}`,
    ]);
    expect(near.data.nearest.listings[0].distanceKm).toBeGreaterThan(15);
    const within = await (
      await fetch(`${app.origin}/api/listings/search?${amsterdam}&distance=25`)
    ).json();
    expect(within.data.listings.map((l: { title: string }) => l.title)).toEqual([
      `Eieren ${place}`,
    ]);
    expect(within.data.nearest).toBeUndefined();
  });

  it("is listed in the OpenAPI document", async () => {
    const doc = await (await fetch(`${app.origin}/api/openapi.json`)).json();
    expect(doc.paths["/listings/search"]?.get).toBeDefined();
  });
});
