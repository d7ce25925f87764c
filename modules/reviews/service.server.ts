import type { ReviewRepository } from "./repository.server";
import type { ReviewsQuery } from "./schemas";

export function createReviewService(deps: { reviews: ReviewRepository }) {
  return {
    /** Reviews about a user, split by the role they had (spec §2 profile). */
    async aboutUser(userId: string) {
      const all = await deps.reviews.aboutUser(userId);
      return {
        asProvider: all.filter((r) => r.type === "ofProvider"),
        asCustomer: all.filter((r) => r.type === "ofCustomer"),
      };
    },
    ofListing: (listingId: string) => deps.reviews.ofListing(listingId),

    /** Spec §7 reviews.query: public reviews about a user or of a listing, one page. */
    async query(query: ReviewsQuery) {
      const about = query.subject_id
        ? { subjectId: query.subject_id }
        : { listingId: query.listing_id! };
      const { rows, totalItems } = await deps.reviews.page(about, query.page, query.per_page);
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
