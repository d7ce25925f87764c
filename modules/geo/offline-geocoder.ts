import { type Gazetteer, gazetteer } from "./gazetteer";
import type { PostalPlaceLookup, PostalPlaceResult } from "./postal-place";
import type { Geocoder } from "./types";

/**
 * The built-in gazetteer as a Geocoder: no network, no key, works on a fresh machine. The GeoNames
 * place dump it is built from has no postal codes, so it cannot name a postal code's town.
 */
export function createOfflineGeocoder(
  source: () => Gazetteer = gazetteer,
): Geocoder & PostalPlaceLookup {
  return {
    async suggest(query, options) {
      return source().suggest(query, options);
    },
    async postalPlace(): Promise<PostalPlaceResult> {
      return { status: "unavailable" };
    },
  };
}
