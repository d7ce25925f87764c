import type { SQLWrapper } from "drizzle-orm";
import { AppError } from "#modules/errors";
import type { OutboxJob } from "#modules/jobs/server";
import { ledgerWritesOn } from "#modules/ledger/server";
import { DEFAULT_PAYOUT_DELAY_MS } from "#modules/payouts";
import { payoutWritesOn } from "#modules/payouts/server";
import { DEFAULT_COMMISSION } from "#modules/pricing";
import { reviewWritesOn } from "#modules/reviews/server";
import type { Database } from "../../db/client";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import { type ActionContext, type ActionEntry, PROCESS_ACTION_REGISTRY } from "./actions.server";
import { type BookingLineItemsRequest, quoteBooking } from "./booking-quote.server";
import { checkTransitionOn, createTransitionQuestions } from "./engine-check.server";
import { armsTimersIn, mailJobs, timersToArm } from "./engine-effects.server";
import { createInitiation } from "./engine-initiate.server";
import { createTimerFiring } from "./engine-timers.server";
import type { Actor, ApplyLocked, EngineConfig, EngineRepos, InitiateInput } from "./engine-types";
import { invalidTransition } from "./engine-types";
import { createEnquirySteps } from "./enquiry.server";
import type { PreparedOrders } from "./order-pricing.server";
import type { TransactionProcess } from "./process";
import { isProcessAlias, processes } from "./processes";
import { createTransactionRepository, type TransactionRow } from "./repository.server";
import { parseTransitionParams } from "./transition-params";
import { refuseAtUnpaidLimit } from "./unpaid-orders.server";

export type { EngineCheck } from "./engine-check.server";
export {
  type Actor,
  type EngineConfig,
  type InitiateInput,
  invalidTransition,
  type TransitionParams,
} from "./engine-types";
export { InsufficientStockError } from "./stock-reservations.server";

/**
 * The transaction engine (architecture: Transaction process). Every move of a transaction is
 * one database transaction: lock the row, ask the pure process whether this role may run this
 * transition from this state, run the actions (stock here, payment calls and mail through the
 * outbox), append the history, move the state, cancel the old state's timers and arm the new
 * one's. A racing duplicate waits for the lock, then finds the state moved on: 409.
 *
 * A use-case of another module that writes in the same database transaction (a cart's
 * checkout, an enquiry with its first message) hands the engine its executor through the
 * `…On(tx, …)` functions; the engine builds its own repositories on it (decision 077).
 */

