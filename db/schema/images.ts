// Tables the images module owns (one schema file per module, decision 036).
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { listings } from "./listings";
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
