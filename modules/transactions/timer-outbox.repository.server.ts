import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { outbox, transactionTimers } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type TimerRow = typeof transactionTimers.$inferSelect;

/**
 * The transaction repository's timer and outbox tables (part of createTransactionRepository):
 * rows armed and enqueued with a state change, claimed by workers with SKIP LOCKED and a lease.
 */
export function createTimerOutboxQueries(db: Executor, now: () => Date) {
  return {
    // Timers.
    async armTimer(values: {
      transactionId: string;
      transition: string;
      armedInState: string;
      dueAt: Date;
    }): Promise<void> {
      await db
        .insert(transactionTimers)
        .values({ ...values, createdAt: now() })
        .onConflictDoNothing();
    },

    /** Timers armed in a state the transaction just left will never be current again. */
    async cancelTimers(transactionId: string, armedInState: string, at: Date): Promise<void> {
      await db
        .update(transactionTimers)
        .set({ canceledAt: at })
        .where(
          and(
            eq(transactionTimers.transactionId, transactionId),
            eq(transactionTimers.armedInState, armedInState),
            isNull(transactionTimers.firedAt),
            isNull(transactionTimers.canceledAt),
          ),
        );
    },

    async timers(transactionId: string) {
      return db
        .select()
        .from(transactionTimers)
        .where(eq(transactionTimers.transactionId, transactionId))
        .orderBy(asc(transactionTimers.dueAt));
    },

    /**
     * Leases up to `limit` due timers nobody holds: `SKIP LOCKED` lets several workers claim
     * side by side, and the lease hands a crashed worker's claim to the next after `leaseMs`.
     */
    async claimDueTimers(at: Date, limit: number, leaseMs: number): Promise<TimerRow[]> {
      const until = new Date(at.getTime() + leaseMs);
      const due = db
        .select({ id: transactionTimers.id })
        .from(transactionTimers)
        .where(
          and(
            isNull(transactionTimers.firedAt),
            isNull(transactionTimers.canceledAt),
            sql`${transactionTimers.dueAt} <= ${at}`,
            sql`(${transactionTimers.lockedUntil} IS NULL OR ${transactionTimers.lockedUntil} <= ${at})`,
          ),
        )
        .orderBy(asc(transactionTimers.dueAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(transactionTimers)
        .set({ lockedUntil: until, attempts: sql`${transactionTimers.attempts} + 1` })
        .where(inArray(transactionTimers.id, due))
        .returning();
    },

    /** The timer under `FOR UPDATE` if it has neither fired nor been cancelled. */
    async lockOpenTimer(id: string): Promise<TimerRow | null> {
      const [row] = await db
        .select()
        .from(transactionTimers)
        .where(
          and(
            eq(transactionTimers.id, id),
            isNull(transactionTimers.firedAt),
            isNull(transactionTimers.canceledAt),
          ),
        )
        .for("update");
      return row ?? null;
    },

    async closeTimer(id: string, outcome: "fired" | "canceled", at: Date): Promise<void> {
      await db
        .update(transactionTimers)
        // A firing transition cancels its own state's timers on the way out; this one fired.
        .set(outcome === "fired" ? { firedAt: at, canceledAt: null } : { canceledAt: at })
        .where(eq(transactionTimers.id, id));
    },

    // Outbox.
    /** A side effect to run at least once; a second write with the same key is dropped. */
    async enqueue(values: {
      kind: string;
      idempotencyKey: string;
      payload: Record<string, unknown>;
      availableAt: Date;
    }): Promise<void> {
      await db
        .insert(outbox)
        .values({ ...values, createdAt: now() })
        .onConflictDoNothing({ target: outbox.idempotencyKey });
    },

    /**
     * Leases up to `limit` due outbox rows of the given kinds nobody holds (`SKIP LOCKED`, as
     * the timers): a runner that dies mid-way leaves a lease that runs out, and the row runs
     * again — at least once, so each handler is idempotent under the row's key.
     */
    async claimOutbox(kinds: readonly string[], at: Date, limit: number, leaseMs: number) {
      if (kinds.length === 0) return [];
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.doneAt),
            inArray(outbox.kind, [...kinds]),
            sql`${outbox.availableAt} <= ${at}`,
            sql`(${outbox.lockedUntil} IS NULL OR ${outbox.lockedUntil} <= ${at})`,
          ),
        )
        .orderBy(asc(outbox.availableAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(outbox)
        .set({
          lockedUntil: new Date(at.getTime() + leaseMs),
          attempts: sql`${outbox.attempts} + 1`,
        })
        .where(inArray(outbox.id, due))
        .returning();
    },

    async outboxDone(id: string, at: Date): Promise<void> {
      await db.update(outbox).set({ doneAt: at, lastError: null }).where(eq(outbox.id, id));
    },

    /** A failed run: tried again from `retryAt`. */
    async outboxFailed(id: string, error: string, retryAt: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ lastError: error.slice(0, 2000), availableAt: retryAt, lockedUntil: null })
        .where(eq(outbox.id, id));
    },

    async outboxFor(keyPrefix: string) {
      return db
        .select()
        .from(outbox)
        .where(sql`${outbox.idempotencyKey} LIKE ${`${keyPrefix}%`}`)
        .orderBy(asc(outbox.idempotencyKey));
    },
  };
}
