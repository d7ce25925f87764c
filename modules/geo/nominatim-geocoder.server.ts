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

// Nominatim /search with format=jsonv2 and addressdetails=1: an array of places. Only the fields
// used are read; each result is checked on its own.
const resultSchema = z.object({
  place_id: z.number().optional(),
  osm_type: z.string().optional(),
  osm_id: z.number().optional(),
  lat: z.string(),
  lon: z.string(),
  name: z.string().optional(),
  display_name: z.string(),
  addresstype: z.string().optional(),
  place_rank: z.number().optional(),
  address: z.record(z.string(), z.string()).optional(),
  // [minLat, maxLat, minLng, maxLng] as strings.
  boundingbox: z.tuple([z.string(), z.string(), z.string(), z.string()]).optional(),
});
type Result = z.infer<typeof resultSchema>;

const PLACE_TYPES = new Set([
  "city",
  "town",
  "village",
  "hamlet",
  "municipality",
  "suburb",
  "quarter",
  "neighbourhood",
  "city_district",
  "borough",
  "locality",
  "isolated_dwelling",
]);
const REGION_TYPES = new Set(["state", "province", "region", "county", "state_district"]);
// The address keys that can hold the town, in order of preference.
const TOWN_KEYS = ["city", "town", "village", "municipality", "hamlet", "suburb"];

function kindOf(result: Result): PlaceKind {
  const type = result.addresstype ?? "";
  if (type === "country") return "country";
  if (type === "postcode") return "postcode";
  if (REGION_TYPES.has(type)) return "region";
  if (PLACE_TYPES.has(type)) return "place";
  // No or another address type: Nominatim's rank says how fine-grained it is (26+ is a street).
  const rank = result.place_rank ?? 16;
  if (rank >= 26) return "address";
  if (rank <= 4) return "country";
  return rank <= 12 ? "region" : "place";
}

const townOf = (address: Record<string, string> = {}) =>
  TOWN_KEYS.map((key) => address[key]).find(Boolean);

const isCountry = (code: string): code is GeocoderCountry =>
  (GEOCODER_COUNTRIES as readonly string[]).includes(code);

function labelOf(result: Result, kind: PlaceKind, name: string): string {
  const a = result.address ?? {};
  const town = townOf(a);
  const parts =
    kind === "address"
      ? [
          [a.road, a.house_number].filter(Boolean).join(" "),
          [a.postcode, town].filter(Boolean).join(" "),
          a.country,
        ]
      : kind === "postcode"
        ? [[a.postcode ?? name, town].filter(Boolean).join(" "), a.country]
        : [
            name,
            kind === "place" ? a.state : undefined,
            kind === "country" ? undefined : a.country,
          ];
  const label = parts.filter(Boolean).join(", ");
  return label || result.display_name;
}

function toPrediction(result: Result): PlacePrediction | null {
  const country = result.address?.country_code?.toUpperCase() ?? "";
  const origin = { lat: Number(result.lat), lng: Number(result.lon) };
  if (!isCountry(country) || !Number.isFinite(origin.lat) || !Number.isFinite(origin.lng)) {
    return null;
  }
  const kind = kindOf(result);
  const box = result.boundingbox?.map(Number);
  const bounds: Bounds =
    box?.every(Number.isFinite) && box.length === 4
      ? {
          ne: { lat: box[1] ?? origin.lat, lng: box[3] ?? origin.lng },
          sw: { lat: box[0] ?? origin.lat, lng: box[2] ?? origin.lng },
        }
      : boundsAround(origin, BOUNDS_DISTANCE_M[kind]);
  const name = result.name || result.display_name.split(",")[0]?.trim() || result.display_name;
  const id =
    result.osm_type && result.osm_id ? `${result.osm_type}/${result.osm_id}` : result.place_id;
  return {
    id: `osm:${id}`,
    name,
    label: labelOf(result, kind, name),
    kind,
    country,
    origin,
    bounds,
  };
}

function results(json: unknown): Result[] {
  return z
    .array(z.unknown())
    .parse(json)
    .flatMap((raw) => {
      const parsed = resultSchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    });
}

export type NominatimOptions = {
  /** The server, e.g. https://nominatim.openstreetmap.org or your own. */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  fetch?: FetchLike;
  timeoutMs?: number;
};

/** A Nominatim server's /search: suggestions, and the town of a postal code. */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder & PostalPlaceLookup {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 4000;
  const search = async (params: Record<string, string>) => {
    const url = new URL(
      "search",
      options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`,
    );
    url.searchParams.set("format", "jsonv2");
    url.searchParams.set("addressdetails", "1");
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return results(
      await fetchJson(fetchFn, url, { timeoutMs, headers: { "User-Agent": options.userAgent } }),
    );
  };

  return {
    async suggest(query, { locale, limit, countries }) {
      const found = await search({
        q: query,
        limit: String(limit),
        "accept-language": locale,
        countrycodes: countries.map((c) => c.toLowerCase()).join(","),
      });
      return found.flatMap((r) => toPrediction(r) ?? []).slice(0, limit);
    },

    async postalPlace(postalCode, country): Promise<PostalPlaceResult> {
      const [found] = await search({
        postalcode: postalCode,
        countrycodes: country.toLowerCase(),
        "accept-language": "nl",
        limit: "1",
      });
      const town = townOf(found?.address);
      return town ? { status: "found", place: town } : { status: "unknown" };
    },
  };
}
