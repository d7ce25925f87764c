// The listings module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export { createAvailabilityRepository } from "./availability.repository.server";
export {
  availabilityPlanSchema,
  createAvailabilityService,
  createExceptionSchema,
  exceptionsQuerySchema,
  timeSlotsQuerySchema,
} from "./availability.service.server";
export { createOwnListingRepository } from "./own-listings.repository.server";
export { createOwnListingService, type ListingPatch } from "./own-listings.service.server";
export { withPickupCoordinates } from "./pickup-place.server";
export { createListingRepository } from "./repository.server";
export { createListingService } from "./service.server";
