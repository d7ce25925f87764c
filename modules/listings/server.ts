// The listings module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export {
  availabilityPlanSchema,
  createExceptionSchema,
  exceptionsQuerySchema,
  timeSlotsQuerySchema,
} from "./availability.service.server";
export {
  type ListingModeration,
  listingModerationOn,
  type ModeratedListing,
} from "./moderation.server";
export {
  createListingModerationService,
  type ListingModerationService,
} from "./moderation.service.server";
export type { ListingPatch } from "./own-listings.service.server";
export { withPickupCoordinates } from "./pickup-place.server";
export { createListingServices } from "./services.server";
