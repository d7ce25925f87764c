import type { PassScope, TimerRow } from "./timers.repository.server";

/**
 * The timer worker (decision 037): claims due timers with `FOR UPDATE SKIP LOCKED` and a
 * lease, then fires each in its own database transaction. Several workers may run at once;
 * a worker killed mid-way leaves a lease that runs out, and the next worker takes the timer.
 * Firing is guarded by the timer's row lock and its fired/cancelled marks, so nothing fires
 * twice.
 */

/** What the worker needs of the transaction engine: claim due timers, fire one. */
export type TimerEngine = {
  claimDueTimers(limit: number, leaseMs: number, scope?: PassScope): Promise<TimerRow[]>;
  fireTimer(timerId: string): Promise<"fired" | "stale" | "gone" | "deferred">;
};

export type TimerWorkerOptions = {
  /** Timers leased per pass. */
  batchSize?: number;
  /** How long a claim is this worker's; past it another worker may take the timer. */
  leaseMs?: number;
  /** Only these transactions' timers: for tests on the shared database (decision 072). */
  transactionIds?: readonly string[];
};

export type TimerPass = {
  claimed: number;
  fired: number;
  stale: number;
  failed: number;
  /** Handed back for a later pass: an earlier timer of the same transaction was still open. */
  deferred: number;
};

const DEFAULT_BATCH = 50;
const DEFAULT_LEASE_MS = 30_000;

/** One pass: lease what is due now (by the engine's clock) and fire it. */
export async function runDueTimers(
  engine: TimerEngine,
  {
    batchSize = DEFAULT_BATCH,
    leaseMs = DEFAULT_LEASE_MS,
    transactionIds,
  }: TimerWorkerOptions = {},
  onError: (error: unknown, timerId: string) => void = () => {},
): Promise<TimerPass> {
  // UPDATE … RETURNING gives no order: fire in due order, so after a pause a reminder still
  // comes before the timer that ends its state (which would cancel it).
  const claimed = (await engine.claimDueTimers(batchSize, leaseMs, { transactionIds })).sort(
    (a, b) => a.dueAt.getTime() - b.dueAt.getTime(),
  );
  const pass: TimerPass = { claimed: claimed.length, fired: 0, stale: 0, failed: 0, deferred: 0 };
  for (const timer of claimed) {
    try {
      const outcome = await engine.fireTimer(timer.id);
      if (outcome === "fired") pass.fired++;
      else if (outcome === "stale") pass.stale++;
      else if (outcome === "deferred") pass.deferred++;
    } catch (error) {
      // The lease runs out and a later pass tries again (attempts counts the tries).
      pass.failed++;
      onError(error, timer.id);
    }
  }
  return pass;
}

/**
 * Passes until one claims less than a full batch: everything due now has been tried. A backlog
 * (a worker that was down) drains in one call.
 */
export async function drainDueTimers(
  engine: TimerEngine,
  options: TimerWorkerOptions = {},
  onError: (error: unknown, timerId: string) => void = () => {},
  shouldStop: () => boolean = () => false,
): Promise<TimerPass> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const total: TimerPass = { claimed: 0, fired: 0, stale: 0, failed: 0, deferred: 0 };
  let pass: TimerPass;
  do {
    pass = await runDueTimers(engine, options, onError);
    total.claimed += pass.claimed;
    total.fired += pass.fired;
    total.stale += pass.stale;
    total.failed += pass.failed;
    total.deferred += pass.deferred;
  } while (!shouldStop() && pass.claimed === batchSize);
  return total;
}

export type TimerWorker = { stop: () => Promise<void> };

/**
 * Runs passes every `intervalMs` until stopped; a full batch is followed at once by the next
 * pass, so a backlog drains without waiting for the interval.
 */
export function startTimerWorker(
  engine: TimerEngine,
  {
    intervalMs = 1000,
    onError = (error: unknown) => console.error("timer worker:", error),
    afterPass,
    ...options
  }: TimerWorkerOptions & {
    intervalMs?: number;
    onError?: (error: unknown, timerId?: string) => void;
    /** Runs after each round of timers in the same loop: the outbox (decision 042). */
    afterPass?: () => Promise<unknown>;
  } = {},
): TimerWorker {
  let stopped = false;
  let timeout: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      await drainDueTimers(engine, options, onError, () => stopped);
      if (afterPass && !stopped) await afterPass();
    } catch (error) {
      onError(error);
    }
    if (!stopped) timeout = setTimeout(schedule, intervalMs);
  };
  const schedule = () => {
    running = tick();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timeout) clearTimeout(timeout);
      await running;
    },
  };
}
