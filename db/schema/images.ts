// Tables the images module owns (one schema file per module, decision 036).
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { transactions } from "./transactions";
import { users } from "./users";

export const listingImages = pgTable(
  "listing_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    position: smallint("position").notNull().default(0),
    /** Storage key prefix; variants live at `${key}/${variant}.${ext}`. */
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants")
      .$type<Record<string, { width: number; height: number; formats: string[] }>>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_images_listing_idx").on(t.listingId, t.position)],
);

/** Profile pictures: square crops at 40×40 and 80×80 (and larger for high-density screens). */
export const profileImages = pgTable("profile_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  ownerId: uuid("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  storageKey: text("storage_key").notNull(),
  variants: jsonb("variants")
    .$type<Record<string, { width: number; height: number; formats: string[] }>>()
    .notNull()
    .default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A buyer's photos of a disputed order (decision 084): at most five, in the order sent. */
export const disputeImages = pgTable(
  "dispute_images",
  {
    id: uuid("id").primaryKey(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    position: smallint("position").notNull().default(0),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants")
      .$type<Record<string, { width: number; height: number; formats: string[] }>>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("dispute_images_position_range", sql`${t.position} BETWEEN 0 AND 4`),
    uniqueIndex("dispute_images_transaction_position_idx").on(t.transactionId, t.position),
  ],
);
