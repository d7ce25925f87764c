import { sql } from "drizzle-orm";
import { secondFactorsOn } from "#modules/auth/server";
import { createDiskImageStore } from "#modules/images/server";
import {
  createListing,
  createListingImage,
  createReview,
  createUser,
  DEFAULT_PASSWORD,
  type IllustrationKind,
  type Listing,
  PLACES,
  type User,
} from "../../tests/factories";
import type { Database } from "../client";
import { users } from "../schema";
import {
  DEMO_BUYER,
  DEMO_OPERATOR,
  DEMO_OPERATOR_TOTP_SECRET,
  DEMO_PROVIDERS,
  DEMO_REVIEWS,
} from "./demo-data";
import { seedDemoOrders } from "./demo-orders";

export { DEMO_ACCOUNTS, type DemoAccount } from "./demo-data";

const DAY_MS = 24 * 60 * 60 * 1000;
// Rendering is CPU-bound in libvips threads; four in flight keeps two cores busy
// without piling up memory.
const IMAGE_CONCURRENCY = 4;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function hasUsers(db: Pick<Database, "select">): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Fills an empty database with the demo marketplace. Does nothing when any
 * user exists, so it is safe to call on every start. Everything happens in
 * one transaction: a crash half-way leaves an empty database that the next
 * start seeds again (image files of a failed run are left as harmless orphans).
 */
export async function seedDemoData(
  db: Database,
  uploadsDir: string,
  log: (line: string) => void = () => {},
  // Search quality tests and benches need the words, not the pictures (a minute on 2 cores).
  { images = true }: { images?: boolean } = {},
): Promise<{ created: boolean }> {
  if (await hasUsers(db)) return { created: false };
  const started = performance.now();
  const store = createDiskImageStore(uploadsDir);
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY_MS);

  const counts = await db.transaction(async (tx: Tx) => {
    // Two processes starting together on a fresh database: the second waits here
    // and then finds the users of the first.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('buurtoogst:seed-demo-data'))`);
    if (await hasUsers(tx)) return null;

    const person = (p: typeof DEMO_BUYER, extra: Partial<User> = {}) => {
      const place = PLACES[p.place];
      return createUser(tx, {
        email: p.email,
        password: p.password,
        firstName: p.firstName,
        lastName: p.lastName,
        displayName: p.displayName,
        isOperator: p.isOperator ?? false,
        publicData: {
          country: place.country,
          postalCode: place.postalCode,
          postalPlace: place.name,
        },
        createdAt: ago(p.joinedDaysAgo),
        updatedAt: ago(p.joinedDaysAgo),
        ...extra,
      });
    };
    const buyer = await person(DEMO_BUYER);
    const operator = await person(DEMO_OPERATOR);
    // The published demo secret: a newcomer signs in with any authenticator app (README).
    await secondFactorsOn(tx, () => new Date(now)).setUp(operator, DEMO_OPERATOR_TOTP_SECRET);

    const providerByEmail = new Map<string, User>();
    const listingJobs: Array<{ listing: Listing; kind: IllustrationKind; daysAgo: number }> = [];
    for (const provider of DEMO_PROVIDERS) {
      const place = PLACES[provider.place];
      const user = await person(
        { ...provider, password: provider.password ?? DEFAULT_PASSWORD },
        { bio: provider.bio, stripeConnected: true },
      );
      providerByEmail.set(provider.email, user);
      for (const item of provider.listings) {
        const shipping = item.delivery !== "pickup";
        const listing = await createListing(tx, {
          authorId: user.id,
          place,
          street: provider.street,
          title: item.title,
          description: item.description,
          state: item.state ?? "published",
          priceAmount: item.price,
          priceCurrency: "EUR",
          currentStock: item.stock,
          category: item.category,
          createdAt: ago(item.daysAgo),
          updatedAt: ago(item.daysAgo),
          publicData: {
            unit: item.unit,
            pickupEnabled: item.delivery !== "shipping",
            shippingEnabled: shipping,
            ...(shipping && item.shipping
              ? {
                  shippingPriceInSubunitsOneItem: item.shipping[0],
                  shippingPriceInSubunitsAdditionalItems: item.shipping[1],
                }
              : {}),
          },
        });
        listingJobs.push({ listing, kind: item.image, daysAgo: item.daysAgo });
      }
    }

    const imagesStarted = performance.now();
    await mapLimit(
      images ? listingJobs : [],
      IMAGE_CONCURRENCY,
      ({ listing, kind, daysAgo }, index) =>
        createListingImage(tx, store, {
          listingId: listing.id,
          ownerId: listing.authorId,
          kind,
          // The listing's position as seed: stable pictures across reseeds, varied within a kind.
          seed: index + 1,
          createdAt: ago(daysAgo),
        }),
    );
    log(`Rendered ${listingJobs.length} listing images in ${seconds(imagesStarted)} s`);

    for (const review of DEMO_REVIEWS) {
      const subject = providerByEmail.get(review.provider);
      if (!subject) throw new Error(`Demo review for unknown provider ${review.provider}`);
      const listing = listingJobs.find(
        (j) => j.listing.authorId === subject.id && j.listing.title === review.listingTitle,
      )?.listing;
      await createReview(tx, {
        authorId: buyer.id,
        subjectId: subject.id,
        listingId: listing?.id ?? null,
        rating: review.rating,
        content: review.content,
        createdAt: ago(review.daysAgo),
      });
    }
    const seeded = await seedDemoOrders(
      tx,
      buyer.id,
      listingJobs.map((j) => j.listing),
      now,
    );
    return {
      orders: seeded.orders,
      users: DEMO_PROVIDERS.length + 2,
      listings: listingJobs.length,
      reviews: DEMO_REVIEWS.length + seeded.reviews,
    };
  });

  if (!counts) return { created: false };
  log(
    `Seeded demo data: ${counts.users} users, ${counts.listings} listings, ${counts.reviews} reviews, ${counts.orders} orders in ${seconds(started)} s`,
  );
  return { created: true };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
