import { isCovered } from "#modules/bookings";
import { AppError } from "#modules/errors";
import type { PassScope } from "#modules/jobs/server";
import { DEFAULT_COMMISSION } from "#modules/pricing";
import type { UnitOfWork } from "../../db/unit-of-work";
import { type ActionContext, type ActionEntry, PROCESS_ACTION_REGISTRY } from "./actions.server";
import { type BookingLineItemsRequest, quoteBooking } from "./booking-quote.server";
import { bookingTimeNotAvailable, freeSlotsFor } from "./booking-reservations.server";
import { checkTransitionOn, createTransitionQuestions } from "./engine-check.server";
import { armTimersOn, enqueueMails, fireReminder } from "./engine-effects.server";
import type {
  Actor,
  EngineConfig,
  EngineRepos,
  InitiateInput,
  TransitionParams,
} from "./engine-types";
import { invalidTransition } from "./engine-types";
import { createEnquirySteps, type OrderFields } from "./enquiry.server";
import { lockAndPriceOrder, priceOrder } from "./order-pricing.server";
import { isTimerCurrent, type TransactionProcess } from "./process";
import { DEFAULT_REQUEST, isProcessAlias, processes } from "./processes";
import type { TransactionRow } from "./repository.server";
import { parseTransitionParams } from "./transition-params";
import { refuseOverUnpaidLimit } from "./unpaid-orders.server";

