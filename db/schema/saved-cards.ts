import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Each buyer's processor customer (cus_…), created on their first saved card (decision 081). */
export const savedCardCustomers = pgTable("saved_card_customers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Test mode's customers (cus_test_…), as Stripe keeps them. */
export const testCustomers = pgTable("test_customers", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").unique(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  /** invoice_settings.default_payment_method */
  defaultPaymentMethod: text("default_payment_method"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Test payment methods attached to a test customer: brand, last four and expiry, never a number. */
export const testPaymentMethods = pgTable(
  "test_payment_methods",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => testCustomers.id),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    attachedAt: timestamp("attached_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("test_payment_methods_customer_idx").on(t.customerId)],
);

/** Test mode's setup intents (seti_test_…). */
export const testSetupIntents = pgTable("test_setup_intents", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").unique(),
  customerId: text("customer_id")
    .notNull()
    .references(() => testCustomers.id),
  status: text("status").notNull(),
  clientSecret: text("client_secret").notNull(),
  paymentMethod: text("payment_method"),
  lastError: jsonb("last_error").$type<Record<string, unknown>>(),
  returnUrl: text("return_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
