import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing } from "../../tests/factories";
import { apiClient, signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function provider() {
  const { client, userId } = await signedUpClient(app.origin, {
    label: "avail",
    firstName: "Els",
    lastName: "Peeters",
  });
  const listing = await createListing(testDb(), { authorId: userId, currentStock: null });
  return { client, listingId: listing.id };
}

const plan = {
  type: "availability-plan/day",
  timezone: "Europe/Brussels",
  entries: [{ dayOfWeek: "sat", seats: 3 }],
};

describe("availability API", () => {
  it("sets a plan, adds and deletes an exception and answers time slots", async () => {
    const { client, listingId } = await provider();
    expect(
      (
        await client.call("POST", "/api/own_listings/set_availability_plan", {
          id: listingId,
          availabilityPlan: plan,
        })
      ).status,
    ).toBe(200);
    const range = "start=2026-11-16T00:00:00Z&end=2026-11-30T00:00:00Z";
    const slots = await apiClient(app.origin).call(
      "GET",
      `/api/timeslots/query?listingId=${listingId}&${range}`,
    );
    expect(slots.json.data.map((s: { start: string }) => s.start)).toEqual([
      "2026-11-20T23:00:00.000Z",
      "2026-11-27T23:00:00.000Z",
    ]);

    const created = await client.call("POST", "/api/availability_exceptions/create", {
      listingId,
      start: "2026-11-20T23:00:00Z",
      end: "2026-11-21T23:00:00Z",
      seats: 0,
    });
    expect(created.status).toBe(201);
    const after = await apiClient(app.origin).call(
      "GET",
      `/api/timeslots/query?listingId=${listingId}&${range}`,
    );
    expect(after.json.data).toHaveLength(1);
    const listed = await client.call(
      "GET",
      `/api/availability_exceptions/query?listingId=${listingId}&${range}`,
    );
    expect(listed.json.data).toHaveLength(1);
    await client.call("POST", "/api/availability_exceptions/delete", { id: created.json.data.id });
    const restored = await apiClient(app.origin).call(
      "GET",
      `/api/timeslots/query?listingId=${listingId}&${range}`,
    );
    expect(restored.json.data).toHaveLength(2);
  });

  it("refuses windows over 90 days, bad time zones and other users", async () => {
    const { client, listingId } = await provider();
    const long = await apiClient(app.origin).call(
      "GET",
      `/api/timeslots/query?listingId=${listingId}&start=2026-01-01T00:00:00Z&end=2026-06-01T00:00:00Z`,
    );
    expect(long.status).toBe(400);
    const badZone = await client.call("POST", "/api/own_listings/set_availability_plan", {
      id: listingId,
      availabilityPlan: { ...plan, timezone: "Mars/Olympus" },
    });
    expect(badZone.status).toBe(400);
    const other = await provider();
    const res = await other.client.call("POST", "/api/availability_exceptions/create", {
      listingId,
      start: "2026-11-20T23:00:00Z",
      end: "2026-11-21T23:00:00Z",
      seats: 1,
    });
    expect(res.status).toBe(403);
  });
});
