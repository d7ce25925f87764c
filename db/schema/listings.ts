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
    /** Why it moved: a provider's edit (null), or reserve, release (a transaction's stock). */
    reason: text("reason"),
    /** The stock_reservations row a reserve or release belongs to. */
    reservationId: uuid("reservation_id"),
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