export type { EngineCheck } from "./engine-check.server";
export {
  type Actor,
  type EngineConfig,
  type EngineRepos,
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
 */

export function createTransactionEngine({
  work,
  now,
  config = {},
}: {
  work: UnitOfWork<EngineRepos>;
  now: () => Date;
  config?: EngineConfig;
}) {
  // Built once, with the configured durations (decision 072); pages and the API ask the engine.
  const byAlias = processes(config.durations);
  const commission = config.commission ?? DEFAULT_COMMISSION;
  const pricing = { commission, now, bookingDayUnit: config.bookingDayUnit ?? "day" } as const;

  function processOf(row: TransactionRow): TransactionProcess {
    if (!isProcessAlias(row.processAlias)) throw new Error(`Unknown process ${row.processAlias}`);
    return byAlias[row.processAlias];
  }

  /** The checks and writes of one transition, on a row the caller has locked. */
  async function applyLocked(
    repos: EngineRepos,
    row: TransactionRow,
    name: string,
    actor: Actor,
    {
      params = {},
      trusted = false,
      order,
    }: {
      params?: TransitionParams;
      trusted?: boolean;
      /** The order's fields, newly priced, written with the move (a request after an enquiry). */
      order?: OrderFields;
    } = {},
  ): Promise<TransactionRow> {
    const process = processOf(row);
    const checked = await checkTransitionOn(repos, process, row, name, actor, { trusted });
    if (!checked.ok) throw checked.error;
    const { transition, to } = checked;

    const at = now();
    const writes: ActionContext["writes"] = { protectedData: row.protectedData };
    const ctx: ActionContext = { repos, row, actor, params, at, writes };
    // The row's actions in its order, each as the registry says (decision 072).
    for (const action of transition.actions) {
      const entry: ActionEntry = PROCESS_ACTION_REGISTRY[action];
      if (entry.step) await entry.step(ctx);
      if (entry.runs === "outbox") {
        await repos.transactions.enqueue({
          kind: action,
          idempotencyKey: `${row.id}:${transition.name}:${action}`,
          payload: { transactionId: row.id, transition: transition.name },
          availableAt: at,
        });
      }
    }
    const { protectedData, lineItems } = writes;
    const moved = await repos.transactions.moveState(row, to, transition.name, at, {
      ...order,
      protectedData,
      ...(lineItems ? { lineItems } : {}),
    });
    if (!moved) throw invalidTransition();
    await repos.transactions.appendHistory({
      transactionId: row.id,
      transition: transition.name,
      byRole: actor.role,
      byUserId: actor.userId,
      fromState: row.state,
      toState: to,
      createdAt: at,
    });
    await repos.transactions.cancelTimers(row.id, row.state, at);
    await armTimersOn(repos, process, row, to, at);
    await enqueueMails(repos, row, transition.name, transition.notify, at);
    return {
      ...row,
      state: to,
      lastTransition: transition.name,
      lastTransitionedAt: at,
      protectedData,
      ...(lineItems ? { lineItems } : {}),
      version: row.version + 1,
    };
  }

  async function lockOrFail(repos: EngineRepos, id: string): Promise<TransactionRow> {
    const row = await repos.transactions.lock(id);
    if (!row) throw new AppError("not-found", 404, "Errors.notFound");
    return row;
  }

  async function initiateOn(repos: EngineRepos, input: InitiateInput): Promise<TransactionRow> {
    if (input.items.length === 0) {
      throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
    }
    const ids = input.items.map((i) => i.listingId);
    if (new Set(ids).size !== ids.length) {
      throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
    }
    const { alias, providerId, breakdown, booking } = await lockAndPriceOrder(
      repos,
      input,
      pricing,
    );
    // Every refusal before the first write (issue 22 §1.3).
    if (input.processAlias !== undefined && input.processAlias !== alias) {
      throw new AppError("validation-invalid-params", 400, "Errors.processAliasMismatch");
    }
    await refuseOverUnpaidLimit(repos, input.customerId, input.checkoutId ?? null);
    const row = await repos.transactions.insert({
      processAlias: alias,
      state: byAlias[alias].initialState,
      customerId: input.customerId,
      providerId,
      listingId: ids[0]!,
      listingIds: ids,
      // A booking takes seats, not stock.
      quantities: booking
        ? {}
        : Object.fromEntries(input.items.map((i) => [i.listingId, i.quantity])),
      deliveryMethod: input.deliveryMethod,
      lineItems: breakdown.lineItems,
      // What the server computed (titles, units) wins over anything passed along with it.
      protectedData: { ...input.protectedData, ...breakdown.protectedData },
      payinTotal: breakdown.payinTotal,
      payoutTotal: breakdown.payoutTotal,
      checkoutId: input.checkoutId ?? null,
    });
    // Pending until the request's reserve-booking has counted the seats under the listing lock.
    if (booking)
      await repos.transactions.insertBooking({
        transactionId: row.id,
        listingId: ids[0]!,
        ...booking,
      });
    return applyLocked(
      repos,
      row,
      input.transition ?? DEFAULT_REQUEST[alias],
      { role: "customer", userId: input.customerId },
      { trusted: true },
    );
  }

  /**
   * Fires one claimed timer: under the timer's and the transaction's row locks, runs its
   * transition as `system` (or writes its reminder mail) only if the transaction is still in
   * the state that armed it, and closes the timer in the same database transaction.
   * "fired", "stale" (moved on, closed as cancelled) or "gone" (already fired or cancelled).
   */
  async function fireTimer(timerId: string): Promise<"fired" | "stale" | "gone"> {
    return work.withTransaction(async (repos) => {
      const timer = await repos.transactions.lockOpenTimer(timerId);
      if (!timer) return "gone";
      const row = await lockOrFail(repos, timer.transactionId);
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
    enquireOn: enquiries.enquireOn,

    /**
     * Turns the customer's enquiry into the order `input` describes, priced and checked as
     * `initiateOn` does, and runs its request-after-enquiry transition (decision 055).
     */
    requestAfterEnquiryOn: enquiries.requestAfterEnquiryOn,

    /**
     * Creates one seller's order with server-computed line items and runs its request
     * transition (reserving the stock), all in one database transaction: a short listing
     * leaves nothing behind.
     */
    async initiate(input: InitiateInput): Promise<TransactionRow> {
      return work.withTransaction((repos) => initiateOn(repos, input));
    },

    /**
     * `initiate` on repositories the caller's database transaction holds: a cart checkout
     * creates every seller's order this way in one database transaction, all or nothing.
     */
    initiateOn,

    /**
     * Checks and prices an initiation without writing anything (spec §7 initiateSpeculative):
     * the same refusals as `initiate`, and the line items it would set.
     */
    async speculate(input: InitiateInput) {
      const repos = work.repos;
      const found = new Map(
        (await repos.transactions.listingsByIds(input.items.map((i) => i.listingId))).map(
          (l) => [l.id, l] as const,
        ),
      );
      const priced = await priceOrder(repos, input, found, pricing);
      if (input.processAlias !== undefined && input.processAlias !== priced.alias) {
        throw new AppError("validation-invalid-params", 400, "Errors.processAliasMismatch");
      }
      const listing = found.get(input.items[0]?.listingId ?? "");
      if (priced.booking && listing) {
        const free = await freeSlotsFor(repos, listing, priced.booking, null);
        if (!isCovered(free, priced.booking.start, priced.booking.end, priced.booking.seats)) {
          throw bookingTimeNotAvailable();
        }
      }
      return priced;
    },

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
      const params = parseTransitionParams(input.transition, input.params);
      return work.withTransaction(async (repos) => {
        const row = await lockOrFail(repos, input.transactionId);
        return applyLocked(repos, row, input.transition, input.actor, {
          params,
          trusted: input.trusted,
        });
      });
    },

    /** check, speculateTransition, transitionsFor: may this actor do this now (decision 074). */
    ...createTransitionQuestions(work.repos, processOf),

    fireTimer,

    /**
     * Fires this transaction's delayed transitions that are due now, as the timer worker's next
     * pass would, and answers when the next one falls due. The order and sale pages ask first,
     * so a page never offers what a due timer has already changed (an order received a moment
     * ago is completed and open for reviews, issue 22 §2.8). A worker firing the same timer at
     * the same time is harmless: `fireTimer` locks it, and the second finds it gone.
     */
    async fireDueTimersOf(transactionId: string): Promise<{ nextDueAt: Date | null }> {
      const open = async () =>
        (await work.repos.transactions.timers(transactionId)).filter(
          (t) => !t.firedAt && !t.canceledAt && !t.transition.startsWith("reminder/"),
        );
      const at = now();
      for (const timer of await open()) {
        // A timer that fails here fails for the worker too, which logs it and tries again:
        // the page still shows.
        if (timer.dueAt <= at) await fireTimer(timer.id).catch(() => "failed");
      }
      const next = (await open()).map((t) => t.dueAt).sort((a, b) => a.getTime() - b.getTime());
      return { nextDueAt: next[0] ?? null };
    },

    /** Leases due timers for one worker pass (modules/jobs: timer-worker.server.ts). */
    claimDueTimers: (limit: number, leaseMs: number, scope?: PassScope) =>
      work.repos.transactions.claimDueTimers(now(), limit, leaseMs, scope),

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

    /** The booking form's line items, without a customer and without writing (spec §4). */
    quoteBooking: (request: BookingLineItemsRequest) => quoteBooking(work.repos, pricing, request),

    /** The booking a transaction holds, if it is one. */
    booking: (transactionId: string) => work.repos.transactions.booking(transactionId),

    find: (id: string) => work.repos.transactions.find(id),
    byCheckout: (checkoutId: string) => work.repos.transactions.byCheckout(checkoutId),
    history: (id: string) => work.repos.transactions.history(id),
  };
}

export type TransactionEngine = ReturnType<typeof createTransactionEngine>;
