// Tables the rate-limit module owns (one schema file per module, decision 036).
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters for rate limits, kept in the database so app servers stay stateless. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
