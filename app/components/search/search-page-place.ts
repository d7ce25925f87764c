import type { Bounds, LatLng } from "#modules/geo";
import { defaultDistanceKm, stringifySearchParams } from "#modules/search";
import type { SelectedPlace } from "../location/selected-place";
import { searchHref } from "./search-query";

/** Params the /s header's place field sends itself (the address and its chosen box). */
export const PLACE_PARAMS = ["address", "bounds", "origin"] as const;

/**
 * The place the /s header starts with: the URL's address with its box (and origin), so an
 * unchanged field sends them again. Without a box the address is plain text to look up.
 */
export function currentSearchPlace(
  address: string,
  bounds: Bounds | null,
  origin: LatLng | null,
): SelectedPlace | null {
  if (!address || !bounds) return null;
  const centre = {
    lat: (bounds.ne.lat + bounds.sw.lat) / 2,
    lng: (bounds.ne.lng + bounds.sw.lng) / 2,
  };
  return { label: address, bounds, origin: origin ?? centre };
}

/**
 * Choosing a place on /s: the same search (keywords, filters, sort) in the new place, from
 * page 1, within the distance fitting the new place (decision 069). `origin` goes along by
 * the top bar's rule, or when this search already had one.
 */
export function searchPagePlaceHref(
  current: URLSearchParams,
  input: { keywords: string; place: SelectedPlace },
  { includeOrigin }: { includeOrigin: boolean },
): string {
  const next = new URLSearchParams();
  for (const [name, value] of current) {
    if (name === "keywords" || name === "page" || name === "distance") continue;
    if (PLACE_PARAMS.some((p) => p === name)) continue;
    next.append(name, value);
  }
  const chosen = new URLSearchParams(
    stringifySearchParams({
      keywords: input.keywords.trim() || undefined,
      address: input.place.label,
      bounds: input.place.bounds,
      origin: includeOrigin ? input.place.origin : undefined,
      distance: defaultDistanceKm(input.place.bounds),
    }),
  );
  for (const [name, value] of chosen) next.set(name, value);
  return searchHref(next);
}
