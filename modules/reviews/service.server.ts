import type { ReviewRepository } from "./repository.server";

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
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
