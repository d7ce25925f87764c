import type { Database } from "../../db/client";
import { createReviewRepository } from "./repository.server";
import type { ReviewsQuery } from "./schemas";

/** Reviews for pages and the API; the module builds its repository on `db` (decision 077). */
export function createReviewService({ db }: { db: Database }) {
  const reviews = createReviewRepository(db);
  return {
    /** Reviews about a user, split by the role they had (spec §2 profile). */
    async aboutUser(userId: string) {
      const all = await reviews.aboutUser(userId);
      return {
        asProvider: all.filter((r) => r.type === "ofProvider"),
        asCustomer: all.filter((r) => r.type === "ofCustomer"),
      };
    },
    ofListing: (listingId: string) => reviews.ofListing(listingId),

    /** All reviews of one order, pending ones too: the order and sale pages choose what shows. */
    ofTransaction: (transactionId: string) => reviews.ofTransaction(transactionId),

    /** Spec §7 reviews.query: public reviews about a user or of a listing, one page. */
    async query(query: ReviewsQuery) {
      const about = query.subject_id
        ? { subjectId: query.subject_id }
        : { listingId: query.listing_id! };
      const { rows, totalItems } = await reviews.page(about, query.page, query.per_page);
      return {
        reviews: rows,
        pagination: {
          page: query.page,
          perPage: query.per_page,
          totalItems,
          totalPages: Math.ceil(totalItems / query.per_page),
        },
      };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
