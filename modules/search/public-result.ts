import { approximateLocation, distanceKm, type LatLng } from "#modules/geo";
import type { SearchResult } from "./repository.server";

/**
 * A search row as it leaves the server (decision 025): the listing's approximate point, and the
 * distance to that point. SQL still orders by the exact spot, but an exact distance from a few
 * chosen origins would pin the house down, so the kilometres shown are the public point's.
 */
export function publicSearchResult(row: SearchResult, origin: LatLng | undefined): SearchResult {
  if (row.lat === null || row.lng === null) return { ...row, lat: null, lng: null };
  const point = approximateLocation({ lat: row.lat, lng: row.lng });
  return {
    ...row,
    lat: point.lat,
    lng: point.lng,
    distanceKm: origin && row.distanceKm !== null ? distanceKm(origin, point) : row.distanceKm,
  };
}
