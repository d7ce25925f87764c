import path from "node:path";
import type { Database } from "../db/client";
import { createAuthRepository } from "../modules/auth/repository.server";
import { createAuthService } from "../modules/auth/service.server";
import { createGeocoder } from "../modules/geo/geocoder.server";
import { createPlaceService } from "../modules/geo/service.server";
import { createImageRepository } from "../modules/images/repository.server";
import { createImageService } from "../modules/images/service.server";
import { createImageStore } from "../modules/images/stores.server";
import { createAvailabilityRepository } from "../modules/listings/availability.repository.server";
import { createAvailabilityService } from "../modules/listings/availability.service.server";
import { createOwnListingRepository } from "../modules/listings/own-listings.repository.server";
import { createOwnListingService } from "../modules/listings/own-listings.service.server";
import { createListingRepository } from "../modules/listings/repository.server";
import { createListingService } from "../modules/listings/service.server";
import { createFileMailer, createSmtpMailer, type Mailer } from "../modules/mail/mailer.server";
import { createReviewRepository } from "../modules/reviews/repository.server";
import { createReviewService } from "../modules/reviews/service.server";
import { createSearchRepository } from "../modules/search/repository.server";
import { createSearchService } from "../modules/search/service.server";
import { createUserRepository } from "../modules/users/repository.server";
import { createUserService } from "../modules/users/service.server";
import { type Env, publicConfig } from "./env";

export type ServiceDeps = { db: Database; env: Env; mailer?: Mailer; now?: () => Date };

/** Built once at start; loaders, actions and API handlers all call these. */
export function createServices({ db, env, mailer, now = () => new Date() }: ServiceDeps) {
  const mailDir = path.join(env.DATA_DIR, "mail");
  const theMailer =
    mailer ??
    (env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createFileMailer(mailDir, env.MAIL_FROM));
  const usersRepo = createUserRepository(db);
  const ownListingsRepo = createOwnListingRepository(db);
  // GEOCODER picks the source (offline gazetteer, Mapbox, Nominatim); call `places`, which never throws.
  const geocoder = createGeocoder(env);
  const places = createPlaceService({ geocoder });
  return {
    env,
    config: publicConfig(env),
    mailDir,
    auth: createAuthService({
      users: usersRepo,
      auth: createAuthRepository(db),
      mailer: theMailer,
      appUrl: env.APP_URL,
      loginRateLimit: env.LOGIN_RATE_LIMIT,
      now,
    }),
    users: createUserService({ users: usersRepo, postalPlaces: places }),
    geocoder,
    places,
    listings: createListingService({
      listings: createListingRepository(db),
      full: ownListingsRepo,
    }),
    ownListings: createOwnListingService({
      listings: ownListingsRepo,
      config: {
        approvalRequired: env.LISTING_APPROVAL_REQUIRED,
        stockManaged: env.LISTING_MANAGEMENT_TYPE === "stock",
        allowFree: env.ALLOW_FREE_LISTINGS,
      },
    }),
    availability: createAvailabilityService({
      availability: createAvailabilityRepository(db),
      listings: ownListingsRepo,
    }),
    reviews: createReviewService({ reviews: createReviewRepository(db) }),
    search: createSearchService({
      search: createSearchRepository(db),
      config: {
        stockManaged: env.LISTING_MANAGEMENT_TYPE === "stock",
        sortByDistance: env.SORT_SEARCH_BY_DISTANCE,
      },
    }),
    images: createImageService({
      images: createImageRepository(db),
      store: createImageStore(env),
      imageBaseUrl: publicConfig(env).imageBaseUrl,
      now,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
