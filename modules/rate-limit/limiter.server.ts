import type { Executor } from "../../db/unit-of-work";
import { createRateLimitRepository } from "./repository.server";

/**
 * The rate-limit module's public use: fixed-window counters shared by every app server.
 * Other modules build it on their own executor (the pool or their open transaction), so a
 * hit counts inside the same transaction as the work it limits; they never see the table.
 */
export function createRateLimiter(db: Executor) {
  const counters = createRateLimitRepository(db);
  return {
    /** Counts one hit for `key` and returns the count in the current window. */
    hit: (key: string, windowMs: number, now: Date) => counters.hit(key, windowMs, now),
    /** The count for `key` in the current window, without counting a hit. */
    count: (key: string, windowMs: number, now: Date) => counters.count(key, windowMs, now),
    /** Forgets `key` (e.g. after a successful login). */
    reset: (key: string) => counters.reset(key),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
