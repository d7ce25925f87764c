import { eq, sql } from "drizzle-orm";
import { savedCardCustomers } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/** Drizzle access for each buyer's processor customer id (decision 081). */
export function createSavedCardRepository(db: Executor, now: () => Date) {
  return {
    async customerOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ customerId: savedCardCustomers.customerId })
        .from(savedCardCustomers)
        .where(eq(savedCardCustomers.userId, userId));
      return row?.customerId ?? null;
    },

    /**
     * Holds this buyer's customer creation until the transaction ends: a second first save
     * waits, then finds the customer the first one made.
     */
    async lockBuyer(userId: string) {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`saved-card-customer:${userId}`}, 0))`,
      );
    },

    async insert(userId: string, customerId: string) {
      await db
        .insert(savedCardCustomers)
        .values({ userId, customerId, createdAt: now() })
        .onConflictDoNothing({ target: savedCardCustomers.userId });
    },
  };
}

export type SavedCardRepository = ReturnType<typeof createSavedCardRepository>;
