import type { ListingRepository } from "./repository.server";

export const LANDING_PAGE_SIZE = 4;

export function createListingService(deps: { listings: ListingRepository }) {
  return {
    hasAnyListing: (authorId: string) => deps.listings.hasAnyListing(authorId),
    /** Landing: the 4 newest published listings (spec §2, §9). */
    newest: (limit = LANDING_PAGE_SIZE) => deps.listings.newestPublished(limit),
  };
}
export type ListingService = ReturnType<typeof createListingService>;
