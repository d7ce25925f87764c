import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, createUser } from "../../tests/factories";
import { apiClient, signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn() {
  return signedUpClient(app.origin, { label: "cart" });
}

async function gardenListing(overrides: Partial<Parameters<typeof createListing>[1]> = {}) {
  const grower = await createUser(testDb(), { stripeConnected: true });
  return createListing(testDb(), {
    authorId: grower.id,
    priceAmount: 250,
    minimumOrderFee: 1000,
    publicData: { shippingEnabled: true },
    ...overrides,
  });
}

describe("cart through update_profile", () => {
  it("adds, sets and removes; the cart shows only in the owner's current user", async () => {
    const { client } = await signedIn();
    const listing = await gardenListing();
    const payload = { listingId: listing.id, authorId: listing.authorId };
    const added = await client.call("POST", "/api/current_user/update_profile", {
      ...payload,
      quantity: "2",
      action: "add",
      deliveryMethod: "shipping",
    });
    expect(added.status).toBe(200);
    expect(added.json.data.profile.publicData.cart).toEqual([
      expect.objectContaining({ id: listing.id, quantity: 2, deliveryMethod: "shipping" }),
    ]);

    const unchanged = await client.call("POST", "/api/current_user/update_profile", {
      ...payload,
      quantity: "twee",
      action: "set",
    });
    expect(unchanged.json.data.profile.publicData.cart[0].quantity).toBe(2);

    // Someone else sees neither the cart nor its owner's profile data.
    const stranger = await signedIn();
    const theirs = await stranger.client.call("GET", "/api/current_user/show");
    expect(JSON.stringify(theirs.json)).not.toContain(listing.id);

    const removed = await client.call("POST", "/api/current_user/update_profile", {
      ...payload,
      quantity: 0,
      action: "set",
    });
    expect(removed.json.data.profile.publicData.cart).toEqual([]);
  });

  it("answers 401 to visitors and 400 to a bad action", async () => {
    const listing = await gardenListing();
    const anonymous = await apiClient(app.origin).call("POST", "/api/current_user/update_profile", {
      listingId: listing.id,
      authorId: listing.authorId,
      quantity: 1,
      action: "add",
    });
    expect(anonymous.status).toBe(401);
    const { client } = await signedIn();
    const bad = await client.call("POST", "/api/current_user/update_profile", {
      listingId: listing.id,
      authorId: listing.authorId,
      quantity: 1,
      action: "steal",
    });
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/transaction-line-items", () => {
  it("prices one listing on the server, ignoring any price in the request", async () => {
    const listing = await gardenListing();
    const res = await apiClient(app.origin).call("POST", "/api/transaction-line-items", {
      listingId: listing.id,
      quantity: 3,
      deliveryMethod: "shipping",
      unitPrice: 1,
    });
    expect(res.status).toBe(200);
    const codes = res.json.data.lineItems.map((l: { code: string }) => l.code);
    expect(codes).toEqual([
      "line-item/units",
      "line-item/shipping-fee",
      "line-item/minimum-order-fee",
      "line-item/provider-commission",
    ]);
    // 3 × 2.50 = 7.50; shipping 4.95 + 2 × 1.00; topped up to the 10.00 minimum.
    expect(res.json.data.payinTotal).toBe(750 + 695 + 250);
    expect(res.json.data.payoutTotal).toBe(750 + 695 + 250 - 188);
  });

  it("prices several listings of one seller and refuses two sellers or a closed listing", async () => {
    const first = await gardenListing({ minimumOrderFee: null });
    const second = await createListing(testDb(), { authorId: first.authorId, priceAmount: 100 });
    const client = apiClient(app.origin);
    const res = await client.call("POST", "/api/transaction-line-items", {
      listings: [
        { listingId: first.id, quantity: 1 },
        { listingId: second.id, quantity: 2 },
      ],
      deliveryMethod: "pickup",
    });
    expect(res.status).toBe(200);
    expect(res.json.data.payinTotal).toBe(450);

    const other = await gardenListing();
    const twoSellers = await client.call("POST", "/api/transaction-line-items", {
      listings: [
        { listingId: first.id, quantity: 1 },
        { listingId: other.id, quantity: 1 },
      ],
      deliveryMethod: "pickup",
    });
    expect(twoSellers.status).toBe(400);
    const closed = await gardenListing({ state: "closed" });
    const closedRes = await client.call("POST", "/api/transaction-line-items", {
      listingId: closed.id,
      quantity: 1,
      deliveryMethod: "pickup",
    });
    expect(closedRes.status).toBe(404);
    const noQuantity = await client.call("POST", "/api/transaction-line-items", {
      listingId: first.id,
      deliveryMethod: "pickup",
    });
    expect(noQuantity.status).toBe(400);
  });
});
