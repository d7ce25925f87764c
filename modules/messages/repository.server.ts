import { createHash } from "node:crypto";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { enqueueOn, type OutboxJob } from "#modules/jobs/server";
import { conversationReads, messages, profileImages, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import { unread } from "./waiting-sql.server";

/** A UUID fixed by the transaction: the key that makes the first message's insert idempotent. */
function firstMessageId(transactionId: string): string {
  const h = createHash("sha256").update(`first-message:${transactionId}`).digest("hex");
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Messages of transactions with their senders; `now` is the services' clock. */
export function createMessageRepository(db: Executor, now: () => Date) {
  const columns = {
    id: messages.id,
    content: messages.content,
    createdAt: messages.createdAt,
    senderId: users.id,
    displayName: users.displayName,
    firstName: users.firstName,
    lastName: users.lastName,
    banned: users.banned,
    deleted: users.deleted,
    profileImageKey: profileImages.storageKey,
  };
  const select = () =>
    db
      .select(columns)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .leftJoin(profileImages, eq(profileImages.id, users.profileImageId));
  return {
    /**
     * A message's mail, as an outbox row on this executor: it commits with the message or not at
     * all (decision 072).
     */
    enqueueMail: (job: OutboxJob) => enqueueOn(db, job),

    async insert(values: { transactionId: string; senderId: string; content: string }) {
      const [row] = await db
        .insert(messages)
        .values({ ...values, createdAt: now() })
        .returning();
      return row!;
    },

    /**
     * The checkout's message as the order's first message, once: its id is derived from the
     * transaction, so a repeated confirmation writes nothing more. Null when it already existed.
     */
    async insertFirst(values: { transactionId: string; senderId: string; content: string }) {
      const [row] = await db
        .insert(messages)
        .values({ ...values, id: firstMessageId(values.transactionId), createdAt: now() })
        .onConflictDoNothing({ target: messages.id })
        .returning();
      return row ?? null;
    },

    /** One side's conversation state, locked until the transaction ends (decision 067). */
    async lockConversation(transactionId: string, userId: string) {
      await db
        .insert(conversationReads)
        .values({ transactionId, userId })
        .onConflictDoNothing({
          target: [conversationReads.transactionId, conversationReads.userId],
        });
      const [row] = await db
        .select({ readAt: conversationReads.readAt, mailedAt: conversationReads.mailedAt })
        .from(conversationReads)
        .where(
          and(
            eq(conversationReads.transactionId, transactionId),
            eq(conversationReads.userId, userId),
          ),
        )
        .for("update");
      return row ?? null;
    },

    /** A message to `userId` arrived `at` (and they were mailed about it, when `mailed`). */
    async noteUnread(transactionId: string, userId: string, at: Date, mailed: boolean) {
      await db
        .insert(conversationReads)
        .values({ transactionId, userId, lastMessageAt: at, mailedAt: mailed ? at : null })
        .onConflictDoUpdate({
          target: [conversationReads.transactionId, conversationReads.userId],
          set: {
            lastMessageAt: at,
            ...(mailed ? { mailedAt: at } : {}),
          },
        });
    },

    /** `userId` has seen the conversation as it is `at`. */
    async markRead(transactionId: string, userId: string, at: Date) {
      await db
        .insert(conversationReads)
        .values({ transactionId, userId, readAt: at })
        .onConflictDoUpdate({
          target: [conversationReads.transactionId, conversationReads.userId],
          set: { readAt: at },
        });
    },

    /** Of these transactions, those with a message `userId` has not read. */
    async unreadAmong(userId: string, transactionIds: readonly string[]): Promise<Set<string>> {
      if (transactionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: conversationReads.transactionId })
        .from(conversationReads)
        .where(
          and(
            eq(conversationReads.userId, userId),
            inArray(conversationReads.transactionId, [...transactionIds]),
            unread,
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    async find(id: string) {
      const [row] = await select().where(eq(messages.id, id));
      return row ?? null;
    },

    /** Who wrote the newest message of each of these transactions (absent: no messages). */
    async lastSenders(transactionIds: readonly string[]): Promise<Map<string, string>> {
      if (transactionIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.transactionId], {
          transactionId: messages.transactionId,
          senderId: messages.senderId,
        })
        .from(messages)
        .where(inArray(messages.transactionId, [...transactionIds]))
        .orderBy(messages.transactionId, desc(messages.createdAt), desc(messages.id));
      return new Map(rows.map((r) => [r.transactionId, r.senderId]));
    },

    /**
     * Page `page` counted from the newest message; the rows come newest first. The total rides
     * along on each row (a window count: one statement, decision 088); a page past the end has
     * no rows to carry it, so only then is it counted apart.
     */
    /**
     * A page of the conversation. `readerId`: also says whether that reader has a message in it
     * not read yet (`readerUnread`), so opening a conversation read already writes nothing.
     */
    async page(transactionId: string, page: number, perPage: number, readerId?: string) {
      const readerUnread = readerId
        ? sql<
            boolean | null
          >`(select ${unread} from ${conversationReads} where ${conversationReads.transactionId} = ${messages.transactionId} and ${conversationReads.userId} = ${readerId})`
        : sql<null>`null`;
      // Each row with the number of all the rows that match (before the limit).
      const found = await db
        .select({
          ...columns,
          total: sql<number>`(count(*) over ())::int`,
          readerUnread,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .leftJoin(profileImages, eq(profileImages.id, users.profileImageId))
        .where(eq(messages.transactionId, transactionId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const rows = found.map(({ total: _total, readerUnread: _unread, ...row }) => row);
      const unreadFor = found[0]?.readerUnread === true;
      if (found[0]) return { rows, totalItems: found[0].total, readerUnread: unreadFor };
      if (page === 1) return { rows, totalItems: 0, readerUnread: false };
      const [total] = await db
        .select({ n: count() })
        .from(messages)
        .where(eq(messages.transactionId, transactionId));
      return { rows, totalItems: total?.n ?? 0, readerUnread: false };
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
