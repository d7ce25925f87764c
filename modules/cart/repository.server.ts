import { eq, inArray, sql } from "drizzle-orm";
import { listingImages, listings, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import type { CartEntry } from "./cart";
import type { CartListingFacts } from "./cart-check";

/** A listing in a cart as the cart page and the line items need it, read in one query. */
export type CartListingRow = CartListingFacts & {
  title: string;
  unit: string | null;
  place: string | null;
  shippingPriceOneItem: number | null;
  shippingPriceAdditionalItems: number | null;
  pickupFee: number | null;
  minimumOrderFee: number | null;
  image: { storageKey: string; width: number; height: number } | null;
  author: CartListingFacts["author"] & { displayName: string; postalPlace: string | null };
};

/** Spec §9: the cart's listing query takes at most 100 listings. */
export const CART_LISTING_QUERY_LIMIT = 100;

const cents = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null;

/**
 * The cart lives in the user's profile (users.public_data -> 'cart', spec §3). Reads and
 * writes touch only that key, so a profile save and a cart update never undo each other.
 */
export function createCartRepository(db: Executor, now: () => Date) {
  return {
    /** The stored cart as it is (not yet validated); null when the user does not exist. */
    async read(userId: string): Promise<{ cart: unknown } | null> {
      const [row] = await db
        .select({ cart: sql<unknown>`${users.publicData} -> 'cart'` })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * The stored cart under the user row's lock (`FOR UPDATE`): inside one transaction the
     * next update waits for this one, so concurrent adds never overwrite each other.
     */
    async lock(userId: string): Promise<{ cart: unknown } | null> {
      const [row] = await db
        .select({ cart: sql<unknown>`${users.publicData} -> 'cart'` })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      return row ?? null;
    },

    async write(userId: string, cart: readonly CartEntry[]): Promise<void> {
      await db
        .update(users)
        .set({
          publicData: sql`jsonb_set(${users.publicData}, '{cart}', ${JSON.stringify(cart)}::jsonb, true)`,
          updatedAt: now(),
        })
        .where(eq(users.id, userId));
    },

    /** The listings of a cart as they are now, with their seller and first image. */
    async listings(ids: readonly string[]): Promise<CartListingRow[]> {
      if (ids.length === 0) return [];
      const firstImage = db
        .select({
          storageKey: listingImages.storageKey,
          width: listingImages.width,
          height: listingImages.height,
        })
        .from(listingImages)
        .where(eq(listingImages.listingId, listings.id))
        .orderBy(listingImages.position)
        .limit(1)
        .as("first_image");
      const rows = await db
        .select({
          id: listings.id,
          authorId: listings.authorId,
          state: listings.state,
          deleted: listings.deleted,
          title: listings.title,
          priceAmount: listings.priceAmount,
          priceCurrency: listings.priceCurrency,
          currentStock: listings.currentStock,
          minimumOrderFee: listings.minimumOrderFee,
          publicData: listings.publicData,
          metadata: listings.metadata,
          authorName: users.displayName,
          authorBanned: users.banned,
          authorDeleted: users.deleted,
          authorConnected: users.stripeConnected,
          authorPlace: sql<string | null>`${users.publicData} ->> 'postalPlace'`,
          imageKey: firstImage.storageKey,
          imageWidth: firstImage.width,
          imageHeight: firstImage.height,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.authorId))
        .leftJoinLateral(firstImage, sql`true`)
        .where(inArray(listings.id, ids.slice(0, CART_LISTING_QUERY_LIMIT)));
      return rows.map((r) => {
        const p = r.publicData;
        return {
          id: r.id,
          authorId: r.authorId,
          state: r.state,
          deleted: r.deleted,
          title: r.title,
          priceAmount: r.priceAmount,
          priceCurrency: r.priceCurrency,
          currentStock: r.currentStock,
          pickupEnabled: p.pickupEnabled === true,
          shippingEnabled: p.shippingEnabled === true,
          isAffiliate: r.metadata.isAffiliate === true,
          unit: typeof p.unit === "string" ? p.unit : null,
          place: typeof p.place === "string" ? p.place : null,
          shippingPriceOneItem: cents(p.shippingPriceInSubunitsOneItem),
          shippingPriceAdditionalItems: cents(p.shippingPriceInSubunitsAdditionalItems),
          pickupFee: cents(p.pickupFee),
          minimumOrderFee: cents(r.minimumOrderFee),
          image:
            r.imageKey && r.imageWidth !== null && r.imageHeight !== null
              ? { storageKey: r.imageKey, width: r.imageWidth, height: r.imageHeight }
              : null,
          author: {
            banned: r.authorBanned,
            deleted: r.authorDeleted,
            stripeConnected: r.authorConnected,
            displayName: r.authorName,
            postalPlace: r.authorPlace,
          },
        };
      });
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
