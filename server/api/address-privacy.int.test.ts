import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approximateLocation, distanceKm } from "#modules/geo";
import type { AppContext } from "../../app/context";
import { loader as landingLoader } from "../../app/routes/landing/route";
import { loadListingPage } from "../../app/routes/listing/listing-data.server";
import { loader as profileLoader } from "../../app/routes/profile/route";
import { loader as mapListingsLoader } from "../../app/routes/search/map-listings";
import { loader as searchLoader } from "../../app/routes/search/route";
import { listingImages } from "../../db/schema";
import { apiClient, startTestApp } from "../../tests/setup/http-app";
import { testDb, uniqueEmail } from "../../tests/setup/services";

// Decision 025: a hobby grower's pickup address is their home. Nothing that
// leaves the server for someone else may carry the street, the building or the exact spot.
const HOME = { lat: 52.523817, lng: 6.420763 };
const STREET = "Kerkstraat 17";
const BUILDING = "Achterhuis groene deur";
// The exact spot also cut to 4 decimals (~10 m): a rounded spot still finds the house.
const SECRETS = [STREET, "Kerkstraat", BUILDING, "Achterhuis", "52.5238", "6.4207"];

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: ReturnType<typeof apiClient>;
let ownerId: string;
let listingId: string;
const marker = `zqpriv${Date.now().toString(36).replace(/\d/g, "x")}`;

