import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { transactions } from "./transactions";
import { users } from "./users";

export const LEDGER_KINDS = [
  "charge",
  "refund",
  "transfer",
  "transfer_reversal",
  "platform_fee",
  "platform_fee_refund",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every money movement, append-only (decision 079): a status change is a new row with the same
 * kind and object id; the database refuses UPDATE, DELETE and TRUNCATE. `entry_key` makes a
 * repeat (a webhook twice, a job retried) write nothing.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryKey: text("entry_key").notNull().unique(),
    checkoutId: uuid("checkout_id").notNull(),
    transactionId: uuid("transaction_id"),
    growerId: uuid("grower_id"),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    /** pi_…, re_…, tr_…, trr_…; a fee's is its transaction's id. */
    objectId: text("object_id").notNull(),
    /** Cents, never negative: the kind says which way the money went. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    /** What wrote it: a transition, a job, a webhook. */
    cause: text("cause").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("ledger_entries_checkout_idx").on(t.checkoutId),
    index("ledger_entries_object_idx").on(t.objectId, t.id),
    index("ledger_entries_pending_idx").on(t.kind, t.status),
    check("ledger_entries_amount_not_negative", sql`${t.amount} >= 0`),
  ],
);

export const PAYOUT_STATUSES = ["scheduled", "paid", "failed", "canceled", "reversed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One per received order: its payout total to its grower, after the payout delay. */
export const payouts = pgTable(
  "payouts",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id),
    checkoutId: uuid("checkout_id").notNull(),
    growerId: uuid("grower_id")
      .notNull()
      .references(() => users.id),
    amount: integer("amount").notNull(),
    /** What the platform keeps of the order: payin total − payout total. */
    fee: integer("fee").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Failed tries so far: the next try's idempotency key counts them. */
    attempts: integer("attempts").notNull().default(0),
    transferId: text("transfer_id"),
    reversalId: text("reversal_id"),
    lastFailure: text("last_failure"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payouts_grower_idx").on(t.growerId, t.createdAt)],
);

/** Test mode's transfers, with Stripe's ids and fields; one per idempotency key. */
export const testTransfers = pgTable("test_transfers", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  amount: integer("amount").notNull(),
  amountReversed: integer("amount_reversed").notNull().default(0),
  currency: text("currency").notNull(),
  destination: text("destination").notNull(),
  sourcePaymentIntent: text("source_payment_intent"),
  transferGroup: text("transfer_group"),
  status: text("status").notNull(),
  failureCode: text("failure_code"),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

export const testTransferReversals = pgTable("test_transfer_reversals", {
  id: text("id").primaryKey(),
  transferId: text("transfer_id")
    .notNull()
    .references(() => testTransfers.id),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  amount: integer("amount").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Test mode's connected-account state that transfers read: restricted accounts refuse them. */
export const testAccountRestrictions = pgTable("test_account_restrictions", {
  accountId: text("account_id").primaryKey(),
  restricted: boolean("restricted").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
