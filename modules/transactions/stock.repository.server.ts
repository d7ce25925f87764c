import { and, asc, eq, sql } from "drizzle-orm";
import {
  listings,
  type StockReservationState,
  stockAdjustments,
  stockReservations,
} from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/**
 * Stock reservations on an executor (architecture: stock reservations): units taken and given
 * back with a compare-and-set, every change in the adjustments ledger with its reservation.
 * Part of the transactions repository, on the engine's database transaction.
 */
export function stockOn(db: Executor, now: () => Date) {
  return {
    /**
     * Reserves `quantity` units for the transaction in one statement: takes them if that many
     * are left (compare-and-set, never below zero), writes the pending reservation and its line
     * in the adjustments ledger. The stock left, or null when short (then nothing is written).
     */
    async reserveUnits(values: {
      transactionId: string;
      listingId: string;
      quantity: number;
      byUserId: string | null;
    }): Promise<number | null> {
      const { transactionId, listingId, quantity, byUserId } = values;
      const at = now();
      const result = await db.execute<{ stock: number }>(sql`
        with taken as (
          update ${listings} set current_stock = current_stock - ${quantity}::int, updated_at = ${at}::timestamptz
          where id = ${listingId}::uuid and current_stock >= ${quantity}::int
          returning current_stock
        ), reserved as (
          insert into ${stockReservations} (transaction_id, listing_id, quantity, state, created_at, updated_at)
          select ${transactionId}::uuid, ${listingId}::uuid, ${quantity}::int, 'pending', ${at}::timestamptz, ${at}::timestamptz
          from taken
          returning id
        ), adjusted as (
          insert into ${stockAdjustments} (listing_id, by_user_id, old_total, new_total, reason, reservation_id, created_at)
          select ${listingId}::uuid, ${byUserId}::uuid, taken.current_stock + ${quantity}::int, taken.current_stock, 'reserve', reserved.id, ${at}::timestamptz
          from taken, reserved
        )
        select current_stock as stock from taken`);
      return result.rows[0]?.stock ?? null;
    },

    /**
     * Keeps every pending reservation of the transaction (its payment arrived): the statement,
     * unrun, for the move's own (an action written with the move).
     */
    acceptReservationsQuery(transactionId: string) {
      return db
        .update(stockReservations)
        .set({ state: "accepted", updatedAt: now() })
        .where(
          and(
            eq(stockReservations.transactionId, transactionId),
            eq(stockReservations.state, "pending"),
          ),
        );
    },

    async giveBackStock(listingId: string, quantity: number): Promise<number | null> {
      const [row] = await db
        .update(listings)
        .set({
          currentStock: sql`coalesce(${listings.currentStock}, 0) + ${quantity}`,
          updatedAt: now(),
        })
        .where(eq(listings.id, listingId))
        .returning({ stock: listings.currentStock });
      return row?.stock ?? null;
    },

    async reservations(transactionId: string, state?: StockReservationState) {
      return db
        .select()
        .from(stockReservations)
        .where(
          and(
            eq(stockReservations.transactionId, transactionId),
            state ? eq(stockReservations.state, state) : undefined,
          ),
        )
        .orderBy(asc(stockReservations.listingId));
    },

    async setReservationState(id: string, state: StockReservationState): Promise<void> {
      await db
        .update(stockReservations)
        .set({ state, updatedAt: now() })
        .where(eq(stockReservations.id, id));
    },

    async recordAdjustment(values: {
      listingId: string;
      byUserId: string | null;
      oldTotal: number;
      newTotal: number;
      reason: "reserve" | "release";
      reservationId: string;
    }): Promise<void> {
      await db.insert(stockAdjustments).values({ ...values, createdAt: now() });
    },
  };
}
