import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { avatarInitials } from "#modules/users";
import {
  type ListingState,
  listingImages,
  listings,
  type PayoutState,
  profileImages,
  stockAdjustments,
  users,
} from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import type { ListingImageView, ListingView } from "./listing-view";

export type ListingRow = typeof listings.$inferSelect;
export type ListingInsert = typeof listings.$inferInsert;

const authorColumns = {
  id: users.id,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  banned: users.banned,
  deleted: users.deleted,
  stripeConnected: users.stripeConnected,
  profileImageKey: profileImages.storageKey,
};

function toView(
  row: ListingRow,
  author: {
    id: string;
    displayName: string;
    firstName: string;
    lastName: string;
    banned: boolean;
    deleted: boolean;
    stripeConnected: boolean;
    profileImageKey: string | null;
  },
  images: ListingImageView[],
): ListingView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    state: row.state,
    deleted: row.deleted,
    price:
      row.priceAmount !== null && row.priceCurrency !== null
        ? { amount: row.priceAmount, currency: row.priceCurrency }
        : null,
    geolocation: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    category: row.category,
    brand: row.brand,
    size: row.size,
    availableUntil: row.availableUntil,
    disclaimer: row.disclaimer,
    minimumOrderFee: row.minimumOrderFee,
    currentStock: row.currentStock,
    availabilityPlan: row.availabilityPlan,
    publicData: row.publicData,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    author: {
      id: author.id,
      displayName: author.displayName,
      abbreviatedName: avatarInitials(author),
      banned: author.banned,
      deleted: author.deleted,
      stripeConnected: author.stripeConnected,
      profileImageKey: author.profileImageKey,
    },
    images,
  };
}

/**
 * Drizzle access for listings as their providers and operators work on them; on the pool or on
 * a use-case's transaction (`db`), with the service's clock for every timestamp it writes.
 */
