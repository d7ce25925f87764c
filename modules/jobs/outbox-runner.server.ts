import type { OutboxQueue, OutboxRow, OutboxScope } from "./outbox.repository.server";

/**
 * Runs the outbox (decisions 037, 042, 072): side effects written in the same database
 * transaction as the change they follow. Rows are leased with `SKIP LOCKED`, run, and marked
 * done; a failure is retried with a growing delay, and after `maxAttempts` kept as failed, with
 * its last error, for an operator to list and retry (npm run outbox:failed / outbox:retry). At
 * least once: a runner killed between the effect and the mark runs it again, so every handler
 * is idempotent under `row.idempotencyKey` (payment calls pass it on; a mail can, rarely,
 * arrive twice).
 */

export type { OutboxRow } from "./outbox.repository.server";
export type OutboxHandler = (row: OutboxRow) => Promise<void>;
/** One handler per kind; only these kinds are claimed. */
export type OutboxHandlers<Kind extends string = string> = Readonly<Record<Kind, OutboxHandler>>;

export type OutboxPass = { claimed: number; done: number; failed: number; gaveUp: number };

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 15 * 60_000;
/** With the backoff above, the last try comes about ten minutes after the first. */
export const OUTBOX_MAX_ATTEMPTS = 8;

export async function runOutbox(
  queue: OutboxQueue,
  handlers: OutboxHandlers,
  now: () => Date,
  {
    batchSize = 50,
    leaseMs = 60_000,
    maxAttempts = OUTBOX_MAX_ATTEMPTS,
    onError = () => {},
    scope,
  }: {
    batchSize?: number;
    leaseMs?: number;
    maxAttempts?: number;
    onError?: (error: unknown, row: OutboxRow) => void;
    /** Only these transactions' rows: for tests on the shared database. */
    scope?: OutboxScope;
  } = {},
): Promise<OutboxPass> {
  // In the order they were written, so a person's mails arrive in the order things happened.
  const rows = (await queue.claim(Object.keys(handlers), now(), batchSize, leaseMs, scope)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const pass: OutboxPass = { claimed: rows.length, done: 0, failed: 0, gaveUp: 0 };
  for (const row of rows) {
    try {
      await handlers[row.kind]!(row);
      await queue.done(row.id, now());
      pass.done++;
    } catch (error) {
      pass.failed++;
      onError(error, row);
      const at = now();
      const last = row.attempts >= maxAttempts;
      if (last) pass.gaveUp++;
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1));
      await queue.failed(
        row.id,
        error instanceof Error ? error.message : String(error),
        last ? null : new Date(at.getTime() + delay),
        at,
      );
    }
  }
  return pass;
}
