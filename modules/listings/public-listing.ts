import { approximateLocation } from "#modules/geo";
import type { ListingPublicData } from "../../db/schema";
import type { ListingView } from "./listing-view";

/**
 * The publicData keys anyone may read. A list of what may go out rather than of what may not:
 * the pickup `location` (street, number, building) is the grower's home and stays with the
 * grower (own listings) and, later, a buyer who has paid (decision 025). A key added to
 * publicData stays private until it is added here.
 */
const PUBLIC_DATA_KEYS = [
  "place",
  "rules",
  "unit",
  "category",
  "pickupEnabled",
  "shippingEnabled",
  "shippingPriceInSubunitsOneItem",
  "shippingPriceInSubunitsAdditionalItems",
  "deliveryOptions",
] as const satisfies ReadonlyArray<keyof ListingPublicData>;

/** publicData without the pickup address. */
export type PublicListingData = ListingPublicData & { location?: undefined };

/** A listing as visitors may see it: no pickup address, an approximate geolocation. */
export type PublicListingView = Omit<ListingView, "publicData"> & {
  publicData: PublicListingData;
};

export function publicListingData(data: ListingPublicData): PublicListingData {
  const out: PublicListingData = {};
  for (const key of PUBLIC_DATA_KEYS) {
    if (data[key] !== undefined) out[key] = data[key] as never;
  }
  return out;
}

/** What a listing shows to everyone but its own grower (the full view stays on the own-listing path). */
export function toPublicListingView(listing: ListingView): PublicListingView {
  return {
    ...listing,
    geolocation: listing.geolocation ? approximateLocation(listing.geolocation) : null,
    publicData: publicListingData(listing.publicData),
  };
}
