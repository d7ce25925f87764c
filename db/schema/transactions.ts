import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { users } from "./users";

/**
 * One seller's order going through a process (spec §3, §4). `state` moves only through the
 * engine (modules/transactions/engine.server.ts), under `SELECT … FOR UPDATE` on this row;
 * `version` counts the moves so a reader can compare-and-set without the lock.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The short number people quote ("BO-7K3M9Q", decision 070), drawn when the row is made. */
    orderNumber: text("order_number").notNull(),
    processAlias: text("process_alias").notNull(),
    state: text("state").notNull(),
    lastTransition: text("last_transition"),
    lastTransitionedAt: timestamp("last_transitioned_at", { withTimezone: true }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    /** The first (or only) listing; every listing of the order is in `listingIds`. */
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id),
    listingIds: uuid("listing_ids").array().notNull(),
    /** Quantities asked for, per listing id: what reserve-stock takes. */
    quantities: jsonb("quantities").$type<Record<string, number>>().notNull().default({}),
    deliveryMethod: text("delivery_method"),
    lineItems: jsonb("line_items").$type<unknown[]>().notNull().default([]),
    protectedData: jsonb("protected_data").$type<Record<string, unknown>>().notNull().default({}),
    payinTotal: integer("payin_total").notNull().default(0),
    payoutTotal: integer("payout_total").notNull().default(0),
    currency: text("currency").notNull().default("EUR"),
    /** The cart checkout this order was paid in, with the other sellers' orders. */
    checkoutId: uuid("checkout_id"),
    version: integer("version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("transactions_customer_idx").on(t.customerId, t.createdAt.desc()),
    index("transactions_provider_idx").on(t.providerId, t.createdAt.desc()),
    index("transactions_checkout_idx").on(t.checkoutId).where(sql`${t.checkoutId} IS NOT NULL`),
    uniqueIndex("transactions_order_number_idx").on(t.orderNumber),
  ],
);

/** The history (spec §3 transitions: createdAt, by, transition), append-only. */
export const transactionTransitions = pgTable(
  "transaction_transitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    transition: text("transition").notNull(),
    byRole: text("by_role").notNull(),
    byUserId: uuid("by_user_id").references(() => users.id),
    fromState: text("from_state").notNull(),
    toState: text("to_state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("transaction_transitions_tx_idx").on(t.transactionId, t.createdAt)],
);

/**
 * A delayed transition, armed in the same database transaction as the state change that
 * armed it. Workers claim due rows with `FOR UPDATE SKIP LOCKED` and a lease (decision 037).
 */
export const transactionTimers = pgTable(
  "transaction_timers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    transition: text("transition").notNull(),
    armedInState: text("armed_in_state").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    firedAt: timestamp("fired_at", { withTimezone: true }),
    /** Set when the transaction left the arming state first, or the timer was found stale. */
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("transaction_timers_once_idx").on(t.transactionId, t.transition, t.armedInState),
    index("transaction_timers_due_idx")
      .on(t.dueAt)
      .where(sql`${t.firedAt} IS NULL AND ${t.canceledAt} IS NULL`),
  ],
);

export const STOCK_RESERVATION_STATES = ["pending", "accepted", "released"] as const;
export type StockReservationState = (typeof STOCK_RESERVATION_STATES)[number];

/** Units of one listing held for one transaction: pending → accepted, or released (given back). */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id),
    quantity: integer("quantity").notNull(),
    state: text("state", { enum: STOCK_RESERVATION_STATES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("stock_reservations_quantity_positive", sql`${t.quantity} > 0`),
    uniqueIndex("stock_reservations_tx_listing_idx").on(t.transactionId, t.listingId),
    index("stock_reservations_listing_idx").on(t.listingId),
  ],
);

/**
 * Side effects (e-mails, payment calls) written in the same database transaction as the state
 * change; run at least once, each with a key derived from our ids so a repeat does nothing.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Gave up after the last attempt (decision 072): kept, with `lastError`, for an operator. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("outbox_available_idx")
      .on(t.availableAt)
      .where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
    index("outbox_failed_idx").on(t.failedAt).where(sql`${t.failedAt} IS NOT NULL`),
  ],
);

export const BOOKING_STATES = ["pending", "accepted", "declined", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** Booking states that hold the slot's seats. */
export const HOLDING_BOOKING_STATES = ["pending", "accepted"] as const;

/**
 * Spec §3 Booking: the time a transaction of an availability-managed listing holds, with its
 * seats. Pending from the request, accepted on payment; declined on expiry, cancelled on cancel
 * (which free the seats). Created under the listing's row lock (decision 058).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
    displayStart: timestamp("display_start", { withTimezone: true }).notNull(),
    displayEnd: timestamp("display_end", { withTimezone: true }).notNull(),
    seats: integer("seats").notNull().default(1),
    state: text("state", { enum: BOOKING_STATES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("bookings_seats_positive", sql`${t.seats} > 0`),
    check("bookings_end_after_start", sql`${t.end} > ${t.start}`),
    uniqueIndex("bookings_transaction_idx").on(t.transactionId),
    index("bookings_listing_holding_idx")
      .on(t.listingId, t.start, t.end)
      .where(sql`${t.state} IN ('pending', 'accepted')`),
  ],
);
