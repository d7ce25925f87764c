/** Factories shared by the tests and the demo seed. */
export { ILLUSTRATION_KINDS, type IllustrationKind, renderIllustration } from "./illustrations";
export {
  createListing,
  createListingImage,
  type Listing,
  type ListingImage,
  type ListingImageInput,
  type ListingOverrides,
} from "./listings";
export { PLACES, type Place, type PlaceId } from "./places";
export { createReview, type Review, type ReviewInput } from "./reviews";
export {
  createUser,
  DEFAULT_PASSWORD,
  type Inserter,
  type User,
  type UserOverrides,
} from "./users";
