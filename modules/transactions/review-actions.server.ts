import { AppError } from "#modules/errors";
import { leaveReviewSchema } from "#modules/reviews";
import { fieldErrors } from "#modules/users";
import type { TransactionRole } from "./inbox-states";
import type { TransactionRow } from "./repository.server";
import {
  type AlreadyReviewedCode,
  alreadyReviewedCode,
  type ReviewTransition,
} from "./review-transitions";

/**
 * The review actions of the process (post-review-by-*, publish-reviews), run by the engine
 * inside the transition's database transaction (decision 054): the review and the state that
 * says it was given are written together, so neither exists without the other.
 */

/** What the engine needs of the reviews table; the reviews module's repository provides it. */
export type ReviewStore = {
  insertPending(review: {
    transactionId: string;
    authorId: string;
    subjectId: string;
    listingId: string | null;
    type: "ofProvider" | "ofCustomer";
    rating: number;
    content: string;
    createdAt: Date;
  }): Promise<boolean>;
  publishOfTransaction(transactionId: string): Promise<number>;
  typesOfTransaction(transactionId: string): Promise<Array<"ofProvider" | "ofCustomer">>;
};

/** The sides that have written a review of this order: a review of the provider is the customer's. */
export async function reviewedBy(store: ReviewStore, transactionId: string) {
  const types = await store.typesOfTransaction(transactionId);
  return types.map((t): TransactionRole => (t === "ofProvider" ? "customer" : "provider"));
}

/** 409 with the code the first/second review fallback reads; the page says 'Review already sent'. */
export function alreadyReviewed(code: AlreadyReviewedCode, actorRole: string) {
  const own = code.endsWith(`-by-${actorRole}`);
  return new AppError(
    code,
    409,
    own ? "ReviewForm.reviewAlreadySent" : "TransactionPage.invalidTransition",
  );
}

/** A refused review transition: already reviewed (by whom), else null. */
export async function reviewRefusal(
  store: ReviewStore,
  row: TransactionRow,
  review: ReviewTransition,
) {
  const code = alreadyReviewedCode(review, await reviewedBy(store, row.id));
  return code ? alreadyReviewed(code, review.role) : null;
}

/** post-review-by-{by}: the review, checked (spec §5), written pending. */
export async function postReview(
  store: ReviewStore,
  row: TransactionRow,
  by: TransactionRole,
  review: unknown,
  at: Date,
) {
  const parsed = leaveReviewSchema.safeParse(review ?? {});
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new AppError(
      "validation-invalid-params",
      400,
      Object.values(fields)[0] ?? "Errors.invalidParams",
      fields,
    );
  }
  const written = await store.insertPending({
    transactionId: row.id,
    authorId: by === "customer" ? row.customerId : row.providerId,
    subjectId: by === "customer" ? row.providerId : row.customerId,
    listingId: row.listingId,
    type: by === "customer" ? "ofProvider" : "ofCustomer",
    rating: parsed.data.rating,
    content: parsed.data.content,
    createdAt: at,
  });
  if (!written) throw alreadyReviewed(`transaction-already-reviewed-by-${by}`, by);
}
