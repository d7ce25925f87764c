import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { verifyPassword } from "#modules/auth/server";
import { createDiskImageStore, VARIANT_NAMES } from "#modules/images/server";
import { CATEGORIES } from "#modules/listings";
import { createDatabase, type Database, migrateDatabase } from "../../db/client";
import { listingImages, listings, reviews, users } from "../../db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "../../db/seed/seed";
import { createListing, createListingImage, createReview, createUser, PLACES } from ".";

// The seed only runs on a database without users, and other integration
// files add users to the shared one, so this file works in its own database
// on the same server and drops it afterwards.
const serverUrl = inject("databaseUrl");
const databaseName = `factories_${randomBytes(6).toString("hex")}`;
let db: Database;
let uploads: string;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function counts() {
  const [row] = await db
    .select({
      users: sql<number>`(SELECT count(*)::int FROM ${users})`,
      listings: sql<number>`(SELECT count(*)::int FROM ${listings})`,
      images: sql<number>`(SELECT count(*)::int FROM ${listingImages})`,
      reviews: sql<number>`(SELECT count(*)::int FROM ${reviews})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row!;
}

beforeAll(async () => {
  await onServer(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  db = createDatabase(url.toString());
  await migrateDatabase(db);
  uploads = await mkdtemp(path.join(os.tmpdir(), "buurtoogst-seed-"));
  const result = await seedDemoData(db, uploads);
  expect(result.created).toBe(true);
  // A deadline, not a wait: the demo seed renders every image variant (≈40 s quiet, over 60 s
  // with the machine busy), like the app's start deadline in tests/setup/app-server.ts.
}, 300_000);

afterAll(async () => {
  await db?.$client.end();
  await onServer(`DROP DATABASE IF EXISTS ${databaseName}`);
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

describe("seedDemoData", () => {
  it("creates at least 8 providers, all connected to Stripe", async () => {
    const providers = await db
      .selectDistinct({ id: listings.authorId, stripe: users.stripeConnected })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.authorId));
    expect(providers.length).toBeGreaterThanOrEqual(8);
    expect(providers.every((p) => p.stripe)).toBe(true);
  });

  it("publishes at least 48 listings across all 11 categories, some free", async () => {
    const published = await db.select().from(listings).where(eq(listings.state, "published"));
    expect(published.length).toBeGreaterThanOrEqual(48);
    expect(new Set(published.map((l) => l.category))).toEqual(new Set(CATEGORIES.map((c) => c.id)));
    for (const listing of published) expect(listing.publicData.category).toBe(listing.category);
    expect(published.filter((l) => l.priceAmount === 0).length).toBeGreaterThanOrEqual(3);
    const hidden = await db.select().from(listings).where(sql`${listings.state} <> 'published'`);
    expect(hidden.length).toBeGreaterThan(0);
  });

  it("gives every published listing an image whose variant files exist", async () => {
    const withoutImage = await db
      .select({ id: listings.id })
      .from(listings)
      .leftJoin(listingImages, eq(listingImages.listingId, listings.id))
      .where(and(eq(listings.state, "published"), isNull(listingImages.id)));
    expect(withoutImage).toEqual([]);

    const store = createDiskImageStore(uploads);
    const images = await db.select().from(listingImages);
    for (const image of images) {
      expect(Object.keys(image.variants).sort()).toEqual([...VARIANT_NAMES].sort());
      for (const name of VARIANT_NAMES) {
        for (const format of image.variants[name]!.formats) {
          expect(existsSync(store.path(`${image.storageKey}/${name}.${format}`))).toBe(true);
        }
      }
    }
  });

  it("creates the documented accounts with their passwords", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
      expect(user!.isOperator).toBe(account.role === "operator");
    }
    const [reviewCount] = await db.select({ value: count() }).from(reviews);
    expect(reviewCount?.value).toBeGreaterThanOrEqual(6);
  });

  it("finishes demo orders with public reviews of the buyer and of growers", async () => {
    const written = await db
      .select({ type: reviews.type, state: reviews.state })
      .from(reviews)
      .where(isNotNull(reviews.transactionId));
    expect(written.every((r) => r.state === "public")).toBe(true);
    expect(written.filter((r) => r.type === "ofCustomer").length).toBe(2);
    expect(written.filter((r) => r.type === "ofProvider").length).toBe(1);
  });

  it("does nothing when the database already has users", async () => {
    const before = await counts();
    expect(await seedDemoData(db, uploads)).toEqual({ created: false });
    expect(await counts()).toEqual(before);
  });
});

describe("factories", () => {
  it("creates users with unique e-mails and a verifiable default password", async () => {
    const a = await createUser(db);
    const b = await createUser(db, { firstName: "Mila", publicData: { postalPlace: "Gent" } });
    expect(a.email).not.toBe(b.email);
    expect(b.displayName).toBe("Mila Gebruiker");
    expect(b.publicData).toMatchObject({ country: "NL", postalPlace: "Gent" });
    expect(await verifyPassword(a.passwordHash, "Wachtwoord123!")).toBe(true);
  });

  it("creates a listing, an image and a review from explicit values", async () => {
    const seller = await createUser(db, { stripeConnected: true });
    const buyer = await createUser(db);
    const listing = await createListing(db, {
      authorId: seller.id,
      place: PLACES.gent,
      title: "Zaden van stokbonen",
      category: "zaden",
      priceAmount: 0,
      publicData: { unit: "perPiece", pickupEnabled: false, shippingEnabled: true },
    });
    expect(listing).toMatchObject({ category: "zaden", lat: PLACES.gent.lat, state: "published" });
    expect(listing.publicData).toMatchObject({
      category: "zaden",
      place: "Gent",
      deliveryOptions: ["shipping"],
      shippingPriceInSubunitsOneItem: 495,
    });

    const store = createDiskImageStore(uploads);
    const image = await createListingImage(db, store, {
      listingId: listing.id,
      ownerId: seller.id,
      kind: "seedPackets",
      seed: 7,
    });
    expect(image).toMatchObject({ width: 1200, height: 1200, listingId: listing.id });
    expect(existsSync(store.path(`${image.storageKey}/listing-card.webp`))).toBe(true);

    const review = await createReview(db, {
      authorId: buyer.id,
      subjectId: seller.id,
      rating: 4,
    });
    expect(review).toMatchObject({ type: "ofProvider", state: "public", rating: 4 });
  });
});
