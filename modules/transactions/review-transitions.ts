/**
 * The review transitions of spec §4 as pure questions: which side a review transition belongs
 * to, which "already reviewed" error a refused one means, and the first/second review
 * fallback the pages and the API's clients use. Client-safe.
 */
import type { TransactionRole } from "./inbox-states";

export type ReviewTransition = { round: 1 | 2; role: TransactionRole };

/** `transition/review-2-by-provider` → `{ round: 2, role: "provider" }`; anything else null. */
export function reviewTransitionOf(name: string): ReviewTransition | null {
  const match = /^transition\/review-([12])-by-(customer|provider)$/.exec(name);
  if (!match) return null;
  return { round: match[1] === "1" ? 1 : 2, role: match[2] as TransactionRole };
}

export type AlreadyReviewedCode =
  | "transaction-already-reviewed-by-customer"
  | "transaction-already-reviewed-by-provider";

/**
 * Why a refused review transition could not run, given the sides that have reviewed the order
 * so far: the reviewer's own review exists ("Review already sent"), or — for the first-review
 * transition only — the other side reviewed first (the caller then tries the second). Null
 * otherwise: the order is not, or no longer, open for reviews (a plain invalid transition).
 */
export function alreadyReviewedCode(
  { round, role }: ReviewTransition,
  reviewedBy: ReadonlyArray<TransactionRole>,
): AlreadyReviewedCode | null {
  const other: TransactionRole = role === "customer" ? "provider" : "customer";
  if (reviewedBy.includes(role)) return `transaction-already-reviewed-by-${role}`;
  if (round === 1 && reviewedBy.includes(other)) return `transaction-already-reviewed-by-${other}`;
  return null;
}

const isAlreadyReviewed = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { code?: unknown }).code === "string" &&
  (error as { code: string }).code.startsWith("transaction-already-reviewed-by-");

/**
 * Spec §4: the first review transition depends on the reviewer's role; if the first-review
 * path fails with the already-reviewed error, the second-review transition is tried. What the
 * second answers (done, or already reviewed by this side) is the result.
 */
export async function sendReviewWithFallback<T>(
  role: TransactionRole,
  apply: (transition: `transition/review-${1 | 2}-by-${TransactionRole}`) => Promise<T>,
): Promise<T> {
  try {
    return await apply(`transition/review-1-by-${role}`);
  } catch (error) {
    if (!isAlreadyReviewed(error)) throw error;
  }
  return apply(`transition/review-2-by-${role}`);
}