function expectNoSecrets(value: unknown) {
  const text = JSON.stringify(value);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const visitor = () => apiClient(app.origin);
const around = (d: number) => `${HOME.lat + d},${HOME.lng + d},${HOME.lat - d},${HOME.lng - d}`;

beforeAll(async () => {
  app = await startTestApp();
  owner = apiClient(app.origin);
  const signup = await owner.call("POST", "/api/current_user/create", {
    email: uniqueEmail("priv"),
    firstName: "Gerda",
    lastName: "Hovenier",
    password: "Wachtwoord123!",
  });
  ownerId = signup.json.data.id;
  const created = await owner.call("POST", "/api/own_listings/create_draft", {
    details: {
      title: `Rabarber ${marker}`,
      description: "Uit de achtertuin",
      category: "groenten",
      brand: "ownGarden",
      size: "large",
      unit: "perPiece",
    },
  });
  listingId = created.json.data.id;
  const [image] = await testDb()
    .insert(listingImages)
    .values({ ownerId, storageKey: `listings/${randomUUID()}`, width: 10, height: 10 })
    .returning();
  const updated = await owner.call("POST", "/api/own_listings/update", {
    id: listingId,
    pricing: { price: "0", stock: "5" },
    delivery: {
      pickupEnabled: "on",
      address: `${STREET}, 7731 CN Ommen`,
      building: BUILDING,
      lat: String(HOME.lat),
      lng: String(HOME.lng),
    },
    images: [image!.id],
  });
  expect(updated.status).toBe(200);
  const published = await owner.call("POST", "/api/own_listings/publish_draft", { id: listingId });
  expect(published.json).toMatchObject({ data: { state: "published" } });
});
afterAll(() => app.close());

describe("the grower's pickup address stays private", () => {
  it("GET /api/listings/show gives the place and an approximate spot, for visitors and the owner", async () => {
    for (const client of [visitor(), owner]) {
      const res = await client.call("GET", `/api/listings/show?id=${listingId}`);
      expect(res.status).toBe(200);
      const listing = res.json.data;
      expectNoSecrets(listing);
      expect(listing.publicData.location).toBeUndefined();
      expect(listing.publicData.place).toBe("Ommen");
      expect(listing.publicData.pickupEnabled).toBe(true);
      expect(listing.geolocation).toEqual(approximateLocation(HOME));
      expect(distanceKm(HOME, listing.geolocation)).toBeGreaterThan(0.05);
      expect(distanceKm(HOME, listing.geolocation)).toBeLessThan(0.4);
    }
  });

  it("the owner still gets street, building and exact spot from the own-listings API", async () => {
    const own = await owner.call("GET", `/api/own_listings/show?id=${listingId}`);
    expect(own.json.data.publicData.location).toEqual({
      address: `${STREET}, 7731 CN Ommen`,
      building: BUILDING,
    });
    expect(own.json.data.geolocation).toEqual(HOME);
    const query = await owner.call("GET", "/api/own_listings/query?page=1");
    expect(JSON.stringify(query.json.data)).toContain(BUILDING);
    // Someone else cannot use that path.
    expect((await visitor().call("GET", `/api/own_listings/show?id=${listingId}`)).status).toBe(
      401,
    );
  });

  it("search results, map results and the newest listings carry no address or exact spot", async () => {
    for (const query of [
      `keywords=${marker}`,
      `bounds=${around(0.05)}`,
      `bounds=${around(0.05)}&withoutPaging=true`,
      `bounds=${around(0.05)}&origin=${HOME.lat},${HOME.lng}`,
    ]) {
      const res = await visitor().call("GET", `/api/listings/search?${query}`);
      expect(res.status).toBe(200);
      const found = res.json.data.listings.find((l: { id: string }) => l.id === listingId);
      expect(found, query).toBeDefined();
      expect({ lat: found.lat, lng: found.lng }).toEqual(approximateLocation(HOME));
      expectNoSecrets(res.json.data);
    }
    const newest = await visitor().call("GET", "/api/listings/query?perPage=100");
    expect(newest.status).toBe(200);
    expectNoSecrets(newest.json.data);
  });

  it("reports the distance to the approximate spot, not to the house", async () => {
    const res = await visitor().call(
      "GET",
      `/api/listings/search?bounds=${around(0.05)}&origin=${HOME.lat},${HOME.lng}`,
    );
    const found = res.json.data.listings.find((l: { id: string }) => l.id === listingId);
    expect(found.distanceKm).toBeCloseTo(distanceKm(HOME, approximateLocation(HOME)), 6);
    expect(found.distanceKm).toBeGreaterThan(0.05);
  });

  it("a search box matches the approximate spot, so moving its edges cannot find the house", async () => {
    const point = approximateLocation(HOME);
    // The public point lies south of the house (52.5225 < 52.523817).
    expect(point.lat).toBeLessThan(HOME.lat);
    const between = (point.lat + HOME.lat) / 2;
    const ids = async (bounds: string) =>
      (
        await visitor().call("GET", `/api/listings/search?bounds=${bounds}&withoutPaging=true`)
      ).json.data.listings.map((l: { id: string }) => l.id);
    const west = HOME.lng - 0.05;
    const east = HOME.lng + 0.05;
    // North edge between the point and the house: the point is inside, so the listing is found.
    expect(await ids(`${between},${east},${HOME.lat - 0.05},${west}`)).toContain(listingId);
    // South edge between them: the house is inside, the point is not, so it is not found.
    expect(await ids(`${HOME.lat + 0.05},${east},${between},${west}`)).not.toContain(listingId);
  });
});

describe("pages built for visitors carry no address or exact spot", () => {
  const context = () =>
    ({
      services: app.services,
      user: null,
      sessionToken: null,
      locale: "nl",
      nonce: "",
      clientIp: "127.0.0.1",
      peerAddress: undefined,
      cookieConsent: false,
    }) as unknown as AppContext;
  const request = (path: string) => new Request(`http://localhost:3000${path}`);

  it("listing page data and its JSON-LD", async () => {
    const data = await loadListingPage({ id: listingId }, context(), request(`/l/${listingId}`));
    expectNoSecrets(data);
    expect(data.listing.place).toBe("Ommen");
    expect(data.listing.geolocation).toEqual(approximateLocation(HOME));
  });

  it("the map's markers, the search page, the profile and the landing page", async () => {
    // The page echoes its own parameters, so the origin is not the house here.
    const search = `?bounds=${around(0.05)}&origin=${HOME.lat + 0.01},${HOME.lng + 0.01}`;
    const map = await mapListingsLoader({
      context: context(),
      request: request(`/s/map-listings${search}`),
      params: {},
    } as never);
    const marker = map.listings.find((l) => l.id === listingId);
    expect(marker && { lat: marker.lat, lng: marker.lng }).toEqual(approximateLocation(HOME));
    expectNoSecrets(map);
    const page = await searchLoader({
      context: context(),
      request: request(`/s${search}`),
      params: {},
    } as never);
    expect(JSON.stringify(page)).toContain(listingId);
    expectNoSecrets(page);
    const profile = await profileLoader({ context: context(), params: { id: ownerId } } as never);
    expect(JSON.stringify(profile)).toContain(listingId);
    expectNoSecrets(profile);
    expectNoSecrets(
      await landingLoader({ context: context(), request: request("/"), params: {} } as never),
    );
  });
});
