import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

/**
 * One side's state of one conversation (decision 067): when the other side last wrote, when
 * this side last read it, and when they were last mailed about it. Unread: last_message_at
 * after read_at. A row appears with the first message to that side.
 */
export const conversationReads = pgTable(
  "conversation_reads",
  {
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.userId] }),
    index("conversation_reads_user_idx").on(t.userId),
  ],
);
