import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import type { UserRecord } from "#modules/users";
import { listingImages } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { testDb, testServices } from "../../tests/setup/services";

const details = {
  title: "Trostomaten",
  description: "Vanochtend geplukt.",
  category: "groenten",
  brand: "ownGarden",
  size: "medium",
  unit: "perKg",
  disclaimer: undefined,
} as const;
const pricing = { price: 350, stock: 10, minimumOrderFee: undefined };
const delivery = {
  pickupEnabled: true,
  shippingEnabled: false,
  location: { address: "Dorpsstraat 1, Zwolle", building: undefined },
  lat: 52.5168,
  lng: 6.083,
  shippingPriceInSubunitsOneItem: undefined,
  shippingPriceInSubunitsAdditionalItems: undefined,
};

async function userRecord(overrides: Parameters<typeof createUser>[1] = {}): Promise<UserRecord> {
  const { services } = testServices();
  const user = await createUser(testDb(), overrides);
  return (await services.users.findById(user.id))!;
}

async function uploadedImage(ownerId: string) {
  const [row] = await testDb()
    .insert(listingImages)
    .values({ ownerId, storageKey: `listings/${randomUUID()}`, width: 800, height: 800 })
    .returning();
  return row!.id;
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("own listings: draft → published → closed ↔ open", () => {
  it("creates a draft, fills every tab and publishes it", async () => {
    const { services } = testServices();
    const provider = await userRecord({ stripeConnected: true });
    const draft = await services.ownListings.createDraft(provider, details);
    expect(draft.state).toBe("draft");
    expect(draft.publicData.unit).toBe("perKg");

    const blockers = await services.ownListings.publishBlockers(provider, draft.id);
    expect(blockers).toContain("EditListingWizard.missingPrice");
    expect(blockers).toContain("EditListingWizard.missingImages");

    const image = await uploadedImage(provider.id);
    const updated = await services.ownListings.update(provider, draft.id, {
      pricing,
      delivery,
      images: [image],
    });
    expect(updated.price).toEqual({ amount: 350, currency: "EUR" });
    expect(updated.currentStock).toBe(10);
    expect(updated.publicData.place).toBe("Zwolle");
    expect(updated.images.map((i) => i.id)).toEqual([image]);

    const published = await services.ownListings.publishDraft(provider, draft.id);
    expect(published.state).toBe("published");
    expect((await services.ownListings.close(provider, draft.id)).state).toBe("closed");
    expect((await services.ownListings.open(provider, draft.id)).state).toBe("published");
  });

  it("refuses to publish a priced listing for a provider without payouts, but allows Gratis", async () => {
    const { services } = testServices();
    const provider = await userRecord({ stripeConnected: false });
    const draft = await services.ownListings.createDraft(provider, details);
    await services.ownListings.update(provider, draft.id, {
      pricing,
      delivery,
      images: [await uploadedImage(provider.id)],
    });
    const error = await errorOf(services.ownListings.publishDraft(provider, draft.id));
    expect(Object.keys(error.fields)).toEqual(["EditListingWizard.missingPayoutDetails"]);

    await services.ownListings.update(provider, draft.id, { pricing: { ...pricing, price: 0 } });
    expect((await services.ownListings.publishDraft(provider, draft.id)).state).toBe("published");
  });

  it("refuses transitions from the wrong state", async () => {
    const { services } = testServices();
    const provider = await userRecord({ stripeConnected: true });
    const draft = await services.ownListings.createDraft(provider, details);
    expect((await errorOf(services.ownListings.close(provider, draft.id))).status).toBe(409);
    expect((await errorOf(services.ownListings.open(provider, draft.id))).status).toBe(409);
  });

  it("records each stock change and refuses a stale old total", async () => {
    const { services } = testServices();
    const provider = await userRecord();
    const listing = await createListing(testDb(), { authorId: provider.id, currentStock: 5 });
    const after = await services.ownListings.compareAndSetStock(provider, {
      listingId: listing.id,
      oldTotal: 5,
      newTotal: 8,
    });
    expect(after.currentStock).toBe(8);
    const error = await errorOf(
      services.ownListings.compareAndSetStock(provider, {
        listingId: listing.id,
        oldTotal: 5,
        newTotal: 1,
      }),
    );
    expect(error.code).toBe("old-total-mismatch");
    expect(error.messageId).toBe("EditListingPricingForm.oldStockTotalWasOutOfSync");
  });

  it("lets exactly one of two racing stock updates win", async () => {
    const { services } = testServices();
    const provider = await userRecord();
    const listing = await createListing(testDb(), { authorId: provider.id, currentStock: 10 });
    const results = await Promise.allSettled([
      services.ownListings.compareAndSetStock(provider, {
        listingId: listing.id,
        oldTotal: 10,
        newTotal: 7,
      }),
      services.ownListings.compareAndSetStock(provider, {
        listingId: listing.id,
        oldTotal: 10,
        newTotal: 3,
      }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    const final = await services.ownListings.showOwn(provider, listing.id);
    const winner = results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<{
      currentStock: number;
    }>;
    expect(final.currentStock).toBe(winner.value.currentStock);
  });
});

describe("own listings: access control", () => {
  it("keeps other users away from someone's draft and listing", async () => {
    const { services } = testServices();
    const owner = await userRecord({ stripeConnected: true });
    const other = await userRecord({ stripeConnected: true });
    const draft = await services.ownListings.createDraft(owner, details);

    expect((await errorOf(services.listings.show(draft.id, other.id))).status).toBe(404);
    expect((await errorOf(services.listings.show(draft.id, null))).status).toBe(404);
    expect((await services.listings.show(draft.id, owner.id)).id).toBe(draft.id);

    const attempts = [
      () => services.ownListings.showOwn(other, draft.id),
      () =>
        services.ownListings.update(other, draft.id, { details: { ...details, title: "Gekaapt" } }),
      () => services.ownListings.publishDraft(other, draft.id),
      () => services.ownListings.close(other, draft.id),
      () =>
        services.ownListings.compareAndSetStock(other, {
          listingId: draft.id,
          oldTotal: null,
          newTotal: 1,
        }),
    ];
    for (const attempt of attempts) {
      expect((await errorOf(attempt())).status).toBe(403);
    }
    expect((await services.ownListings.showOwn(owner, draft.id)).title).toBe("Trostomaten");
  });

  it("cannot attach another user's uploaded image", async () => {
    const { services } = testServices();
    const owner = await userRecord();
    const other = await userRecord();
    const draft = await services.ownListings.createDraft(owner, details);
    const foreign = await uploadedImage(other.id);
    const updated = await services.ownListings.update(owner, draft.id, { images: [foreign] });
    expect(updated.images).toEqual([]);
  });

  it("lets only operators approve pending listings", async () => {
    const { services: approvalServices } = testServices();
    const operator = await userRecord({ isOperator: true });
    const provider = await userRecord({ stripeConnected: true });
    const listing = await createListing(testDb(), {
      authorId: provider.id,
      state: "pendingApproval",
    });
    const moderation = approvalServices.listingModeration;
    expect((await errorOf(moderation.approve(provider, listing.id))).status).toBe(403);
    expect((await moderation.approve(operator, listing.id)).state).toBe("published");
  });

  it("hides deleted listings from everyone", async () => {
    const { services } = testServices();
    const provider = await userRecord();
    const listing = await createListing(testDb(), { authorId: provider.id, deleted: true });
    expect((await errorOf(services.listings.show(listing.id, provider.id))).status).toBe(404);
  });
});
