import type { TransactionRepository } from "./repository.server";

/**
 * Runs the outbox (decision 037, decision 042): side effects the engine and the test-mode
 * processor wrote in the same database transaction as the change they follow. Rows are
 * leased with `SKIP LOCKED`, run, and marked done; a failure is retried with a growing
 * delay. At least once: a runner killed between the effect and the mark runs it again, so
 * every handler is idempotent under `row.idempotencyKey` (payment calls pass it on; a mail
 * can, rarely, arrive twice). Kinds without a handler stay for the issue that handles them.
 */

export type OutboxRow = Awaited<ReturnType<TransactionRepository["claimOutbox"]>>[number];
export type OutboxHandlers = Record<string, (row: OutboxRow) => Promise<void>>;

export type OutboxPass = { claimed: number; done: number; failed: number };

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 15 * 60_000;

export async function runOutbox(
  repo: TransactionRepository,
  handlers: OutboxHandlers,
  now: () => Date,
  {
    batchSize = 50,
    leaseMs = 60_000,
    onError = () => {},
  }: {
    batchSize?: number;
    leaseMs?: number;
    onError?: (error: unknown, row: OutboxRow) => void;
  } = {},
): Promise<OutboxPass> {
  // In the order they were written, so a person's mails arrive in the order things happened.
  const rows = (await repo.claimOutbox(Object.keys(handlers), now(), batchSize, leaseMs)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const pass: OutboxPass = { claimed: rows.length, done: 0, failed: 0 };
  for (const row of rows) {
    try {
      await handlers[row.kind]!(row);
      await repo.outboxDone(row.id, now());
      pass.done++;
    } catch (error) {
      pass.failed++;
      onError(error, row);
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1));
      await repo.outboxFailed(
        row.id,
        error instanceof Error ? error.message : String(error),
        new Date(now().getTime() + delay),
      );
    }
  }
  return pass;
}
