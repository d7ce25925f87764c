import type { FetchLike } from "./fetch-json.server";
import { createMapboxGeocoder } from "./mapbox-geocoder.server";
import { createNominatimGeocoder } from "./nominatim-geocoder.server";
import { createOfflineGeocoder } from "./offline-geocoder";
import type { PostalPlaceLookup } from "./postal-place";
import type { Geocoder } from "./types";

/** A geocoder that can also name a postal code's town (publicData.postalPlace). */
export type PlaceLookup = Geocoder & PostalPlaceLookup;

/** The settings that choose the geocoder (server/env.ts). */
export type GeocoderConfig = {
  GEOCODER: "offline" | "mapbox" | "nominatim";
  MAPBOX_ACCESS_TOKEN?: string;
  NOMINATIM_URL: string;
  APP_URL: string;
};

export class GeocoderConfigError extends Error {}

/** Picks the geocoder by GEOCODER; fails at start, not on the first keystroke, when misconfigured. */
export function createGeocoder(
  config: GeocoderConfig,
  deps: { fetch?: FetchLike } = {},
): PlaceLookup {
  switch (config.GEOCODER) {
    case "mapbox":
      if (!config.MAPBOX_ACCESS_TOKEN) {
        throw new GeocoderConfigError(
          "GEOCODER=mapbox needs MAPBOX_ACCESS_TOKEN (a Mapbox access token). Unset GEOCODER to use the built-in offline gazetteer.",
        );
      }
      return createMapboxGeocoder({ accessToken: config.MAPBOX_ACCESS_TOKEN, fetch: deps.fetch });
    case "nominatim":
      return createNominatimGeocoder({
        baseUrl: config.NOMINATIM_URL,
        userAgent: `Buurtoogst (${config.APP_URL})`,
        fetch: deps.fetch,
      });
    default:
      return createOfflineGeocoder();
  }
}
