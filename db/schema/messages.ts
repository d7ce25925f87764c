import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { transactions } from "./transactions";
import { users } from "./users";

/** A message between the two sides of a transaction (spec §3 Message: createdAt, content, sender). */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  // Pages of 100 newest first, per transaction (spec §7 messages.query).
  (t) => [index("messages_transaction_idx").on(t.transactionId, t.createdAt.desc(), t.id.desc())],
);
