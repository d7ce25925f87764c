import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_COUNT_TTL_MS } from "#modules/orders/server";
import { createListing, createUser } from "../../tests/factories";
import { apiClient, signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

// The personal parts of a member's shared page (decision 087): one request after load.

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("GET /api/me/shell", () => {
  it("needs a session", async () => {
    const res = await apiClient(app.origin).call("GET", "/api/me/shell");
    expect(res.status).toBe(401);
    expect(res.json.errors[0].code).toBe("unauthorized");
  });

  it("answers the viewer with the cart count and the inbox count, for them only", async () => {
    const { client, userId } = await signedUpClient(app.origin, {
      label: "shell",
      firstName: "Fenna",
      lastName: "Vink",
    });
    const grower = await createUser(testDb(), { stripeConnected: true });
    const listing = await createListing(testDb(), {
      authorId: grower.id,
      priceAmount: 250,
      publicData: { shippingEnabled: true },
    });
    const added = await client.call("POST", "/api/current_user/update_profile", {
      listingId: listing.id,
      authorId: grower.id,
      quantity: "3",
      action: "add",
      deliveryMethod: "shipping",
    });
    expect(added.status).toBe(200);

    // The badge counts cart lines, as the fresh top bar does.
    const res = await client.call("GET", "/api/me/shell");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.json.data).toMatchObject({
      viewer: { id: userId, firstName: "Fenna", lastName: "Vink", cartCount: 1, isOperator: false },
      notificationCount: 0,
    });
    const other = await signedUpClient(app.origin, { label: "shell-other" });
    const theirs = await other.client.call("GET", "/api/me/shell");
    expect(theirs.json.data.viewer).toMatchObject({ id: other.userId, cartCount: 0 });
    expect(JSON.stringify(theirs.json)).not.toContain("Fenna");
  });
});

describe("the inbox dot in the shell (decision 094)", () => {
  it("is counted once per few seconds, and afresh after the member's own write", async () => {
    let time = Date.now();
    const clocked = await startTestApp({ now: () => new Date(time) });
    try {
      const { client, userId } = await signedUpClient(clocked.origin, { label: "dot" });
      const listing = await createListing(testDb(), { authorId: userId, currentStock: 5 });
      const dot = async () =>
        (await client.call("GET", "/api/me/shell")).json.data.notificationCount;
      expect(await dot()).toBe(0);

      // Someone asks the member about their listing: it waits for them…
      const buyer = await createUser(testDb());
      await clocked.services.enquiries.start(buyer.id, {
        listingId: listing.id,
        message: "Zijn ze biologisch?",
      });
      // …which the shell shows once its count is older than the TTL.
      time += NOTIFICATION_COUNT_TTL_MS - 1;
      expect(await dot()).toBe(0);
      time += 1;
      expect(await dot()).toBe(1);

      // The member's own write (here: a line in their cart) shows on the very next page.
      const other = await createUser(testDb());
      await clocked.services.enquiries.start(other.id, {
        listingId: listing.id,
        message: "Kan ik zaterdag komen?",
      });
      expect(await dot()).toBe(1);
      const grower = await createUser(testDb(), { stripeConnected: true });
      const theirs = await createListing(testDb(), { authorId: grower.id, currentStock: 5 });
      const saved = await client.call("POST", "/api/current_user/update_profile", {
        listingId: theirs.id,
        authorId: grower.id,
        quantity: "1",
        action: "add",
        deliveryMethod: "pickup",
      });
      expect(saved.status).toBe(200);
      expect(await dot()).toBe(2);
    } finally {
      await clocked.close();
    }
  });
});
