import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const LISTING_STATES = ["draft", "pendingApproval", "published", "closed"] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export type AvailabilityPlan = {
  type: "availability-plan/day" | "availability-plan/time";
  timezone: string;
  entries: Array<{ dayOfWeek: string; seats: number; startTime?: string; endTime?: string }>;
};

export type ListingPublicData = {
  location?: { address: string; building?: string };
  rules?: string;
  unit?: string;
  pickupEnabled?: boolean;
  shippingEnabled?: boolean;
  shippingPriceInSubunitsOneItem?: number;
  shippingPriceInSubunitsAdditionalItems?: number;
  deliveryOptions?: Array<"pickup" | "shipping">;
  category?: string;
  place?: string;
  [key: string]: unknown;
};

export type ListingMetadata = { isAffiliate?: boolean; websiteAffiliate?: string };

export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    state: text("state", { enum: LISTING_STATES }).notNull().default("draft"),
    deleted: boolean("deleted").notNull().default(false),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    priceAmount: integer("price_amount"),
    priceCurrency: text("price_currency"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    category: text("category"),
    brand: text("brand"),
    size: text("size"),
    availableUntil: date("available_until"),
    disclaimer: text("disclaimer"),
    minimumOrderFee: integer("minimum_order_fee"),
    currentStock: integer("current_stock"),
    availabilityPlan: jsonb("availability_plan").$type<AvailabilityPlan>(),
    publicData: jsonb("public_data").$type<ListingPublicData>().notNull().default({}),
    privateData: jsonb("private_data").$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb("metadata").$type<ListingMetadata>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("listings_current_stock_non_negative", sql`${t.currentStock} >= 0`),
    check("listings_price_non_negative", sql`${t.priceAmount} >= 0`),
    index("listings_published_created_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.state} = 'published' AND NOT ${t.deleted}`),
    index("listings_author_idx").on(t.authorId, t.createdAt.desc()),
  ],
);

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

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => users.id),
    listingId: uuid("listing_id").references(() => listings.id),
    type: text("type", { enum: ["ofProvider", "ofCustomer"] }).notNull(),
    state: text("state", { enum: ["public", "pending"] })
      .notNull()
      .default("public"),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    index("reviews_subject_idx").on(t.subjectId, t.createdAt.desc()),
  ],
);

/** Every stock change, so a provider (and support) can see how the number moved. */
export const stockAdjustments = pgTable(
  "stock_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    byUserId: uuid("by_user_id").references(() => users.id),
    oldTotal: integer("old_total"),
    newTotal: integer("new_total").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_adjustments_listing_idx").on(t.listingId, t.createdAt)],
);

/** Availability exceptions for listings managed by availability (spec §3). */
export const availabilityExceptions = pgTable(
  "availability_exceptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
    seats: integer("seats").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("availability_exceptions_range", sql`${t.end} > ${t.start}`),
    check("availability_exceptions_seats", sql`${t.seats} >= 0`),
    index("availability_exceptions_listing_idx").on(t.listingId, t.start),
  ],
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
