import { count, desc, eq, inArray } from "drizzle-orm";
import { messages, profileImages, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/** Messages of transactions with their senders; `now` is the services' clock. */
export function createMessageRepository(db: Executor, now: () => Date) {
  const select = () =>
    db
      .select({
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
      })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .leftJoin(profileImages, eq(profileImages.id, users.profileImageId));
  return {
    async insert(values: { transactionId: string; senderId: string; content: string }) {
      const [row] = await db
        .insert(messages)
        .values({ ...values, createdAt: now() })
        .returning();
      return row!;
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

    /** Page `page` counted from the newest message; the rows come newest first. */
    async page(transactionId: string, page: number, perPage: number) {
      const rows = await select()
        .where(eq(messages.transactionId, transactionId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db
        .select({ n: count() })
        .from(messages)
        .where(eq(messages.transactionId, transactionId));
      return { rows, totalItems: total?.n ?? 0 };
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
