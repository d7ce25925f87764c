import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, createUser } from "../../tests/factories";
import { startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

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
      `${app.origin}/api/listings/search?keywords=${m}&price=x&sort=nope&bounds=1&page=-1`,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.pagination.totalItems).toBe(2);
  });

  it("is listed in the OpenAPI document", async () => {
    const doc = await (await fetch(`${app.origin}/api/openapi.json`)).json();
    expect(doc.paths["/listings/search"]?.get).toBeDefined();
  });
});
