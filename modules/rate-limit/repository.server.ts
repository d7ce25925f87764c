import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema";

/**
 * Fixed-window counters in PostgreSQL (the rate_limits table), so every app
 * server sees the same counts. Used for login attempts and uploads.
 */
export function createRateLimitRepository(db: Database) {
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
    async reset(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
