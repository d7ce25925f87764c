import type { PassScope } from "#modules/jobs/server";
import type { UnitOfWork } from "../../db/unit-of-work";
import { fireReminder } from "./engine-effects.server";
import type { ApplyLocked, EngineRepos } from "./engine-types";
import { isTimerCurrent, type TransactionProcess } from "./process";
import type { TransactionRow } from "./repository.server";

/** Tries after which a failing timer no longer holds back its transaction's later timers. */
const EARLIER_TIMER_MAX_ATTEMPTS = 3;

/**
 * The engine's delayed transitions: firing one claimed timer, the page's catch-up of one
 * transaction's due timers, and the worker's claim (modules/jobs: timer-worker.server.ts).
 */
export function createTimerFiring({
  work,
  now,
  processOf,
  applyLocked,
  lockOrFail,
}: {
  work: UnitOfWork<EngineRepos>;
  now: () => Date;
  processOf: (row: TransactionRow) => TransactionProcess;
  applyLocked: ApplyLocked;
  lockOrFail: (repos: EngineRepos, id: string) => Promise<TransactionRow>;
}) {
  /**
   * Fires one claimed timer: under the timer's and the transaction's row locks, runs its
   * transition as `system` (or writes its reminder mail) only if the transaction is still in
   * the state that armed it, and closes the timer in the same database transaction.
   * "fired", "stale" (moved on, closed as cancelled), "gone" (already fired or cancelled) or
   * "deferred" (handed back: an earlier timer of the same transaction has not fired yet).
   */
  async function fireTimer(
    timerId: string,
    { inDueOrder = true }: { inDueOrder?: boolean } = {},
  ): Promise<"fired" | "stale" | "gone" | "deferred"> {
    return work.withTransaction(async (repos) => {
      const timer = await repos.transactions.lockOpenTimer(timerId);
      if (!timer) return "gone";
      const row = await lockOrFail(repos, timer.transactionId);
      // One transaction's timers fire in due order even when workers split them: a reminder
      // another worker holds must not be made stale by the timer that ends its state. A timer
      // that keeps failing stops holding the later ones back after a few tries.
      const earlier =
        inDueOrder &&
        (await repos.transactions.earlierOpenTimer(
          timer.transactionId,
          timer.dueAt,
          EARLIER_TIMER_MAX_ATTEMPTS,
        ));
      if (earlier) {
        await repos.transactions.releaseTimer(timer.id);
        return "deferred";
      }
      const at = now();
      const reminded = await fireReminder(repos, processOf(row), row, timer, at);
      if (reminded) return reminded;
      if (
        row.state !== timer.armedInState ||
        !isTimerCurrent(processOf(row), timer.transition, row.state)
      ) {
        await repos.transactions.closeTimer(timer.id, "canceled", at);
        return "stale";
      }
      await applyLocked(
        repos,
        row,
        timer.transition,
        { role: "system", userId: null },
        { trusted: true },
      );
      await repos.transactions.closeTimer(timer.id, "fired", at);
      return "fired";
    });
  }

  return {
    fireTimer: (timerId: string) => fireTimer(timerId),

    /**
     * Fires this transaction's delayed transitions that are due now, as the timer worker's next
     * pass would, and answers when the next one falls due. The order and sale pages ask first,
     * so a page never offers what a due timer has already changed (an order received a moment
     * ago is completed and open for reviews). A worker firing the same timer at the same time
     * is harmless: `fireTimer` locks it, and the second finds it gone.
     */
    async fireDueTimersOf(
      transactionId: string,
    ): Promise<{ nextDueAt: Date | null; fired: boolean }> {
      const open = async () =>
        (await work.repos.transactions.timers(transactionId)).filter(
          (t) => !t.firedAt && !t.canceledAt && !t.transition.startsWith("reminder/"),
        );
      const at = now();
      let timers = await open();
      const due = timers.filter((t) => t.dueAt <= at);
      for (const timer of due) {
        // A timer that fails here fails for the worker too, which logs it and tries again:
        // the page still shows. The page skips reminders, so it does not wait for them: a
        // reminder its state's end makes stale has nothing left to remind of.
        await fireTimer(timer.id, { inDueOrder: false }).catch(() => "failed");
      }
      // Read again only when something fired (a move arms and cancels timers); most pages
      // have nothing due and read the timers once.
      if (due.length > 0) timers = await open();
      const next = timers.map((t) => t.dueAt).sort((a, b) => a.getTime() - b.getTime());
      return { nextDueAt: next[0] ?? null, fired: due.length > 0 };
    },

    /** Leases due timers for one worker pass (modules/jobs: timer-worker.server.ts). */
    claimDueTimers: (limit: number, leaseMs: number, scope?: PassScope) =>
      work.repos.transactions.claimDueTimers(now(), limit, leaseMs, scope),
  };
}
