import type { SQLWrapper } from "drizzle-orm";
import { type LineItem, withFullRefund } from "#modules/pricing";
import { acceptBooking, endBooking, reserveBooking } from "./booking-reservations.server";
import type { Actor, EngineRepos, LockedListings, TransitionParams } from "./engine-types";
import { operatorNotesOf } from "./operator-transitions";
import type { ProcessAction } from "./process";
import type { TransactionRow } from "./repository.server";
import { postReview } from "./review-actions.server";
import { acceptStock, releaseStock, reserveStock } from "./stock-reservations.server";

/**
 * The action registry (decision 072): for every action a process table names, whether it runs
 * inside the transition's database transaction (a step, here) or through the outbox (a row
 * the outbox runs at least once, by the handler of its kind in server/services.ts), and what
 * the move itself writes for it. The engine runs these in the row's order and knows no action
 * by name; a new action without an entry fails the typecheck.
 */

/** What one move's steps share: the locked row, who moves it, and what the move will write. */
export type ActionContext = {
  repos: EngineRepos;
  row: TransactionRow;
  actor: Actor;
  params: TransitionParams;
  /** The transition being run, for what a step records about it. */
  transition: string;
  at: Date;
  /** Written with the state change; a step may replace them. */
  writes: { protectedData: Record<string, unknown>; lineItems?: LineItem[] };
  /** Listings the caller locked in this database transaction already (a checkout's). */
  locked?: LockedListings;
};

type Step = (ctx: ActionContext) => Promise<unknown>;

export type ActionEntry =
  /** Runs in the transition's database transaction: all or nothing with the move. */
  | { runs: "in-transaction"; step: Step }
  /**
   * A write that reads nothing back and refuses nothing: its statement (unrun; null when there
   * is nothing to write) runs as a part of the move's own, one round trip for both
   * (decision 089). It runs whether or not the move's compare-and-set hits; a miss throws,
   * and the database transaction takes it back.
   */
  | { runs: "with-move"; write: (ctx: ActionContext) => SQLWrapper | null }
  /**
   * Leaves the database (a payment call): one outbox row of the action's own kind, keyed by
   * transaction, transition and action, so a repeat does nothing. `step` is what the move
   * writes beside it.
   */
  | { runs: "outbox"; step?: Step };

/** A refund's line items: the reversal lines added once (a second refund adds none). */
export function refundLines(row: TransactionRow): LineItem[] | undefined {
  const lines = row.lineItems as LineItem[];
  return lines.some((l) => l.reversal) ? undefined : withFullRefund(lines);
}

export const PROCESS_ACTION_REGISTRY = {
  // Only the fields a transition names (transition-params.ts): never what the server wrote.
  "update-protected-data": {
    runs: "in-transaction",
    step: async ({ params, writes, transition, at }) => {
      if (params.disputeReason !== undefined)
        writes.protectedData = { ...writes.protectedData, disputeReason: params.disputeReason };
      if (params.cancelReason !== undefined)
        writes.protectedData = { ...writes.protectedData, cancelReason: params.cancelReason };
      // An operator's reason is added to the order's notes, never over an earlier one.
      if (params.operatorReason !== undefined) {
        const note = { transition, reason: params.operatorReason, at: at.toISOString() };
        const notes = [...operatorNotesOf(writes.protectedData), note];
        writes.protectedData = { ...writes.protectedData, operatorNotes: notes };
      }
    },
  },
  "reserve-stock": {
    runs: "in-transaction",
    step: (c) => reserveStock(c.repos, c.row, c.actor, c.locked),
  },
  "accept-stock": { runs: "with-move", write: (c) => acceptStock(c.repos, c.row) },
  "release-stock": { runs: "in-transaction", step: (c) => releaseStock(c.repos, c.row, c.actor) },
  // Bookings (decision 058): take the slot's seats, keep them on payment, free them.
  "reserve-booking": { runs: "in-transaction", step: (c) => reserveBooking(c.repos, c.row) },
  "accept-booking": { runs: "in-transaction", step: (c) => acceptBooking(c.repos, c.row) },
  "decline-booking": {
    runs: "in-transaction",
    step: (c) => endBooking(c.repos, c.row, "declined"),
  },
  "cancel-booking": {
    runs: "in-transaction",
    step: (c) => endBooking(c.repos, c.row, "cancelled"),
  },
  // Payment calls: checkout's handlers, through the outbox (decision 042).
  "create-payment-intent": { runs: "outbox" },
  "create-push-payment-intent": { runs: "outbox" },
  "cancel-payment-intent": { runs: "outbox" },
  // The processor's refund runs from the outbox; the move writes the reversal lines, so the
  // breakdown shows what went back (spec §6). Totals stay what was charged (decision 068).
  refund: {
    runs: "outbox",
    step: async ({ row, writes }) => {
      const lines = refundLines(row);
      if (lines) writes.lineItems = lines;
    },
  },
  // Money (decision 079): the order's part of the payment is a ledger row written with its
  // move to purchased; the move to received schedules the payout (and its outbox job).
  "record-charge": {
    runs: "with-move",
    write: ({ repos, row }) => {
      if (!row.checkoutId || row.payinTotal <= 0) return null;
      return repos.ledger.appendChargeQuery({
        checkoutId: row.checkoutId,
        transactionId: row.id,
        growerId: row.providerId,
        amount: row.payinTotal,
        currency: row.currency,
        cause: "transition/confirm-payment",
      });
    },
  },
  "schedule-payout": {
    runs: "in-transaction",
    step: ({ repos, row, at }) => repos.payouts.schedule(row, at),
  },
  // Every operator hears of a new dispute, by a mail the outbox sends (decision 084).
  "notify-operators": { runs: "outbox" },
  // Reviews are written with their transition (decision 054).
  "post-review-by-customer": {
    runs: "in-transaction",
    step: (c) => postReview(c.repos.reviews, c.row, "customer", c.params.review, c.at),
  },
  "post-review-by-provider": {
    runs: "in-transaction",
    step: (c) => postReview(c.repos.reviews, c.row, "provider", c.params.review, c.at),
  },
  // Both reviews given, or the period over: whatever was written goes public, once.
  "publish-reviews": {
    runs: "in-transaction",
    step: (c) => c.repos.reviews.publishOfTransaction(c.row.id),
  },
} as const satisfies Record<ProcessAction, ActionEntry>;

type Registry = typeof PROCESS_ACTION_REGISTRY;

/** The actions that run through the outbox: each is an outbox kind with one handler. */
export type OutboxAction = {
  [A in ProcessAction]: Registry[A]["runs"] extends "outbox" ? A : never;
}[ProcessAction];

export const OUTBOX_ACTIONS = (Object.keys(PROCESS_ACTION_REGISTRY) as ProcessAction[]).filter(
  (a): a is OutboxAction => PROCESS_ACTION_REGISTRY[a].runs === "outbox",
);
