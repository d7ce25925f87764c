// Tables the audit module owns (one schema file per module, decision 036).
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every operator action and every login-as start and end (decision 082): who, what, when, on
 * what, why. Append-only: the database refuses UPDATE, DELETE and TRUNCATE, so not even an
 * operator with a database console can rewrite what was done through the product.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /**
     * The operator; null for the command line. No foreign key: the log outlives every row it
     * names and must never stand in the way of anything else.
     */
    actorId: uuid("actor_id"),
    /** What the actor was called at the time: kept when the account is later deleted. */
    actorLabel: text("actor_label").notNull(),
    /** A dotted name from the audit module's action list, e.g. `user.ban`. */
    action: text("action").notNull(),
    /** `user`, `listing`, `order`, `payout`, `job`, `session`. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** The target as a person reads it (a name, an order number, a title) at the time. */
    targetLabel: text("target_label").notNull().default(""),
    reason: text("reason").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);
