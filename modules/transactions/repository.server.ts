import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, lt, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import {
  enqueueAllOn,
  enqueueOn,
  type OutboxJob,
  outboxInsertQuery,
  type TimerArming,
  timerArmingQuery,
  timerCancelQuery,
  timersOn,
} from "#modules/jobs/server";
import {
  availabilityExceptions,
  type BookingState,
  bookings,
  HOLDING_BOOKING_STATES,
  listings,
  type stockReservations,
  transactions,
  transactionTransitions,
  users,
} from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import { orderNumberFrom } from "./order-number";
import { stockOn } from "./stock.repository.server";

// With a billion numbers a clash is rare; ten in a row means something else is wrong.
const NUMBER_ATTEMPTS = 10;

export type TransactionRow = typeof transactions.$inferSelect;
export type TransactionInsert = typeof transactions.$inferInsert;
export type { TimerRow } from "#modules/jobs/server";
export type ReservationRow = typeof stockReservations.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/**
 * Drizzle access for transactions, their history, timers, stock reservations and the outbox;
 * on the pool or on the engine's transaction (`db`), with the services' clock for every time.
 */

/** What the engine needs to know of a party: may they buy, may they be paid. */
const PARTY_COLUMNS = {
  id: users.id,
  banned: users.banned,
  deleted: users.deleted,
  stripeConnected: users.stripeConnected,
};

/** The customer's orders waiting for payment, other than `exceptCheckoutId`'s. */
const unpaidOf = (customerId: string, exceptCheckoutId: string | null) =>
  and(
    eq(transactions.customerId, customerId),
    eq(transactions.state, "pending-payment"),
    exceptCheckoutId
      ? sql`${transactions.checkoutId} IS DISTINCT FROM ${exceptCheckoutId}`
      : undefined,
  );

