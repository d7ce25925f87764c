import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type UserPublicData = {
  cart?: Array<{ id: string; authorId: string; quantity: number; deliveryMethod?: string }>;
  postalCode?: string;
  country?: "NL" | "BE";
  postalPlace?: string;
  /** Profile website (spec §5), http or https. */
  website?: string;
  [key: string]: unknown;
};
export type UserProtectedData = { phoneNumber?: string; [key: string]: unknown };

/**
 * A grower's payout account, as far as selling goes (decision 078): none yet, verification
 * needed (requirements due or the account not yet enabled), enabled (charges and payouts), or
 * rejected by verification.
 */
export const PAYOUT_STATES = ["none", "verification_needed", "enabled", "rejected"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    displayName: text("display_name").notNull(),
    bio: text("bio"),
    publicData: jsonb("public_data").$type<UserPublicData>().notNull().default({}),
    protectedData: jsonb("protected_data").$type<UserProtectedData>().notNull().default({}),
    privateData: jsonb("private_data").$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    profileImageId: uuid("profile_image_id"),
    banned: boolean("banned").notNull().default(false),
    deleted: boolean("deleted").notNull().default(false),
    /** The connected account (Stripe's acct_…, or test mode's acct_test_…); decision 078. */
    stripeAccountId: text("stripe_account_id").unique(),
    /** The connected account's onboarding state, read from the processor (decision 078). */
    payoutState: text("payout_state", { enum: PAYOUT_STATES }).notNull().default("none"),
    /**
     * Payment-connected (spec §6): derived by the database from payout_state, never written
     * (decision 078). Buying from a grower and publishing a priced listing need it.
     */
    stripeConnected: boolean("stripe_connected")
      .notNull()
      .generatedAlwaysAs(sql`payout_state = 'enabled'`),
    isOperator: boolean("is_operator").notNull().default(false),
    scopes: text("scopes").array().notNull().default(sql`ARRAY['user']::text[]`),
    locale: text("locale").notNull().default("nl"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);
