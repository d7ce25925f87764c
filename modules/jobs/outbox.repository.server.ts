import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { outbox } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type OutboxRow = typeof outbox.$inferSelect;

/** A side effect to run at least once, after the database transaction that wrote it commits. */
export type OutboxJob = {
  /** Which handler runs it (the outbox handler map in server/services.ts). */
  kind: string;
  /** A second write with the same key is dropped: our ids make a repeat do nothing. */
  idempotencyKey: string;
  payload: Record<string, unknown>;
  availableAt: Date;
};

/** Outbox rows scoped to these transactions' (`payload.transactionId`); for tests (decision 072). */
export type OutboxScope = { transactionIds?: readonly string[] };

/**
 * Adds an outbox row on the caller's executor, inside its own database transaction (decision
 * 072): the row commits with the change it follows, or not at all. Any module writes its side
 * effects this way; none inserts into `outbox` itself.
 */
export async function enqueueOn(tx: Executor, job: OutboxJob): Promise<void> {
  await enqueueAllOn(tx, [job]);
}

/** `enqueueOn` for several rows in one statement: a move's action and mail rows together. */
export async function enqueueAllOn(tx: Executor, jobs: readonly OutboxJob[]): Promise<void> {
  const query = outboxInsertQuery(tx, jobs);
  if (query) await query;
}

/** The statement behind `enqueueAllOn`, unrun: for a caller that makes it part of its own. */
export function outboxInsertQuery(tx: Executor, jobs: readonly OutboxJob[]) {
  if (jobs.length === 0) return null;
  return tx
    .insert(outbox)
    .values(jobs.map((job) => ({ ...job, createdAt: job.availableAt })))
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

/**
 * `job`'s row for a caller's data-modifying WITH, written once for each row `source` (the name
 * of one of the statement's parts) returns, so none when its write did not happen: a
 * compare-and-set and its event in one statement, with no database transaction around them.
 */
export function outboxInsertForEachQuery(job: OutboxJob, source: SQL) {
  return sql`insert into ${outbox} (kind, idempotency_key, payload, available_at, created_at)
    select ${job.kind}, ${job.idempotencyKey}, ${JSON.stringify(job.payload)}::jsonb, ${job.availableAt}::timestamptz, ${job.availableAt}::timestamptz
    from ${source}
    on conflict (idempotency_key) do nothing`;
}

/**
 * The outbox table for its runner and operators: rows are leased with `SKIP LOCKED` (as the
 * timers), run, and marked done; a failure is retried later, and after the last attempt kept as
 * failed until an operator retries it.
 */
export function outboxOn(db: Executor) {
  return {
    enqueue: (job: OutboxJob) => enqueueOn(db, job),

    /**
     * Leases up to `limit` due rows of the given kinds nobody holds: a runner that dies mid-way
     * leaves a lease that runs out, and the row runs again — at least once, so each handler is
     * idempotent under the row's key. Done and failed rows are never claimed.
     */
    async claim(
      kinds: readonly string[],
      at: Date,
      limit: number,
      leaseMs: number,
      scope: OutboxScope = {},
    ): Promise<OutboxRow[]> {
      if (kinds.length === 0) return [];
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.doneAt),
            isNull(outbox.failedAt),
            inArray(outbox.kind, [...kinds]),
            sql`${outbox.availableAt} <= ${at}`,
            sql`(${outbox.lockedUntil} IS NULL OR ${outbox.lockedUntil} <= ${at})`,
            scope.transactionIds
              ? inArray(sql`${outbox.payload}->>'transactionId'`, [...scope.transactionIds])
              : undefined,
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

    async done(id: string, at: Date): Promise<void> {
      await db.update(outbox).set({ doneAt: at, lastError: null }).where(eq(outbox.id, id));
    },

    /** A failed run: tried again from `retryAt`, or, with `retryAt` null, given up as failed. */
    async failed(id: string, error: string, retryAt: Date | null, at: Date): Promise<void> {
      await db
        .update(outbox)
        .set({
          lastError: error.slice(0, 2000),
          lockedUntil: null,
          ...(retryAt ? { availableAt: retryAt } : { failedAt: at }),
        })
        .where(eq(outbox.id, id));
    },

    /** Rows given up on, newest first: what `npm run outbox:failed` lists. */
    async listFailed(limit = 100): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(isNotNull(outbox.failedAt))
        .orderBy(desc(outbox.failedAt))
        .limit(limit);
    },

    /**
     * Puts a failed row back in line with a fresh set of attempts; its last error stays until
     * the next run. Null when there is no failed row with this id.
     */
    async retry(id: string, at: Date): Promise<OutboxRow | null> {
      const [row] = await db
        .update(outbox)
        .set({ failedAt: null, attempts: 0, availableAt: at, lockedUntil: null })
        .where(and(eq(outbox.id, id), isNotNull(outbox.failedAt)))
        .returning();
      return row ?? null;
    },

    async byKeyPrefix(keyPrefix: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(sql`${outbox.idempotencyKey} LIKE ${`${keyPrefix}%`}`)
        .orderBy(asc(outbox.idempotencyKey));
    },
  };
}

export type OutboxQueue = ReturnType<typeof outboxOn>;
