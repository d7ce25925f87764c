import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { userAccountsOn } from "#modules/users/server";
import { listings, users } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { testDb, testServices } from "../../tests/setup/services";

async function setup() {
  const { services } = testServices();
  const db = testDb();
  const buyer = await createUser(db);
  const grower = await createUser(db, { stripeConnected: true, displayName: "Tuin Noord" });
  const other = await createUser(db, { stripeConnected: true, displayName: "Tuin Zuid" });
  const tomatoes = await createListing(db, { authorId: grower.id, title: "Tomaten" });
  const beans = await createListing(db, {
    authorId: grower.id,
    title: "Bonen",
    priceAmount: 200,
    publicData: { shippingEnabled: true },
  });
  const eggs = await createListing(db, {
    authorId: other.id,
    title: "Eieren",
    priceAmount: 300,
    currentStock: 2,
  });
  return { services, db, buyer, grower, other, tomatoes, beans, eggs };
}

const add = (listingId: string, authorId: string, quantity: unknown = 1) => ({
  listingId,
  authorId,
  quantity: quantity as number,
  action: "add" as const,
  deliveryMethod: "pickup" as const,
});

describe("cart service", () => {
  it("20 concurrent adds of different listings keep every entry", async () => {
    const { services, db, buyer } = await setup();
    const sellers = await Promise.all(
      Array.from({ length: 4 }, () => createUser(db, { stripeConnected: true })),
    );
    const items = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createListing(db, { authorId: sellers[i % 4]!.id, title: `Item ${i}` }),
      ),
    );
    await Promise.all(items.map((l) => services.cart.update(buyer.id, add(l.id, l.authorId, 2))));
    const cart = await services.cart.get(buyer.id);
    expect(cart).toHaveLength(20);
    expect(new Set(cart.map((e) => e.id))).toEqual(new Set(items.map((l) => l.id)));
    expect(cart.every((e) => e.quantity === 2)).toBe(true);
  });

  it("concurrent adds of the same listing sum up without losing one", async () => {
    const { services, buyer, tomatoes } = await setup();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        services.cart.update(buyer.id, add(tomatoes.id, tomatoes.authorId)),
      ),
    );
    expect(await services.cart.get(buyer.id)).toEqual([
      expect.objectContaining({ id: tomatoes.id, quantity: 8, deliveryMethod: "pickup" }),
    ]);
  });

  it("an invalid quantity leaves the cart unchanged; set ≤ 0 drops the entry", async () => {
    const { services, buyer, tomatoes, eggs } = await setup();
    await services.cart.update(buyer.id, add(tomatoes.id, tomatoes.authorId, 3));
    await services.cart.update(buyer.id, add(eggs.id, eggs.authorId, "1"));
    const before = await services.cart.get(buyer.id);
    for (const quantity of ["2.5", "drie", "", null]) {
      await services.cart.update(buyer.id, {
        listingId: tomatoes.id,
        authorId: tomatoes.authorId,
        quantity: quantity as string,
        action: "set",
      });
      await services.cart.update(buyer.id, add(tomatoes.id, tomatoes.authorId, quantity));
    }
    expect(await services.cart.get(buyer.id)).toEqual(before);

    await services.cart.update(buyer.id, {
      listingId: tomatoes.id,
      authorId: tomatoes.authorId,
      quantity: 0,
      action: "set",
    });
    expect((await services.cart.get(buyer.id)).map((e) => e.id)).toEqual([eggs.id]);
    await services.cart.update(buyer.id, {
      listingId: eggs.id,
      authorId: eggs.authorId,
      quantity: -1,
      action: "remove",
    });
    expect(await services.cart.get(buyer.id)).toEqual([]);
  });

  it("remove-item, remove-all-seller-items and removeListings (idempotent)", async () => {
    const { services, buyer, tomatoes, beans, eggs } = await setup();
    for (const l of [tomatoes, beans, eggs])
      await services.cart.update(buyer.id, add(l.id, l.authorId));
    await services.cart.update(buyer.id, {
      listingId: tomatoes.id,
      authorId: tomatoes.authorId,
      action: "remove-all-seller-items",
    });
    expect((await services.cart.get(buyer.id)).map((e) => e.id)).toEqual([eggs.id]);
    await services.cart.update(buyer.id, add(beans.id, beans.authorId));
    await services.cart.removeListings(buyer.id, [eggs.id]);
    await services.cart.removeListings(buyer.id, [eggs.id]);
    expect((await services.cart.get(buyer.id)).map((e) => e.id)).toEqual([beans.id]);
    await services.cart.update(buyer.id, {
      listingId: beans.id,
      authorId: beans.authorId,
      action: "remove-item",
    });
    expect(await services.cart.get(buyer.id)).toEqual([]);
  });

  it("refuses to add own, unavailable, over-stock or undeliverable items and keeps the cart", async () => {
    const { services, db, grower, buyer, tomatoes, eggs } = await setup();
    const refused = async (userId: string, payload: Parameters<typeof services.cart.update>[1]) => {
      const error = await services.cart.update(userId, payload).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    };
    expect((await refused(grower.id, add(tomatoes.id, tomatoes.authorId))).status).toBe(403);
    expect((await refused(buyer.id, add(eggs.id, eggs.authorId, 3))).code).toBe(
      "transaction-listing-insufficient-stock",
    );
    expect(
      (
        await refused(buyer.id, {
          ...add(tomatoes.id, tomatoes.authorId),
          deliveryMethod: "shipping",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await refused(buyer.id, {
          ...add(tomatoes.id, tomatoes.authorId),
          deliveryMethod: undefined,
        })
      ).status,
    ).toBe(400);
    await db.update(listings).set({ state: "closed" }).where(eq(listings.id, tomatoes.id));
    expect((await refused(buyer.id, add(tomatoes.id, tomatoes.authorId))).status).toBe(404);
    expect(await services.cart.get(buyer.id)).toEqual([]);
  });

  it("keeps the cart apart from the rest of the public data", async () => {
    const { services, db, buyer, tomatoes } = await setup();
    await db
      .update(users)
      .set({ publicData: { postalCode: "3511AB", country: "NL" } })
      .where(eq(users.id, buyer.id));
    await services.cart.update(buyer.id, add(tomatoes.id, tomatoes.authorId));
    const [row] = await db.select().from(users).where(eq(users.id, buyer.id));
    expect(row!.publicData.postalCode).toBe("3511AB");
    expect(row!.publicData.cart).toHaveLength(1);
    // The public profile never carries the cart.
    expect(JSON.stringify(await services.users.publicProfile(buyer.id))).not.toContain(tomatoes.id);
  });

  it("view: grouped by seller with breakdowns, flags and a grand total", async () => {
    const { services, db, buyer, tomatoes, beans, eggs } = await setup();
    await services.cart.update(buyer.id, add(tomatoes.id, tomatoes.authorId, 2));
    await services.cart.update(buyer.id, add(beans.id, beans.authorId, 1));
    await services.cart.update(buyer.id, add(eggs.id, eggs.authorId, 2));
    let view = await services.cart.view(buyer.id);
    expect(view.ok).toBe(true);
    expect(view.groups.map((g) => g.sellerName)).toEqual(["Tuin Noord", "Tuin Zuid"]);
    expect(view.groups[0]!.deliveryMethods).toEqual(["pickup"]);
    expect(view.groups[0]!.breakdown).toMatchObject({ subtotal: 2 * 350 + 200, total: 900 });
    expect(view.groups[1]!.breakdown).toMatchObject({ subtotal: 600, total: 600 });
    expect(view.grandTotal).toBe(1500);

    // The grower changes the price and sells eggs elsewhere: flagged, nothing changed.
    await db.update(listings).set({ priceAmount: 400 }).where(eq(listings.id, tomatoes.id));
    await db.update(listings).set({ currentStock: 1 }).where(eq(listings.id, eggs.id));
    view = await services.cart.view(buyer.id);
    expect(view.ok).toBe(false);
    expect(view.groups[0]!.items[0]!.problems).toEqual([
      { reason: "priceChanged", was: 350, now: 400 },
    ]);
    expect(view.groups[1]!.items[0]).toMatchObject({
      quantity: 2,
      problems: [{ reason: "insufficientStock", available: 1 }],
    });
    await db.update(users).set({ banned: true }).where(eq(users.id, eggs.authorId));
    view = await services.cart.view(buyer.id);
    expect(view.groups[1]).toMatchObject({ sellerName: "", sellerBanned: true });
    expect(view.groups[1]!.items[0]!.problems).toContainEqual({ reason: "sellerBanned" });
  });
});

describe("cart and profile saves", () => {
  it("a profile save that read the row before a cart update does not put back the older cart", async () => {
    const { services, db, buyer, tomatoes } = await setup();
    const users = userAccountsOn(db, () => new Date("2026-11-24T12:00:00Z"));
    const stale = (await users.findById(buyer.id))!.publicData;
    await services.cart.update(buyer.id, add(tomatoes.id, tomatoes.authorId));
    const saved = await users.update(buyer.id, { publicData: { ...stale, postalCode: "8011AA" } });
    expect(saved!.publicData.postalCode).toBe("8011AA");
    expect(saved!.publicData.cart).toEqual([expect.objectContaining({ id: tomatoes.id })]);
  });
});
