import { AppError } from "#modules/errors";
import type { OwnListingRepository } from "./own-listings.repository.server";
import { type PublicListingView, toPublicListingView } from "./public-listing";
import type { ListingRepository } from "./repository.server";

export const LANDING_PAGE_SIZE = 4;

export const PROFILE_LISTINGS_LIMIT = 24;

export function createListingService(deps: {
  listings: ListingRepository;
  full: OwnListingRepository;
  /** LISTING_MANAGEMENT_TYPE is "stock": sold-out listings are not offered on the landing page. */
  stockManaged?: boolean;
}) {
  return {
    /**
     * A listing for its page: published and closed listings for everyone;
     * drafts and pending ones only for their owner; deleted ones for nobody.
     * Always the public view, also for the owner (their full listing comes from
     * ownListings.showOwn): the page and its cache never hold the pickup address.
     */
    async show(
      listingId: string,
      viewerId: string | null,
      viewerIsOperator = false,
    ): Promise<PublicListingView> {
      const listing = await deps.full.findView(listingId);
      // Operators also see pending listings, to review them before approving.
      const visible =
        listing &&
        !listing.deleted &&
        (listing.state === "published" ||
          listing.state === "closed" ||
          listing.author.id === viewerId ||
          (viewerIsOperator && listing.state === "pendingApproval"));
      if (!visible) throw new AppError("not-found", 404, "ListingPage.notFound");
      return toPublicListingView(listing);
    },

    /** A provider's published listings, for the profile page (spec §7 profile listings query). */
    async publishedBy(
      authorId: string,
      limit = PROFILE_LISTINGS_LIMIT,
    ): Promise<PublicListingView[]> {
      const { listings } = await deps.full.queryByAuthor(authorId, {
        page: 1,
        perPage: limit,
        states: ["published"],
        imagesPerListing: 1,
      });
      return listings.map(toPublicListingView);
    },

    hasAnyListing: (authorId: string) => deps.listings.hasAnyListing(authorId),
    /** Landing: the 4 newest published listings (spec §2, §9). */
    newest: (limit = LANDING_PAGE_SIZE) =>
      deps.listings.newestPublished(limit, deps.stockManaged ?? true),
  };
}
export type ListingService = ReturnType<typeof createListingService>;
