import { z } from "zod";
import { BOUNDS_DISTANCE_M, boundsAround } from "./bounds";
import { type FetchLike, fetchJson } from "./fetch-json.server";
import type { PostalPlaceLookup, PostalPlaceResult } from "./postal-place";
import {
  type Bounds,
  GEOCODER_COUNTRIES,
  type Geocoder,
  type GeocoderCountry,
  type PlaceKind,
  type PlacePrediction,
} from "./types";

export const MAPBOX_API_URL = "https://api.mapbox.com";

const named = z.object({ name: z.string() });
// Mapbox Geocoding API v6 forward geocoding: a GeoJSON FeatureCollection. Only the fields used are
// read; each feature is checked on its own so one odd feature does not hide the others.
const featureSchema = z.object({
  id: z.string().optional(),
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).optional(),
  properties: z.object({
    mapbox_id: z.string().optional(),
    feature_type: z.string(),
    name: z.string(),
    name_preferred: z.string().optional(),
    place_formatted: z.string().optional(),
    full_address: z.string().optional(),
    coordinates: z.object({ longitude: z.number(), latitude: z.number() }).optional(),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    context: z
      .object({
        country: z.object({ country_code: z.string() }).optional(),
        place: named.optional(),
        locality: named.optional(),
      })
      .optional(),
  }),
});
const responseSchema = z.object({ features: z.array(z.unknown()) });
type Feature = z.infer<typeof featureSchema>;

const KINDS: Record<string, PlaceKind> = {
  country: "country",
  region: "region",
  postcode: "postcode",
  district: "place",
  place: "place",
  locality: "place",
  neighborhood: "place",
  street: "address",
  block: "address",
  address: "address",
  secondary_address: "address",
};

const isCountry = (code: string): code is GeocoderCountry =>
  (GEOCODER_COUNTRIES as readonly string[]).includes(code);

function toPrediction(feature: Feature): PlacePrediction | null {
  const p = feature.properties;
  const country = p.context?.country?.country_code.toUpperCase() ?? "";
  const point = p.coordinates ?? {
    longitude: feature.geometry?.coordinates[0],
    latitude: feature.geometry?.coordinates[1],
  };
  if (!isCountry(country) || point.latitude === undefined || point.longitude === undefined) {
    return null;
  }
  const kind = KINDS[p.feature_type] ?? "place";
  const origin = { lat: point.latitude, lng: point.longitude };
  // Mapbox's bbox is [minLng, minLat, maxLng, maxLat]; addresses come without one.
  const bounds: Bounds = p.bbox
    ? { ne: { lat: p.bbox[3], lng: p.bbox[2] }, sw: { lat: p.bbox[1], lng: p.bbox[0] } }
    : boundsAround(origin, BOUNDS_DISTANCE_M[kind]);
  const name = p.name_preferred ?? p.name;
  return {
    id: `mapbox:${p.mapbox_id ?? feature.id ?? `${origin.lat},${origin.lng}`}`,
    name,
    label: p.full_address ?? [name, p.place_formatted].filter(Boolean).join(", "),
    kind,
    country,
    origin,
    bounds,
  };
}

function features(json: unknown): Feature[] {
  return responseSchema.parse(json).features.flatMap((raw) => {
    const parsed = featureSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

export type MapboxOptions = {
  accessToken: string;
  fetch?: FetchLike;
  baseUrl?: string;
  timeoutMs?: number;
};

/** Mapbox Geocoding API v6 (forward): suggestions, and the town of a postal code. */
export function createMapboxGeocoder(options: MapboxOptions): Geocoder & PostalPlaceLookup {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 4000;
  const forward = async (params: Record<string, string>) => {
    const url = new URL("/search/geocode/v6/forward", options.baseUrl ?? MAPBOX_API_URL);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set("access_token", options.accessToken);
    return features(await fetchJson(fetchFn, url, { timeoutMs }));
  };

  return {
    async suggest(query, { locale, limit, countries }) {
      const found = await forward({
        q: query,
        limit: String(limit),
        language: locale,
        country: countries.map((c) => c.toLowerCase()).join(","),
        autocomplete: "true",
      });
      return found.flatMap((f) => toPrediction(f) ?? []).slice(0, limit);
    },

    async postalPlace(postalCode, country): Promise<PostalPlaceResult> {
      const [feature] = await forward({
        q: postalCode,
        types: "postcode",
        limit: "1",
        language: "nl",
        country: country.toLowerCase(),
        autocomplete: "false",
      });
      const place = feature?.properties.context?.place ?? feature?.properties.context?.locality;
      return place ? { status: "found", place: place.name } : { status: "unknown" };
    },
  };
}
