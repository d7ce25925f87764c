import { and, desc, eq, sql } from "drizzle-orm";
import { listingImages, listings, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type NewestListingRow = {
  id: string;
  title: string;
  priceAmount: number | null;
  priceCurrency: string | null;
  unit: string | null;
  place: string | null;
  createdAt: Date;
  author: { id: string; displayName: string; banned: boolean; deleted: boolean };
  image: { storageKey: string; width: number; height: number } | null;
};

export function createListingRepository(db: Executor) {
  return {
    async hasAnyListing(authorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.authorId, authorId), eq(listings.deleted, false)))
        .limit(1);
      return row !== undefined;
    },

    /** Newest published listings of authors who are not banned or deleted, with their first image. */
    /** With stock in use, sold-out listings stay off (spec §7: minStock 1), as in search. */
    async newestPublished(limit: number, stockManaged: boolean): Promise<NewestListingRow[]> {
      // One round trip: the first image comes from a lateral subquery (index on listing_id, position).
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
          title: listings.title,
          priceAmount: listings.priceAmount,
          priceCurrency: listings.priceCurrency,
          publicData: listings.publicData,
          createdAt: listings.createdAt,
          authorId: users.id,
          displayName: users.displayName,
          banned: users.banned,
          deleted: users.deleted,
          imageKey: firstImage.storageKey,
          imageWidth: firstImage.width,
          imageHeight: firstImage.height,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.authorId))
        .leftJoinLateral(firstImage, sql`true`)
        .where(
          and(
            eq(listings.state, "published"),
            eq(listings.deleted, false),
            eq(users.banned, false),
            eq(users.deleted, false),
            stockManaged ? sql`${listings.currentStock} >= 1` : undefined,
          ),
        )
        .orderBy(desc(listings.createdAt))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        priceAmount: r.priceAmount,
        priceCurrency: r.priceCurrency,
        unit: typeof r.publicData.unit === "string" ? r.publicData.unit : null,
        place: typeof r.publicData.place === "string" ? r.publicData.place : null,
        createdAt: r.createdAt,
        author: {
          id: r.authorId,
          displayName: r.displayName,
          banned: r.banned,
          deleted: r.deleted,
        },
        image:
          r.imageKey !== null && r.imageWidth !== null && r.imageHeight !== null
            ? { storageKey: r.imageKey, width: r.imageWidth, height: r.imageHeight }
            : null,
      }));
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
