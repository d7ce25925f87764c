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
import { users } from "./users";

/**
 * One buyer's checkout: one payment for the whole cart, one transaction per seller
 * (transactions.checkout_id). The (customer, idempotency key) pair makes a repeated submit
 * find the first one instead of reserving stock twice.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** What the buyer pays for every seller's order together (Σ payin totals), in cents. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    paymentIntentId: text("payment_intent_id"),
    /** Billing name and address, and per-seller shipping addresses and messages, as submitted. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Where the checkout started, so a bank's return lands on the same page. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("checkouts_customer_key_idx").on(t.customerId, t.idempotencyKey)],
);

export const PAYMENT_INTENT_STATUSES = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/**
 * The test-mode processor's payment intents, with Stripe's ids, statuses and fields. A
 * request repeated with the same idempotency key gets the first intent back.
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").unique(),
    amount: integer("amount").notNull(),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_INTENT_STATUSES }).notNull(),
    clientSecret: text("client_secret").notNull(),
    paymentMethodType: text("payment_method_type"),
    /** Card brand and last 4 digits, never the number. */
    paymentMethodDetails: jsonb("payment_method_details").$type<Record<string, unknown>>(),
    lastPaymentError: jsonb("last_payment_error").$type<Record<string, unknown>>(),
    /** The page the test bank or 3-D Secure page returns to. */
    returnUrl: text("return_url"),
    transferGroup: text("transfer_group"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    /** Saved cards (decision 081): the customer, the payment method used, and "off_session" to save it. */
    customer: text("customer"),
    paymentMethod: text("payment_method"),
    setupFutureUsage: text("setup_future_usage"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("payment_intents_amount_positive", sql`${t.amount} > 0`),
    check("payment_intents_refund_bounded", sql`${t.amountRefunded} BETWEEN 0 AND ${t.amount}`),
  ],
);

/** Refunds, each once per idempotency key (Stripe replays the first answer for a repeated key). */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: text("id").primaryKey(),
    paymentIntentId: text("payment_intent_id")
      .notNull()
      .references(() => paymentIntents.id),
    idempotencyKey: text("idempotency_key").unique(),
    amount: integer("amount").notNull(),
    reason: text("reason"),
    /** pending, succeeded, failed (decision 079): iDEAL and Bancontact refunds start pending. */
    status: text("status").notNull().default("succeeded"),
    failureReason: text("failure_reason"),
    /** When a pending test-mode refund settles. */
    settlesAt: timestamp("settles_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_refunds_intent_idx").on(t.paymentIntentId)],
);

/** Webhook events received, by Stripe's event id: a duplicate delivery is ignored. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  objectId: text("object_id"),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  /** Set once handled: a redelivery of an event whose handling failed is handled again. */
  processedAt: timestamp("processed_at", { withTimezone: true }),
});
