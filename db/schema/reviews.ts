// Tables the reviews module owns (one schema file per module, decision 036).
import { sql } from "drizzle-orm";
import {
  check,
  index,
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
    /** The order the review is about; null for reviews imported without one. */
    transactionId: uuid("transaction_id").references(() => transactions.id, {
      onDelete: "cascade",
    }),
    type: text("type", { enum: ["ofProvider", "ofCustomer"] }).notNull(),
    // Pending until both sides have reviewed or the review period ends (spec §4).
    state: text("state", { enum: ["public", "pending"] })
      .notNull()
      .default("pending"),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    index("reviews_subject_idx").on(t.subjectId, t.createdAt.desc()),
    // Each side reviews an order once: a repeated post writes nothing.
    uniqueIndex("reviews_transaction_type_idx")
      .on(t.transactionId, t.type)
      .where(sql`${t.transactionId} IS NOT NULL`),
    index("reviews_listing_idx")
      .on(t.listingId, t.createdAt.desc())
      .where(sql`${t.state} = 'public'`),
  ],
);
