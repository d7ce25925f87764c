import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { transactionTimers } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type TimerRow = typeof transactionTimers.$inferSelect;
export type TimerArming = {
  transactionId: string;
  transition: string;
  armedInState: string;
  dueAt: Date;
};

/**
 * A pass over only these transactions' rows. For tests: a worker pass claims every due row of
 * the database, and integration tests share one (decision 072).
 */
export type PassScope = { transactionIds?: readonly string[] };

/**
 * The statements behind `armTimers` and `cancelTimers`, unrun: the engine writes them as parts
 * of one statement with its move (a data-modifying WITH), so the jobs module still says how a
 * timer row is written.
 */
export function timerArmingQuery(db: Executor, values: readonly TimerArming[], at: Date) {
  if (values.length === 0) return null;
  return db
    .insert(transactionTimers)
    .values(values.map((v) => ({ ...v, createdAt: at })))
    .onConflictDoNothing();
}

export function timerCancelQuery(
  db: Executor,
  transactionId: string,
  armedInState: string,
  at: Date,
) {
  return db
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
}

/**
 * Timer rows on an executor (decision 037): armed with a state change in the engine's database
 * transaction, claimed by workers with SKIP LOCKED and a lease. The transactions module builds
 * them into its repository on the executor it was given.
 */
export function timersOn(db: Executor, now: () => Date) {
  async function armTimers(values: readonly TimerArming[]): Promise<void> {
    const query = timerArmingQuery(db, values, now());
    if (query) await query;
  }
  return {
    // Timers.
    /** Several timers in one statement: everything a move arms. */
    armTimers,

    /** Timers armed in a state the transaction just left will never be current again. */
    async cancelTimers(transactionId: string, armedInState: string, at: Date): Promise<void> {
      await timerCancelQuery(db, transactionId, armedInState, at);
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
    async claimDueTimers(
      at: Date,
      limit: number,
      leaseMs: number,
      scope: PassScope = {},
    ): Promise<TimerRow[]> {
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
            scope.transactionIds
              ? inArray(transactionTimers.transactionId, [...scope.transactionIds])
              : undefined,
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

    /**
     * An open timer of this transaction that falls due before `dueAt` and has been tried fewer
     * than `maxAttempts` times: the one that must fire first.
     */
    async earlierOpenTimer(
      transactionId: string,
      dueAt: Date,
      maxAttempts: number,
    ): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: transactionTimers.id })
        .from(transactionTimers)
        .where(
          and(
            eq(transactionTimers.transactionId, transactionId),
            isNull(transactionTimers.firedAt),
            isNull(transactionTimers.canceledAt),
            sql`${transactionTimers.dueAt} < ${dueAt}`,
            sql`${transactionTimers.attempts} < ${maxAttempts}`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Hands a claimed timer back unfired, for the next pass to take at once. */
    async releaseTimer(id: string): Promise<void> {
      await db
        .update(transactionTimers)
        .set({ lockedUntil: null })
        .where(eq(transactionTimers.id, id));
    },

    async closeTimer(id: string, outcome: "fired" | "canceled", at: Date): Promise<void> {
      await db
        .update(transactionTimers)
        // A firing transition cancels its own state's timers on the way out; this one fired.
        .set(outcome === "fired" ? { firedAt: at, canceledAt: null } : { canceledAt: at })
        .where(eq(transactionTimers.id, id));
    },
  };
}
