import { and, gt, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { conversationReads, messages } from "../../db/schema";

// Unread: a message came after the last read (or there was never a read).
export const unread = and(
  sql`${conversationReads.lastMessageAt} IS NOT NULL`,
  or(
    isNull(conversationReads.readAt),
    gt(conversationReads.lastMessageAt, conversationReads.readAt),
  ),
) as SQL;

/**
 * The messages module's parts of the inbox dot's one statement (decision 088): the orders
 * module counts what waits for a user in a single query, and these say, in SQL, what only this
 * module knows about its tables.
 */
export const waitingSql = {
  /** `select` of the transaction ids with a message `userId` has not read. */
  unreadConversationIds: (userId: SQLWrapper): SQL =>
    sql`select ${conversationReads.transactionId} from ${conversationReads} where ${conversationReads.userId} = ${userId} and ${unread}`,
  /** The sender of the transaction's newest message (null when it has none): a scalar subquery. */
  lastSender: (transactionId: SQLWrapper): SQL =>
    sql`(select ${messages.senderId} from ${messages} where ${messages.transactionId} = ${transactionId} order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`,
};
export type WaitingSql = typeof waitingSql;