export function createOwnListingRepository(db: Executor, now: () => Date) {
  async function imagesOf(
    listingIds: string[],
    limitPerListing?: number,
  ): Promise<Map<string, ListingImageView[]>> {
    const map = new Map<string, ListingImageView[]>();
    if (listingIds.length === 0) return map;
    const rows = await db
      .select()
      .from(listingImages)
      .where(inArray(listingImages.listingId, listingIds))
      .orderBy(asc(listingImages.listingId), asc(listingImages.position));
    for (const r of rows) {
      const list = map.get(r.listingId!) ?? [];
      if (limitPerListing === undefined || list.length < limitPerListing) {
        list.push({
          id: r.id,
          storageKey: r.storageKey,
          width: r.width,
          height: r.height,
          variants: r.variants,
        });
      }
      map.set(r.listingId!, list);
    }
    return map;
  }

  async function findRows(
    where: ReturnType<typeof and>,
    order = desc(listings.createdAt),
    limit = 1,
    offset = 0,
  ) {
    return db
      .select({ listing: listings, author: authorColumns })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.authorId))
      .leftJoin(profileImages, eq(profileImages.id, users.profileImageId))
      .where(where)
      .orderBy(order)
      .limit(limit)
      .offset(offset);
  }

  return {
    async insert(values: ListingInsert): Promise<ListingRow> {
      const at = now();
      const [row] = await db
        .insert(listings)
        .values({ createdAt: at, updatedAt: at, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: Partial<ListingInsert>): Promise<ListingRow | null> {
      const [row] = await db
        .update(listings)
        .set({ ...values, updatedAt: now() })
        .where(eq(listings.id, id))
        .returning();
      return row ?? null;
    },

    /** Compare-and-set on the state, so two racing requests cannot both move it. */
    async setState(id: string, from: ListingState, to: ListingState): Promise<boolean> {
      const rows = await db
        .update(listings)
        .set({ state: to, updatedAt: now() })
        .where(and(eq(listings.id, id), eq(listings.state, from), eq(listings.deleted, false)))
        .returning({ id: listings.id });
      return rows.length === 1;
    },

    async findRow(id: string): Promise<ListingRow | null> {
      const [row] = await db.select().from(listings).where(eq(listings.id, id));
      return row ?? null;
    },

    /**
     * The row, locked until the transaction ends: a use-case that reads, decides and writes
     * (publicData merges, the stock baseline) cannot interleave with another on the same listing.
     */
    async lockRow(id: string): Promise<ListingRow | null> {
      const [row] = await db.select().from(listings).where(eq(listings.id, id)).for("update");
      return row ?? null;
    },

    /** The author's payout account state as stored now (decision 078): which refusal to show. */
    async payoutStateOf(userId: string): Promise<PayoutState> {
      const [row] = await db
        .select({ state: users.payoutState })
        .from(users)
        .where(eq(users.id, userId));
      return row?.state ?? "none";
    },

    async findView(id: string): Promise<ListingView | null> {
      const [row] = await findRows(eq(listings.id, id));
      if (!row) return null;
      const images = await imagesOf([id]);
      return toView(row.listing, row.author, images.get(id) ?? []);
    },

    async queryByAuthor(
      authorId: string,
      options: {
        page: number;
        perPage: number;
        states?: ListingState[];
        imagesPerListing?: number;
      },
    ): Promise<{ listings: ListingView[]; totalItems: number }> {
      const where = and(
        eq(listings.authorId, authorId),
        eq(listings.deleted, false),
        options.states ? inArray(listings.state, options.states) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        findRows(
          where,
          desc(listings.createdAt),
          options.perPage,
          (options.page - 1) * options.perPage,
        ),
        db.select({ n: count() }).from(listings).where(where),
      ]);
      const images = await imagesOf(
        rows.map((r) => r.listing.id),
        options.imagesPerListing,
      );
      return {
        listings: rows.map((r) => toView(r.listing, r.author, images.get(r.listing.id) ?? [])),
        totalItems: total?.n ?? 0,
      };
    },

    async queryByState(state: ListingState, limit: number): Promise<ListingView[]> {
      const rows = await findRows(
        and(eq(listings.state, state), eq(listings.deleted, false)),
        desc(listings.updatedAt),
        limit,
      );
      const images = await imagesOf(
        rows.map((r) => r.listing.id),
        1,
      );
      return rows.map((r) => toView(r.listing, r.author, images.get(r.listing.id) ?? []));
    },

    async imageCount(listingId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(listingImages)
        .where(eq(listingImages.listingId, listingId));
      return row?.n ?? 0;
    },

    /**
     * Makes `imageIds` (in this order) the listing's photos. Only images the
     * owner uploaded and that are free or already on this listing can be used;
     * photos dropped from the list are detached and deleted.
     */
    async setImages(listingId: string, ownerId: string, imageIds: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const usable = await tx
          .select({ id: listingImages.id })
          .from(listingImages)
          .where(
            and(
              inArray(
                listingImages.id,
                imageIds.length ? imageIds : ["00000000-0000-0000-0000-000000000000"],
              ),
              eq(listingImages.ownerId, ownerId),
              or(isNull(listingImages.listingId), eq(listingImages.listingId, listingId)),
            ),
          );
        const allowed = new Set(usable.map((u) => u.id));
        const ordered = imageIds.filter((id) => allowed.has(id));
        await tx
          .delete(listingImages)
          .where(
            and(
              eq(listingImages.listingId, listingId),
              ordered.length ? notInArray(listingImages.id, ordered) : undefined,
            ),
          );
        for (const [position, id] of ordered.entries()) {
          await tx
            .update(listingImages)
            .set({ listingId, position })
            .where(eq(listingImages.id, id));
        }
        return ordered.length;
      });
    },

    /**
     * Stock compare-and-set (spec §3): the update applies only if the stock is
     * still `oldTotal`; each change is recorded as an adjustment.
     */
    async compareAndSetStock(
      listingId: string,
      oldTotal: number | null,
      newTotal: number,
      byUserId: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(listings)
          .set({ currentStock: newTotal, updatedAt: now() })
          .where(
            and(
              eq(listings.id, listingId),
              sql`${listings.currentStock} IS NOT DISTINCT FROM ${oldTotal}`,
            ),
          )
          .returning({ id: listings.id });
        if (updated.length === 0) return false;
        await tx
          .insert(stockAdjustments)
          .values({ listingId, byUserId, oldTotal, newTotal, createdAt: now() });
        return true;
      });
    },

    async stockAdjustments(listingId: string) {
      return db
        .select()
        .from(stockAdjustments)
        .where(eq(stockAdjustments.listingId, listingId))
        .orderBy(asc(stockAdjustments.createdAt));
    },
  };
}
export type OwnListingRepository = ReturnType<typeof createOwnListingRepository>;