export function createTransactionEngine({
  db,
  now,
  config = {},
}: {
  db: Database;
  now: () => Date;
  config?: EngineConfig;
}) {
  // Built once, with the configured durations (decision 072); pages and the API ask the engine.
  const byAlias = processes(config.durations);
  const commission = config.commission ?? DEFAULT_COMMISSION;
  const pricing = { commission, now, bookingDayUnit: config.bookingDayUnit ?? "day" } as const;
  const payoutDelayMs = config.payoutDelayMs ?? DEFAULT_PAYOUT_DELAY_MS;
  const reposOn = (executor: Executor): EngineRepos => ({
    transactions: createTransactionRepository(executor, now),
    reviews: reviewWritesOn(executor),
    ledger: ledgerWritesOn(executor, now),
    payouts: payoutWritesOn(executor, now, payoutDelayMs),
  });
  const work = createUnitOfWork(db, reposOn);
  const reads = work.repos.transactions;

  function processOf(row: TransactionRow): TransactionProcess {
    if (!isProcessAlias(row.processAlias)) throw new Error(`Unknown process ${row.processAlias}`);
    return byAlias[row.processAlias];
  }

  /** The checks and writes of one transition, on a row the caller has locked. */
  const applyLocked: ApplyLocked = async (
    repos,
    row,
    name,
    actor,
    { params = {}, trusted = false, order, locked } = {},
  ) => {
    const process = processOf(row);
    const checked = await checkTransitionOn(repos, process, row, name, actor, { trusted });
    if (!checked.ok) throw checked.error;
    const { transition, to } = checked;

    const at = now();
    const writes: ActionContext["writes"] = { protectedData: row.protectedData };
    const ctx: ActionContext = {
      repos,
      row,
      actor,
      params,
      transition: transition.name,
      at,
      writes,
      ...(locked ? { locked } : {}),
    };
    // The row's actions in its order, each as the registry says (decision 072). Their outbox
    // rows are written with the mails' below, in one statement.
    const jobs: OutboxJob[] = [];
    const withMove: SQLWrapper[] = [];
    for (const action of transition.actions) {
      const entry: ActionEntry = PROCESS_ACTION_REGISTRY[action];
      if (entry.runs === "with-move") {
        const write = entry.write(ctx);
        if (write) withMove.push(write);
      } else if (entry.step) await entry.step(ctx);
      if (entry.runs === "outbox") {
        jobs.push({
          kind: action,
          idempotencyKey: `${row.id}:${transition.name}:${action}`,
          payload: { transactionId: row.id, transition: transition.name },
          availableAt: at,
        });
      }
    }
    const { protectedData, lineItems } = writes;
    jobs.push(...mailJobs(row, transition.name, transition.notify, at));
    // The move, its history, timers, outbox rows and with-move writes: one statement.
    const moved = await repos.transactions.recordMove({
      row,
      to,
      transition: transition.name,
      at,
      changes: { ...order, protectedData, ...(lineItems ? { lineItems } : {}) },
      history: { byRole: actor.role, byUserId: actor.userId },
      // A state the process arms nothing in (initial, enquiry) has no timers to cancel.
      cancelTimersOf: armsTimersIn(process, row.state) ? row.state : null,
      timers: await timersToArm(repos, process, row, to, at),
      jobs,
      withMove,
    });
    if (!moved) throw invalidTransition();
    return {
      ...row,
      state: to,
      lastTransition: transition.name,
      lastTransitionedAt: at,
      protectedData,
      ...(lineItems ? { lineItems } : {}),
      version: row.version + 1,
    };
  };

  async function lockOrFail(repos: EngineRepos, id: string): Promise<TransactionRow> {
    const row = await repos.transactions.lock(id);
    if (!row) throw new AppError("not-found", 404, "Errors.notFound");
    return row;
  }

  const initiation = createInitiation({ byAlias, pricing, applyLocked });
  const enquiries = createEnquirySteps({ byAlias, pricing, applyLocked, lockOrFail });

  return {
    /** Both processes, built once with the configured durations: what pages and the API read. */
    processes: byAlias,

    /**
     * Starts an enquiry (spec §4 initial → enquiry): a conversation about one listing, no
     * order yet. `enquireOn` runs on the caller's database transaction, so the first message
     * is written in the same one (modules/enquiries).
     */
    async enquire(input: { customerId: string; listingId: string }): Promise<TransactionRow> {
      return work.withTransaction((repos) => enquiries.enquireOn(repos, input));
    },
    enquireOn: (tx: Executor, input: { customerId: string; listingId: string }) =>
      enquiries.enquireOn(reposOn(tx), input),

    /**
     * Turns the customer's enquiry into the order `input` describes, priced and checked as
     * `initiateOn` does, and runs its request-after-enquiry transition (decision 055), on the
     * caller's database transaction.
     */
    requestAfterEnquiryOn: (
      tx: Executor,
      enquiryId: string,
      input: InitiateInput,
      prepared?: PreparedOrders,
    ) => enquiries.requestAfterEnquiryOn(reposOn(tx), enquiryId, input, prepared),

    /**
     * Creates one seller's order with server-computed line items and runs its request
     * transition (reserving the stock), all in one database transaction: a short listing
     * leaves nothing behind.
     */
    async initiate(input: InitiateInput): Promise<TransactionRow> {
      return work.withTransaction((repos) => initiation.initiate(repos, input));
    },

    /**
     * `initiate` on the caller's database transaction: a cart checkout creates every seller's
     * order this way in one database transaction, all or nothing.
     */
    initiateOn: (tx: Executor, input: InitiateInput, prepared?: PreparedOrders) =>
      initiation.initiate(reposOn(tx), input, prepared),

    /**
     * What a checkout does on its database transaction before its orders (decision 089): locks
     * the buyer's row and checks the unpaid cap, reads the parties, then locks every listing
     * at once, in ascending id order, so two carts over the same gardens wait for each other
     * instead of deadlocking. The buyer's row comes first and the listings last, so the hot
     * listing row is held only while the orders are written. Its orders (`initiateOn`,
     * `requestAfterEnquiryOn`) price and reserve on what this read and locked, without reading
     * or locking it again.
     */
    async prepareOrdersOn(
      tx: Executor,
      input: { customerId: string; checkoutId: string; listingIds: readonly string[] },
    ): Promise<PreparedOrders> {
      const repos = reposOn(tx);
      const ids = [...new Set(input.listingIds)].sort();
      // The buyer's lock, then the parties with the unpaid count in one read after it.
      await repos.transactions.lockCustomer(input.customerId);
      const { parties, unpaid } = await repos.transactions.partiesAndUnpaid(
        input.customerId,
        ids,
        input.checkoutId,
      );
      refuseAtUnpaidLimit(unpaid);
      const locked = await repos.transactions.lockListings(ids);
      return {
        locked: new Map(locked.map((l) => [l.id, l] as const)),
        parties: new Map(parties.map((u) => [u.id, u] as const)),
      };
    },

    /**
     * Checks and prices an initiation without writing anything (spec §7 initiateSpeculative):
     * the same refusals as `initiate`, and the line items it would set.
     */
    speculate: (input: InitiateInput) => initiation.speculate(work.repos, input),

    /**
     * Runs `transition` on a transaction. `params` are the party's, as the API's
     * transactions.transition takes them: each transition takes only those it names (400
     * otherwise, before anything is read or written). `trusted` is for server code that has
     * done what a privileged transition needs (verified the payment); the public call leaves it
     * off.
     */
    async applyTransition(input: {
      transactionId: string;
      transition: string;
      actor: Actor;
      params?: unknown;
      trusted?: boolean;
    }): Promise<TransactionRow> {
      const params = parseTransitionParams(input.transition, input.params, input.actor.role);
      return work.withTransaction(async (repos) => {
        const row = await lockOrFail(repos, input.transactionId);
        return applyLocked(repos, row, input.transition, input.actor, {
          params,
          trusted: input.trusted,
        });
      });
    },

    /**
     * `applyTransition` on the caller's database transaction (decision 084): a use-case that
     * writes beside the move — an operator's step and its audit row — commits or rolls back
     * with it. `fromState` is a compare-and-set: the move runs only if the order is, under its
     * row lock, still in the state the caller saw; otherwise 409, so a second click of the same
     * step (or another operator's) is refused, not run again.
     */
    async applyTransitionOn(
      tx: Executor,
      input: {
        transactionId: string;
        transition: string;
        actor: Actor;
        params?: unknown;
        fromState?: string;
      },
    ): Promise<{ before: TransactionRow; after: TransactionRow }> {
      const params = parseTransitionParams(input.transition, input.params, input.actor.role);
      const repos = reposOn(tx);
      const row = await lockOrFail(repos, input.transactionId);
      if (input.fromState !== undefined && row.state !== input.fromState) throw invalidTransition();
      const after = await applyLocked(repos, row, input.transition, input.actor, { params });
      return { before: row, after };
    },

    /** check, speculateTransition, transitionsFor: may this actor do this now (decision 074). */
    ...createTransitionQuestions(work.repos, processOf),

    // fireTimer, fireDueTimersOf, claimDueTimers (engine-timers.server.ts).
    ...createTimerFiring({ work, now, processOf, applyLocked, lockOrFail }),

    /**
     * Runs `transition` only if the transaction is, under its row lock, in `fromState`;
     * otherwise leaves it and answers null. For callers that may come twice (a return page
     * and a webhook confirming one payment): the second finds the move made and does nothing.
     */
    async applyIfIn(input: {
      transactionId: string;
      fromState: string;
      transition: string;
      actor: Actor;
      trusted?: boolean;
    }): Promise<TransactionRow | null> {
      return work.withTransaction(async (repos) => {
        const row = await lockOrFail(repos, input.transactionId);
        if (row.state !== input.fromState) return null;
        return applyLocked(repos, row, input.transition, input.actor, { trusted: input.trusted });
      });
    },

    /**
     * A checkout's orders locked on the caller's database transaction (ascending ids), for
     * `applyIfInOn`: a paid checkout confirms all its orders in one database transaction.
     */
    lockByCheckoutOn: (tx: Executor, checkoutId: string) =>
      reposOn(tx).transactions.lockByCheckout(checkoutId),

    /**
     * `applyIfIn` on a row the caller locked on its database transaction (`lockByCheckoutOn`):
     * null, and nothing written, when the row is not in `fromState`.
     */
    async applyIfInOn(
      tx: Executor,
      row: TransactionRow,
      input: { fromState: string; transition: string; actor: Actor; trusted?: boolean },
    ): Promise<TransactionRow | null> {
      if (row.state !== input.fromState) return null;
      return applyLocked(reposOn(tx), row, input.transition, input.actor, {
        trusted: input.trusted,
      });
    },

    /** The booking form's line items, without a customer and without writing (spec §4). */
    quoteBooking: (request: BookingLineItemsRequest) => quoteBooking(work.repos, pricing, request),

    /** The booking a transaction holds, if it is one. */
    booking: (transactionId: string) => reads.booking(transactionId),

    find: (id: string) => reads.find(id),
    byCheckout: (checkoutId: string) => reads.byCheckout(checkoutId),
    /** A checkout's orders, read on the caller's database transaction. */
    byCheckoutOn: (tx: Executor, checkoutId: string) =>
      reposOn(tx).transactions.byCheckout(checkoutId),
    history: (id: string) => reads.history(id),
    /** When the transaction first entered `state` (a receipt's payment time), or null. */
    firstEnteredAt: (id: string, state: string) => reads.firstEnteredAt(id, state),
  };
}

export type TransactionEngine = ReturnType<typeof createTransactionEngine>;
