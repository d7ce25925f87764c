import { type Gazetteer, gazetteer } from "./gazetteer";
import type { PostalPlaceLookup, PostalPlaceResult } from "./postal-place";
import { type PostcodeTable, postcodeTable } from "./postcodes";
import type { Geocoder } from "./types";

/**
 * The built-in data as a Geocoder: no network, no key, works on a fresh machine. Suggestions come
 * from the gazetteer; a postal code's town from the GeoNames postal code lists (NL and BE; for a
 * German code the answer is "unavailable").
 */
export function createOfflineGeocoder(
  source: () => Gazetteer = gazetteer,
  postcodes: () => PostcodeTable = postcodeTable,
): Geocoder & PostalPlaceLookup {
  return {
    async suggest(query, options) {
      return source().suggest(query, options);
    },
    async postalPlace(postalCode, country): Promise<PostalPlaceResult> {
      return postcodes().postalPlace(postalCode, country);
    },
  };
}
