import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import type { UserRecord } from "#modules/users";
import { listings, stockAdjustments } from "../../db/schema";
import { createUnitOfWork } from "../../db/unit-of-work";
import { createListing, createUser } from "../../tests/factories";
import { apiClient, startTestApp } from "../../tests/setup/http-app";
import { testDb, testServices, uniqueEmail } from "../../tests/setup/services";
import { createOwnListingRepository } from "./own-listings.repository.server";
import { createOwnListingService } from "./own-listings.service.server";

// A tab's save is one use-case in one transaction (decision 032): all of it is written, or none.

const details = (title: string) =>
  ({
    title,
    description: "Vanochtend geplukt.",
    category: "groenten",
    brand: "ownGarden",
    size: "medium",
    unit: "perKg",
    disclaimer: undefined,
  }) as const;

async function provider(): Promise<UserRecord> {
  const { services } = testServices();
  const user = await createUser(testDb());
  return (await services.users.findById(user.id))!;
}

async function stored(listingId: string) {
  const [row] = await testDb().select().from(listings).where(eq(listings.id, listingId));
  const adjustments = await testDb()
    .select()
    .from(stockAdjustments)
    .where(eq(stockAdjustments.listingId, listingId));
  return { row: row!, adjustments };
}

describe("saving the pricing tab", () => {
  it("lets exactly one of two racing saves with the same old total win, and writes nothing of the other", async () => {
    const { services } = testServices();
    const owner = await provider();
    const listing = await createListing(testDb(), {
      authorId: owner.id,
      title: "Voor de race",
      priceAmount: 100,
      currentStock: 10,
    });
    const save = (title: string, price: number, stock: number) =>
      services.ownListings.update(owner, listing.id, {
        details: details(title),
        pricing: { price, stock, minimumOrderFee: undefined },
        oldStockTotal: 10,
      });
    const results = await Promise.allSettled([
      save("Tomaten A", 400, 7),
      save("Tomaten B", 500, 3),
    ]);

    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(AppError);
    expect(lost[0]).toMatchObject({
      code: "old-total-mismatch",
      status: 409,
      messageId: "EditListingPricingForm.oldStockTotalWasOutOfSync",
    });

    const winner = won[0]!;
    const { row, adjustments } = await stored(listing.id);
    expect({ title: row.title, price: row.priceAmount, stock: row.currentStock }).toEqual({
      title: winner.title,
      price: winner.price?.amount,
      stock: winner.currentStock,
    });
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ oldTotal: 10, newTotal: winner.currentStock });
  });

  it("refuses a save whose old total is stale without writing its title or price", async () => {
    const { services } = testServices();
    const owner = await provider();
    const listing = await createListing(testDb(), {
      authorId: owner.id,
      title: "Ongewijzigd",
      priceAmount: 100,
      currentStock: 6,
    });
    const error = await services.ownListings
      .update(owner, listing.id, {
        details: details("Te laat"),
        pricing: { price: 999, stock: 2, minimumOrderFee: undefined },
        oldStockTotal: 10,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "old-total-mismatch", status: 409 });
    const { row, adjustments } = await stored(listing.id);
    expect([row.title, row.priceAmount, row.currentStock]).toEqual(["Ongewijzigd", 100, 6]);
    expect(adjustments).toEqual([]);
  });

  it("rolls the listing and the stock back when a later step of the save throws", async () => {
    const owner = await provider();
    const listing = await createListing(testDb(), {
      authorId: owner.id,
      title: "Voor de storing",
      priceAmount: 100,
      currentStock: 4,
    });
    // The real repository on the use-case's transaction, whose last step (photos) fails.
    const work = createUnitOfWork(testDb(), (executor) => {
      const repo = createOwnListingRepository(executor, () => new Date("2030-01-01T00:00:00Z"));
      return {
        listings: {
          ...repo,
          setImages: async () => {
            throw new Error("photo store unreachable");
          },
        },
      };
    });
    const service = createOwnListingService({
      work,
      config: { approvalRequired: false, stockManaged: true, allowFree: true },
    });
    await expect(
      service.update(owner, listing.id, {
        details: details("Half opgeslagen"),
        pricing: { price: 250, stock: 9, minimumOrderFee: undefined },
        images: [],
      }),
    ).rejects.toThrow("photo store unreachable");
    const { row, adjustments } = await stored(listing.id);
    expect([row.title, row.priceAmount, row.currentStock]).toEqual(["Voor de storing", 100, 4]);
    expect(adjustments).toEqual([]);
  });
});

describe("own_listings/update API", () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers a stale oldStockTotal with 409 old-total-mismatch and saves nothing", async () => {
    const client = apiClient(app.origin);
    await client.call("POST", "/api/current_user/create", {
      email: uniqueEmail("stock"),
      firstName: "Jan",
      lastName: "Bakker",
      password: "Wachtwoord123!",
    });
    const id = (
      await client.call("POST", "/api/own_listings/create_draft", {
        details: details("Courgettes"),
      })
    ).json.data.id as string;
    const first = await client.call("POST", "/api/own_listings/update", {
      id,
      pricing: { price: "2", stock: "5" },
      oldStockTotal: null,
    });
    expect(first.status).toBe(200);
    expect(first.json.data.currentStock).toBe(5);

    const stale = await client.call(
      "POST",
      "/api/own_listings/update",
      { id, details: details("Gewijzigd"), pricing: { price: "3", stock: "8" }, oldStockTotal: 2 },
      { "Accept-Language": "en" },
    );
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0].code).toBe("old-total-mismatch");
    expect(stale.json.errors[0].title).toBe(
      "Whoops, the current stock quantity did not match with the value in backend. Please refresh the page and try again.",
    );
    const { row } = await stored(id);
    expect([row.title, row.priceAmount, row.currentStock]).toEqual(["Courgettes", 200, 5]);
  });
});
