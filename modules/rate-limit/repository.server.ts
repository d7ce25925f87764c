import { eq, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/**
 * Fixed-window counters in PostgreSQL (the rate_limits table), so every app
 * server sees the same counts. Used for login attempts and uploads.
 */
export function createRateLimitRepository(db: Executor) {
  return {
    /** Counts one hit for `key` and returns the count in the current window. */
    async hit(key: string, windowMs: number, now: Date): Promise<number> {
      const windowStart = new Date(now.getTime() - windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.windowStart} < ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            windowStart: sql`CASE WHEN ${rateLimits.windowStart} < ${windowStart} THEN ${now} ELSE ${rateLimits.windowStart} END`,
          },
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? 1;
    },
    /** The count for `key` in the current window, without counting a hit. */
    async count(key: string, windowMs: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      if (!row || row.windowStart.getTime() < now.getTime() - windowMs) return 0;
      return row.count;
    },
    async reset(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