export function createTransactionRepository(db: Executor, now: () => Date) {
  async function lockCustomer(customerId: string): Promise<void> {
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, customerId))
      .for("no key update");
  }
  return {
    /**
     * Inserts the order with a fresh number (decision 070). A clash with an existing number is
     * skipped by `ON CONFLICT` (which, unlike an error, leaves the database transaction usable)
     * and drawn again.
     */
    async insert(
      values: Omit<TransactionInsert, "createdAt" | "orderNumber">,
    ): Promise<TransactionRow> {
      for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
        const [row] = await db
          .insert(transactions)
          .values({ ...values, orderNumber: orderNumberFrom(randomBytes(6)), createdAt: now() })
          .onConflictDoNothing({ target: transactions.orderNumber })
          .returning();
        if (row) return row;
      }
      throw new Error("No free order number");
    },

    async find(id: string): Promise<TransactionRow | null> {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row ?? null;
    },

    /** The row under `FOR UPDATE`: every move of one transaction runs after the one before. */
    async lock(id: string): Promise<TransactionRow | null> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(eq(transactions.id, id))
        .for("update");
      return row ?? null;
    },

    /**
     * A checkout's orders under `FOR UPDATE`, in ascending id order (so two confirmations of one
     * checkout, a return page and a webhook, wait for each other instead of deadlocking).
     */
    async lockByCheckout(checkoutId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(eq(transactions.checkoutId, checkoutId))
        .orderBy(asc(transactions.id))
        .for("update");
    },

    /**
     * A move and everything written beside it, in one statement (a data-modifying WITH): the
     * state change (compare-and-set on state and version, a second guard behind the row lock), its history row,
     * the old state's timers cancelled, the new state's armed, the outbox rows, and its actions'
     * writes that need nothing back (`withMove`: reservations kept, the charge). False when
     * the compare-and-set missed; the caller then throws, and the transaction rolls the rest
     * back. The timer rows cancelled and armed never overlap: they belong to different states,
     * and a state re-entered is never armed twice (the timers' unique index).
     */
    async recordMove(move: {
      row: TransactionRow;
      to: string;
      transition: string;
      at: Date;
      changes: Partial<TransactionInsert>;
      history: { byRole: string; byUserId: string | null };
      cancelTimersOf: string | null;
      timers: readonly TimerArming[];
      jobs: readonly OutboxJob[];
      /** The statements of its actions written with it (`with-move`), unrun. */
      withMove?: readonly SQLWrapper[];
    }): Promise<boolean> {
      const { row, to, transition, at } = move;
      const moved = db
        .update(transactions)
        .set({
          ...move.changes,
          state: to,
          lastTransition: transition,
          lastTransitionedAt: at,
          version: row.version + 1,
        })
        .where(
          and(
            eq(transactions.id, row.id),
            eq(transactions.state, row.state),
            eq(transactions.version, row.version),
          ),
        )
        .returning({ id: transactions.id });
      const parts = [
        sql`moved as (${moved.getSQL()})`,
        sql`history as (${db
          .insert(transactionTransitions)
          .values({
            transactionId: row.id,
            transition,
            byRole: move.history.byRole,
            byUserId: move.history.byUserId,
            fromState: row.state,
            toState: to,
            createdAt: at,
          })
          .getSQL()})`,
      ];
      if (move.cancelTimersOf !== null) {
        const cancel = timerCancelQuery(db, row.id, move.cancelTimersOf, at);
        parts.push(sql`canceled as (${cancel.getSQL()})`);
      }
      const armed = timerArmingQuery(db, move.timers, now());
      if (armed) parts.push(sql`armed as (${armed.getSQL()})`);
      const queued = outboxInsertQuery(db, move.jobs);
      if (queued) parts.push(sql`queued as (${queued.getSQL()})`);
      (move.withMove ?? []).forEach((write, i) => {
        parts.push(sql`${sql.raw(`action${i}`)} as (${write.getSQL()})`);
      });
      const result = await db.execute<{ n: number }>(
        sql`with ${sql.join(parts, sql`, `)} select count(*)::int as n from moved`,
      );
      return result.rows[0]?.n === 1;
    },

    async history(transactionId: string) {
      return db
        .select()
        .from(transactionTransitions)
        .where(eq(transactionTransitions.transactionId, transactionId))
        .orderBy(asc(transactionTransitions.createdAt), asc(transactionTransitions.id));
    },

    /** When the transaction first entered `state`, or null if it never did. */
    async firstEnteredAt(transactionId: string, state: string): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<Date>`min(${transactionTransitions.createdAt})`.mapWith((v) =>
            v === null ? null : new Date(v as string),
          ),
        })
        .from(transactionTransitions)
        .where(
          and(
            eq(transactionTransitions.transactionId, transactionId),
            eq(transactionTransitions.toState, state),
          ),
        );
      return row?.at ?? null;
    },

    /**
     * Locks the customer's row: the unpaid cap is counted after it (`unpaidCount`), so two
     * checkouts of one buyer count one after the other.
     */
    lockCustomer,

    /**
     * The customer's orders waiting for payment, other than `exceptCheckoutId`'s, counted under
     * a lock on the customer's row. Two statements, not one: under READ COMMITTED a count in
     * the locking statement would use the snapshot taken before it waited for the lock, and
     * miss the orders of the checkout it waited for.
     */
    async lockCustomerAndCountUnpaid(
      customerId: string,
      exceptCheckoutId: string | null,
    ): Promise<number> {
      await lockCustomer(customerId);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(unpaidOf(customerId, exceptCheckoutId));
      return row?.n ?? 0;
    },

    // Listings and stock. Rows are locked in ascending id order so two orders over the same
    // listings wait for each other instead of deadlocking.
    async lockListings(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listings)
        .where(inArray(listings.id, [...ids]))
        .orderBy(asc(listings.id))
        .for("update");
    },

    /** The listings as they are now, without a lock (speculative initiation reads only). */
    async listingsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listings)
        .where(inArray(listings.id, [...ids]))
        .orderBy(asc(listings.id));
    },

    /** What the engine needs to know of the parties: may they buy, may they be paid. */
    async users(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select(PARTY_COLUMNS)
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /**
     * `users` of the buyer and of the listings' authors, in one read, each row with the
     * buyer's `unpaidCount` (read after `lockCustomer`: this statement's snapshot is newer
     * than the lock it waited for).
     */
    async partiesAndUnpaid(
      customerId: string,
      listingIds: readonly string[],
      exceptCheckoutId: string | null,
    ) {
      const rows = await db
        .select({
          ...PARTY_COLUMNS,
          unpaid: sql<number>`(select count(*)::int from ${transactions} where ${unpaidOf(customerId, exceptCheckoutId)})`,
        })
        .from(users)
        .where(
          or(
            eq(users.id, customerId),
            listingIds.length === 0
              ? undefined
              : inArray(
                  users.id,
                  db
                    .select({ id: listings.authorId })
                    .from(listings)
                    .where(inArray(listings.id, [...listingIds])),
                ),
          ),
        );
      return {
        parties: rows.map(({ unpaid: _, ...party }) => party),
        unpaid: rows[0]?.unpaid ?? 0,
      };
    },

    async byCheckout(checkoutId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(eq(transactions.checkoutId, checkoutId))
        .orderBy(asc(transactions.createdAt), asc(transactions.id));
    },

    // Bookings (decision 058): written and read under the listing's row lock.
    async insertBooking(values: {
      transactionId: string;
      listingId: string;
      start: Date;
      end: Date;
      displayStart: Date;
      displayEnd: Date;
      seats: number;
    }): Promise<BookingRow> {
      const at = now();
      const [row] = await db
        .insert(bookings)
        .values({ ...values, state: "pending", createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    async booking(transactionId: string): Promise<BookingRow | null> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.transactionId, transactionId));
      return row ?? null;
    },

    /** Other transactions' bookings holding seats of the listing in [start, end). */
    async holdingBookings(
      listingId: string,
      start: Date,
      end: Date,
      exceptTransactionId: string | null,
    ) {
      return db
        .select({ start: bookings.start, end: bookings.end, seats: bookings.seats })
        .from(bookings)
        .where(
          and(
            eq(bookings.listingId, listingId),
            inArray(bookings.state, [...HOLDING_BOOKING_STATES]),
            lt(bookings.start, end),
            gt(bookings.end, start),
            exceptTransactionId ? ne(bookings.transactionId, exceptTransactionId) : undefined,
          ),
        );
    },

    /** Moves a booking on from `from` (compare-and-set); false when it was not there. */
    async setBookingState(id: string, from: BookingState, to: BookingState): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ state: to, updatedAt: now() })
        .where(and(eq(bookings.id, id), eq(bookings.state, from)))
        .returning({ id: bookings.id });
      return rows.length === 1;
    },

    async availabilityExceptions(listingId: string, start: Date, end: Date) {
      return db
        .select()
        .from(availabilityExceptions)
        .where(
          and(
            eq(availabilityExceptions.listingId, listingId),
            lt(availabilityExceptions.start, end),
            gt(availabilityExceptions.end, start),
          ),
        );
    },

    // Stock reservations (stock.repository.server.ts).
    ...stockOn(db, now),
    // Timers and the outbox are the jobs module's (decision 072), on this same executor.
    ...timersOn(db, now),
    enqueue: (job: OutboxJob) => enqueueOn(db, job),
    enqueueAll: (jobs: readonly OutboxJob[]) => enqueueAllOn(db, jobs),
  };
}

export type TransactionRepository = ReturnType<typeof createTransactionRepository>;
