import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, stockReservations } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";

/** One round of the oversell benches: 20 listings × 5 units of 4 payment-connected sellers. */
export const LISTINGS = 20;
export const UNITS = 5;

export async function createStockRound(db: Database, round: number) {
  const sellers = await Promise.all(
    Array.from({ length: 4 }, () => createUser(db, { stripeConnected: true })),
  );
  // 200 buyers for 1000 attempts: each holds at most 5 unpaid orders (decision 063).
  const buyers = await Promise.all(Array.from({ length: 200 }, () => createUser(db)));
  const stock: Awaited<ReturnType<typeof createListing>>[] = [];
  for (let i = 0; i < LISTINGS; i++) {
    stock.push(
      await createListing(db, {
        authorId: sellers[i % sellers.length]!.id,
        title: `Bench ${round}-${i}`,
        priceAmount: 300,
        currentStock: UNITS,
      }),
    );
  }
  return { buyers, stock };
}

/** What is left of the round's stock, what is held by reservations, and the outcomes counted. */
export async function stockAfter(db: Database, listingIds: string[], outcomes: string[]) {
  const [left] = await db
    .select({
      total: sql<number>`sum(${listings.currentStock})::int`,
      min: sql<number>`min(${listings.currentStock})::int`,
    })
    .from(listings)
    .where(inArray(listings.id, listingIds));
  const [held] = await db
    .select({ units: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(inArray(stockReservations.listingId, listingIds));
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  return { left: left?.total ?? -1, min: left?.min ?? -1, reserved: held?.units ?? -1, counts };
}
