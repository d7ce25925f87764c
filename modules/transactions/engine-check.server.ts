import { AppError } from "#modules/errors";
import type { LineItem } from "#modules/pricing";
import { refundLines } from "./actions.server";
import type { Actor, EngineRepos } from "./engine-types";
import { invalidTransition } from "./engine-types";
import {
  checkTransition,
  type ProcessTransition,
  type TransactionProcess,
  type TransitionName,
  transitionsFrom,
} from "./process";
import type { TransactionRow } from "./repository.server";
import { reviewRefusal } from "./review-actions.server";
import { reviewTransitionOf } from "./review-transitions";
import { parseTransitionParams } from "./transition-params";

/**
 * "May this actor run this transition now?" — the one answer the engine's moves, the API's
 * speculative calls and the order/sale pages' buttons share (decision 074), so a button the
 * page shows is a step the engine accepts and the API refuses with the same code.
 */

export type EngineCheck =
  | { ok: true; transition: ProcessTransition; from: string; to: string }
  /** The error the move would be refused with (403, 409, a review's already-reviewed 409). */
  | { ok: false; error: AppError };

const forbidden = () => new AppError("forbidden", 403, "Errors.forbidden");
const refused = (error: AppError): EngineCheck => ({ ok: false, error });

/**
 * The checks of one transition on `row` as it is read (the engine's moves pass their locked
 * row): the process (state, role), privileged moves for trusted server code only, each side
 * only on its own transaction, and no move by a banned user (decision 065: their session ended
 * with the ban; this refuses a request already on its way). The server's own moves (trusted)
 * are not a party's.
 */
export async function checkTransitionOn(
  repos: EngineRepos,
  process: TransactionProcess,
  row: TransactionRow,
  name: string,
  actor: Actor,
  { trusted = false }: { trusted?: boolean } = {},
): Promise<EngineCheck> {
  const check = checkTransition(process, row.state, name, actor.role);
  if (!check.ok) {
    if (check.reason === "forbiddenRole") return refused(forbidden());
    // A review transition of the actor's own side says why: reviewed already, or by the
    // other side first (the caller then tries the second-review transition, spec §4).
    const review = reviewTransitionOf(name);
    if (review && review.role === actor.role && check.reason === "invalidState") {
      const refusal = await reviewRefusal(repos.reviews, row, review);
      if (refusal) return refused(refusal);
    }
    return refused(invalidTransition());
  }
  if (check.transition.privileged && !trusted) return refused(forbidden());
  if (actor.role === "customer" && actor.userId !== row.customerId) return refused(forbidden());
  if (actor.role === "provider" && actor.userId !== row.providerId) return refused(forbidden());
  if (!trusted && actor.userId) {
    const [party] = await repos.transactions.users([actor.userId]);
    if (party?.banned) return refused(new AppError("user-banned", 403, "Errors.accountBanned"));
  }
  return { ok: true, transition: check.transition, from: check.from, to: check.to };
}

/**
 * The line items a transition writes with its move, or undefined when they stay: a refund
 * writes its reversal lines, so the breakdown shows what went back (spec §6). The totals stay
 * what was charged: the refund's amount (decision 068).
 */
export function lineItemsAfter(
  transition: ProcessTransition,
  row: TransactionRow,
): LineItem[] | undefined {
  // The registry's refund step writes the same lines with the move.
  return transition.actions.includes("refund") ? refundLines(row) : undefined;
}

const notFound = () => new AppError("not-found", 404, "Errors.notFound");

/** `repos` whose party reads are shared by the checks of one question. */
function readingUsersOnce(repos: EngineRepos): EngineRepos {
  const read = new Map<string, ReturnType<EngineRepos["transactions"]["users"]>>();
  const users: EngineRepos["transactions"]["users"] = (ids) => {
    const key = ids.join(",");
    let found = read.get(key);
    if (!found) {
      found = repos.transactions.users(ids);
      read.set(key, found);
    }
    return found;
  };
  return { ...repos, transactions: { ...repos.transactions, users } };
}

/**
 * The engine's read-only questions about a transition, on unlocked reads: the answer may be
 * stale a moment later, and the move itself checks again under the row lock.
 */
export function createTransitionQuestions(
  repos: EngineRepos,
  processOf: (row: TransactionRow) => TransactionProcess,
) {
  const rowOf = async (target: string | TransactionRow) =>
    typeof target === "string" ? repos.transactions.find(target) : target;

  return {
    /**
     * May `actor` run `transition` on this transaction now? The same checks, in the same
     * order, as `applyTransition` makes; a refusal comes back as the error that move would
     * throw (a missing transaction: 404).
     */
    async check(
      target: string | TransactionRow,
      transition: string,
      actor: Actor,
    ): Promise<EngineCheck> {
      const row = await rowOf(target);
      if (!row) return refused(notFound());
      return checkTransitionOn(repos, processOf(row), row, transition, actor);
    },

    /**
     * What `applyTransition` with this input would lead to, without writing (spec §7
     * transition_speculative): the same 400 for params, the same refusals, then the state and
     * the line items the move would leave (a refund adds its reversal lines).
     */
    async speculateTransition(input: {
      transactionId: string;
      transition: string;
      actor: Actor;
      params?: unknown;
    }) {
      parseTransitionParams(input.transition, input.params, input.actor.role);
      const row = await rowOf(input.transactionId);
      if (!row) throw notFound();
      const checked = await checkTransitionOn(
        repos,
        processOf(row),
        row,
        input.transition,
        input.actor,
      );
      if (!checked.ok) throw checked.error;
      return {
        state: checked.to,
        lastTransition: checked.transition.name,
        lineItems: lineItemsAfter(checked.transition, row) ?? (row.lineItems as LineItem[]),
        payinTotal: row.payinTotal,
        payoutTotal: row.payoutTotal,
      };
    },

    /**
     * The transitions `actor` may run on this transaction now: those of its state and role
     * that `check` accepts (privileged and timed ones stay the server's). The API's
     * process_transitions and the order/sale pages' buttons list these.
     */
    async transitionsFor(
      target: string | TransactionRow,
      actor: Actor,
    ): Promise<Array<{ name: TransitionName; to: string }>> {
      const row = await rowOf(target);
      if (!row) return [];
      const process = processOf(row);
      const candidates = transitionsFrom(process, row.state, actor.role);
      // Every candidate asks whether the actor is banned: one read answers them all.
      const once = readingUsersOnce(repos);
      const checks = await Promise.all(
        candidates.map((t) => checkTransitionOn(once, process, row, t.name, actor)),
      );
      return candidates.filter((_, i) => checks[i]!.ok).map((t) => ({ name: t.name, to: t.to }));
    },
  };
}
