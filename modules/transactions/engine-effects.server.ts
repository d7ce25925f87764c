import type { OutboxJob, TimerArming } from "#modules/jobs/server";
import { type MailParty, orderMailKey, TRANSACTION_MAIL_KIND } from "./notifications";
import {
  findReminder,
  remindersArmedOn,
  type TransactionProcess,
  timerDueAt,
  timersArmedOn,
} from "./process";
import type { TimerRow, TransactionRepository, TransactionRow } from "./repository.server";

/**
 * What the engine writes beside a state change, in the same database transaction: the new
 * state's timers and reminders, and the e-mails (decisions 037, 056).
 */

type Repos = { transactions: TransactionRepository };

/**
 * The delayed transitions and the reminders of the state the transaction entered, to be armed
 * with the move (one statement for all of them).
 */
export async function timersToArm(
  repos: Repos,
  process: TransactionProcess,
  row: TransactionRow,
  to: string,
  at: Date,
): Promise<TimerArming[]> {
  const armed: TimerArming[] = [];
  for (const timer of timersArmedOn(process, to)) {
    const anchorAt =
      timer.anchor === to ? at : await repos.transactions.firstEnteredAt(row.id, timer.anchor);
    armed.push({
      transactionId: row.id,
      transition: timer.transition,
      armedInState: to,
      dueAt: timerDueAt(timer, anchorAt ?? at),
    });
  }
  // A reminder is a timer row too (its name says reminder/): same lease, same "still in
  // the arming state" check, same cancel on leaving; firing it only writes a mail.
  for (const reminder of remindersArmedOn(process, to)) {
    armed.push({
      transactionId: row.id,
      transition: reminder.name,
      armedInState: to,
      dueAt: new Date(at.getTime() + reminder.afterMs),
    });
  }
  return armed;
}

/**
 * Whether a transaction in `state` can have live timers: only the states the process arms
 * timers or reminders on. Leaving any other state has nothing to cancel.
 */
export const armsTimersIn = (process: TransactionProcess, state: string): boolean =>
  timersArmedOn(process, state).length > 0 || remindersArmedOn(process, state).length > 0;

/**
 * One outbox row per recipient; a repeat of the same event and recipient is dropped, and so
 * is the buyer's paid mail of a checkout's second order (one mail per checkout, decision 070).
 */
export function mailJobs(
  row: TransactionRow,
  event: string,
  parties: readonly MailParty[],
  at: Date,
): OutboxJob[] {
  return parties.map((party) => ({
    kind: TRANSACTION_MAIL_KIND,
    idempotencyKey: orderMailKey(row, event, party),
    payload: {
      transactionId: row.id,
      transition: event,
      to: party,
      userId: party === "customer" ? row.customerId : row.providerId,
    },
    availableAt: at,
  }));
}

export async function enqueueMails(
  repos: Repos,
  row: TransactionRow,
  event: string,
  parties: readonly MailParty[],
  at: Date,
): Promise<void> {
  await repos.transactions.enqueueAll(mailJobs(row, event, parties, at));
}

/**
 * A reminder's timer, under the engine's timer and row locks: still in its state, it writes its
 * mail and closes as fired; moved on, it closes as cancelled. Nothing moves either way. Null when
 * the timer is a delayed transition, not a reminder.
 */
export async function fireReminder(
  repos: Repos,
  process: TransactionProcess,
  row: TransactionRow,
  timer: TimerRow,
  at: Date,
): Promise<"fired" | "stale" | null> {
  const reminder = findReminder(process, timer.transition);
  if (!reminder) return null;
  if (row.state !== timer.armedInState || row.state !== reminder.state) {
    await repos.transactions.closeTimer(timer.id, "canceled", at);
    return "stale";
  }
  await enqueueMails(repos, row, reminder.name, [reminder.to], at);
  await repos.transactions.closeTimer(timer.id, "fired", at);
  return "fired";
}
