import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createListing, createUser } from "../tests/factories";
import { billing } from "../tests/setup/billing";
import { testDb, testServices } from "../tests/setup/services";
import { createPageCache } from "./page-cache";

// The page cache forgets its pages on this signal (decision 087), as server/app.ts wires it: a
// checkout that sells a listing out must empty it through the services every route and API
// call uses; one that leaves stock must not, or a checkout rush renders every page again.

const { services } = testServices();
const cache = createPageCache({ ttlMs: 60_000 });
const stop = services.listingChanges.subscribe(cache.clear);
let fired = 0;
const count = services.listingChanges.subscribe(() => {
  fired++;
});
afterEach(() => {
  fired = 0;
});
afterAll(() => {
  stop();
  count();
});

const searchPage = () => ({
  status: 200,
  headers: [["content-type", "text/html"]] as Array<[string, string]>,
  body: Buffer.from("<p>Scharreleieren</p>"),
});

async function checkoutOf(stock: number, quantity: number) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: "Scharreleieren",
    priceAmount: 300,
    currentStock: stock,
  });
  const buyer = await createUser(testDb());
  cache.set("nl|/s", searchPage());
  return services.checkout.start({
    customerId: buyer.id,
    idempotencyKey: `signal-${listing.id}`,
    source: "/cart/checkout",
    orders: [{ items: [{ listingId: listing.id, quantity }], deliveryMethod: "pickup" }],
    billing,
  });
}

describe("listing change signal", () => {
  it("a checkout that sells a listing out takes the cached /s away at once", async () => {
    const started = await checkoutOf(2, 2);
    expect(started.soldOut).toHaveLength(1);
    expect(fired).toBe(1);
    expect(cache.get("nl|/s")).toBeNull();
  });

  it("a checkout that leaves stock keeps the cached pages", async () => {
    const started = await checkoutOf(5, 2);
    expect(started.soldOut).toEqual([]);
    expect(fired).toBe(0);
    expect(cache.get("nl|/s")).not.toBeNull();
  });

  it("a checkout refused for want of stock keeps them too (it wrote nothing)", async () => {
    await expect(checkoutOf(1, 2)).rejects.toMatchObject({
      code: "transaction-listing-insufficient-stock",
    });
    expect(fired).toBe(0);
    expect(cache.get("nl|/s")).not.toBeNull();
  });
});
