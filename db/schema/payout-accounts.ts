import { boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** What Buurtoogst last read of a connected account (Stripe's `account` object, camel-cased). */
export type ConnectedAccountSnapshot = {
  id: string;
  country: string;
  defaultCurrency: string;
  accountType: "individual" | "company";
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: {
    currentlyDue: string[];
    pastDue: string[];
    eventuallyDue: string[];
    disabledReason: string | null;
  };
  bankLast4: string | null;
  businessProfileUrl: string | null;
  metadata: Record<string, string>;
};

/**
 * A grower's payout account (spec §3 stripeAccountData): the processor's account as last read,
 * with what the payout form shows again. The user row holds the id and the onboarding state.
 */
export const payoutAccounts = pgTable("payout_accounts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  accountId: text("account_id").notNull().unique(),
  country: text("country").notNull(),
  currency: text("currency").notNull(),
  accountType: text("account_type", { enum: ["individual", "company"] }).notNull(),
  companyName: text("company_name"),
  accountHolderName: text("account_holder_name").notNull(),
  data: jsonb("data").$type<ConnectedAccountSnapshot>().notNull(),
  /** Whether a mail about requirements was sent for the current `data` (not twice per change). */
  notifiedRequirements: text("notified_requirements"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * Test mode's connected accounts (decision 078): Stripe's side of a connected account when no
 * Stripe keys are set, with Stripe's ids (acct_test_…) and fields.
 */
export const testConnectedAccounts = pgTable("test_connected_accounts", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").unique(),
  country: text("country").notNull(),
  defaultCurrency: text("default_currency").notNull(),
  accountType: text("account_type", { enum: ["individual", "company"] }).notNull(),
  companyName: text("company_name"),
  email: text("email").notNull(),
  businessProfileUrl: text("business_profile_url"),
  businessProfileMcc: text("business_profile_mcc"),
  capabilities: text("capabilities").array().notNull(),
  bankLast4: text("bank_last4"),
  chargesEnabled: boolean("charges_enabled").notNull(),
  payoutsEnabled: boolean("payouts_enabled").notNull(),
  detailsSubmitted: boolean("details_submitted").notNull(),
  requirements: jsonb("requirements").$type<ConnectedAccountSnapshot["requirements"]>().notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  tosAcceptedAt: timestamp("tos_accepted_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** Test mode's bank account (btok_test_…) and account (ct_test_…) tokens, each used once. */
export const testAccountTokens = pgTable("test_account_tokens", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["bank_account", "account"] }).notNull(),
  /** bank_account: country, currency, last4, outcome; account: type, company, tos. */
  data: jsonb("data").$type<Record<string, string | boolean | null>>().notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
