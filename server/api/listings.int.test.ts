import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeInAddress } from "#modules/geo/server";
import { listingImages, listings } from "../../db/schema";
import { apiClient, signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn() {
  return signedUpClient(app.origin, { label: "lst", firstName: "Jan", lastName: "Bakker" });
}

const details = {
  title: "Courgettes over",
  description: "Kom ze halen",
  category: "groenten",
  brand: "ownGarden",
  size: "large",
  unit: "perPiece",
};

describe("listings API", () => {
  it("creates, fills and publishes a Gratis draft; the owner and visitors see it", async () => {
    const { client, userId } = await signedIn();
    const created = await client.call("POST", "/api/own_listings/create_draft", { details });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    const [image] = await testDb()
      .insert(listingImages)
      .values({ ownerId: userId, storageKey: `listings/${randomUUID()}`, width: 10, height: 10 })
      .returning();
    const updated = await client.call("POST", "/api/own_listings/update", {
      id,
      pricing: { price: "0", stock: "3" },
      delivery: { pickupEnabled: "on", address: "Zwolle", lat: "52.51", lng: "6.08" },
      images: [image!.id],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data.price).toEqual({ amount: 0, currency: "EUR" });

    expect((await apiClient(app.origin).call("GET", `/api/listings/show?id=${id}`)).status).toBe(
      404,
    );
    const published = await client.call("POST", "/api/own_listings/publish_draft", { id });
    expect(published.json.data.state).toBe("published");
    const visitor = await apiClient(app.origin).call("GET", `/api/listings/show?id=${id}`);
    expect(visitor.json.data.title).toBe("Courgettes over");
    expect(visitor.json.data.author).not.toHaveProperty("email");

    const query = await client.call("GET", "/api/own_listings/query?page=1");
    expect(query.json.data.pagination).toMatchObject({
      page: 1,
      perPage: 42,
      totalItems: 1,
      totalPages: 1,
    });
  });

  it("answers another user with 403 and validates input", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (await owner.client.call("POST", "/api/own_listings/create_draft", { details })).json
      .data.id;
    for (const [path, body] of [
      ["/api/own_listings/update", { id, details: { ...details, title: "Van mij" } }],
      ["/api/own_listings/publish_draft", { id }],
      ["/api/own_listings/close", { id }],
      ["/api/stock/compare_and_set", { listingId: id, oldTotal: null, newTotal: 2 }],
    ] as const) {
      expect((await other.client.call("POST", path, body)).status).toBe(403);
    }
    expect((await other.client.call("GET", `/api/own_listings/show?id=${id}`)).status).toBe(403);
    const bad = await owner.client.call(
      "POST",
      "/api/own_listings/update",
      { id, details: { ...details, title: "" } },
      { "Accept-Language": "en" },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].title).toBe("You need to add a name.");
    expect((await owner.client.call("GET", "/api/listings/show?id=not-a-uuid")).status).toBe(400);
  });

  it("reports a stale stock total as old-total-mismatch", async () => {
    const { client } = await signedIn();
    const id = (await client.call("POST", "/api/own_listings/create_draft", { details })).json.data
      .id;
    expect(
      (
        await client.call("POST", "/api/stock/compare_and_set", {
          listingId: id,
          oldTotal: null,
          newTotal: 4,
        })
      ).status,
    ).toBe(200);
    const stale = await client.call("POST", "/api/stock/compare_and_set", {
      listingId: id,
      oldTotal: null,
      newTotal: 9,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0].code).toBe("old-total-mismatch");
  });

  it("looks a typed pickup town up as the wizard does, and refuses an unknown one", async () => {
    const { client } = await signedIn();
    const id = (await client.call("POST", "/api/own_listings/create_draft", { details })).json.data
      .id;
    const known = await client.call("POST", "/api/own_listings/update", {
      id,
      delivery: { pickupEnabled: "on", address: "Markt 1, Zwolle" },
    });
    expect(known.status).toBe(200);
    const zwolle = placeInAddress("Zwolle")!;
    const [row] = await testDb().select().from(listings).where(eq(listings.id, id));
    expect({ lat: row!.lat, lng: row!.lng }).toEqual({ lat: zwolle.lat, lng: zwolle.lng });

    const unknown = await client.call("POST", "/api/own_listings/update", {
      id,
      delivery: { pickupEnabled: "on", address: "Nergensdorp" },
    });
    expect(unknown.status).toBe(400);
  });
});
