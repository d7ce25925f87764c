import type { Database } from "../../db/client";
import { createUnitOfWork } from "../../db/unit-of-work";
import { createAvailabilityRepository } from "./availability.repository.server";
import { createAvailabilityService } from "./availability.service.server";
import { createOwnListingRepository } from "./own-listings.repository.server";
import { createOwnListingService, type ListingConfig } from "./own-listings.service.server";
import { createListingRepository } from "./repository.server";
import { createListingService } from "./service.server";

/**
 * The listings module's services, built on the database they are given: the module builds
 * each of its repositories once, and the three services share them; no other module sees
 * them (decision 077).
 */
export function createListingServices({
  db,
  now,
  config,
}: {
  db: Database;
  now: () => Date;
  config: ListingConfig;
}) {
  const ownWork = createUnitOfWork(db, (executor) => ({
    listings: createOwnListingRepository(executor, now),
  }));
  const own = ownWork.repos.listings;
  return {
    listings: createListingService({
      listings: createListingRepository(db),
      full: own,
      stockManaged: config.stockManaged,
    }),
    ownListings: createOwnListingService({ work: ownWork, config }),
    availability: createAvailabilityService({
      availability: createAvailabilityRepository(db),
      listings: own,
    }),
  };
}
