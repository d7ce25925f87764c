import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listingImages, listings, users } from "../../db/schema";

export type ListingCardRow = {
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

export function createListingRepository(db: Database) {
  return {
    async hasAnyListing(authorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.authorId, authorId), eq(listings.deleted, false)))
        .limit(1);
      return row !== undefined;
    },

    /** Newest published listings of authors who are not banned or deleted. */
    async newestPublished(limit: number): Promise<ListingCardRow[]> {
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
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.authorId))
        .where(
          and(
            eq(listings.state, "published"),
            eq(listings.deleted, false),
            eq(users.banned, false),
            eq(users.deleted, false),
          ),
        )
        .orderBy(desc(listings.createdAt))
        .limit(limit);
      if (rows.length === 0) return [];
      const images = await db
        .selectDistinctOn([listingImages.listingId], {
          listingId: listingImages.listingId,
          storageKey: listingImages.storageKey,
          width: listingImages.width,
          height: listingImages.height,
        })
        .from(listingImages)
        .where(
          inArray(
            listingImages.listingId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(listingImages.listingId, listingImages.position);
      const imageOf = new Map(images.map((i) => [i.listingId, i]));
      return rows.map((r) => {
        const image = imageOf.get(r.id);
        return {
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
          image: image
            ? { storageKey: image.storageKey, width: image.width, height: image.height }
            : null,
        };
      });
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
