import type { PlaceLookup } from "./geocoder.server";
import type { PostalPlaceResult } from "./postal-place";
import { GEOCODER_COUNTRIES, type GeocoderCountry, type PlacePrediction } from "./types";

/** Spec §9: 5 geocoder suggestions. */
export const SUGGESTION_LIMIT = 5;

type OnError = (error: unknown, operation: "suggest" | "postalPlace") => void;

const warn: OnError = (error, operation) => {
  console.warn(`geocoder ${operation} failed: ${error instanceof Error ? error.message : error}`);
};

/**
 * Place suggestions and postal-code towns for pages and the API. Never throws: a geocoder failure
 * is logged and shows as no suggestions (spec: "geocoder failure: not shown").
 */
export function createPlaceService(deps: { geocoder: PlaceLookup; onError?: OnError }) {
  const { geocoder, onError = warn } = deps;
  return {
    async suggest(
      query: string,
      locale: "nl" | "en",
      countries: readonly GeocoderCountry[] = GEOCODER_COUNTRIES,
    ): Promise<PlacePrediction[]> {
      const q = query.trim();
      if (!q) return [];
      try {
        const found = await geocoder.suggest(q, { locale, limit: SUGGESTION_LIMIT, countries });
        return found.slice(0, SUGGESTION_LIMIT);
      } catch (error) {
        onError(error, "suggest");
        return [];
      }
    },

    async postalPlace(postalCode: string, country: GeocoderCountry): Promise<PostalPlaceResult> {
      try {
        return await geocoder.postalPlace(postalCode, country);
      } catch (error) {
        onError(error, "postalPlace");
        return { status: "unavailable" };
      }
    },
  };
}
export type PlaceService = ReturnType<typeof createPlaceService>;
