import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type UserPublicData = {
  cart?: Array<{ id: string; authorId: string; quantity: number; deliveryMethod?: string }>;
  postalCode?: string;
  country?: "NL" | "BE";
  postalPlace?: string;
  [key: string]: unknown;
};
export type UserProtectedData = { phoneNumber?: string; [key: string]: unknown };

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
    stripeConnected: boolean("stripe_connected").notNull().default(false),
    isOperator: boolean("is_operator").notNull().default(false),
    scopes: text("scopes").array().notNull().default(sql`ARRAY['user']::text[]`),
    locale: text("locale").notNull().default("nl"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use e-mail verification and password reset tokens, stored hashed. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["verify-email", "reset-password"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_tokens_user_kind_idx").on(t.userId, t.kind, t.createdAt)],
);

/** Fixed-window counters for rate limits, kept in the database so app servers stay stateless. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
