import type { GeoBounds, LatLng } from "../map/web-mercator";
import { wrapLng } from "../map/web-mercator";
import { roundCoordinate } from "./map-markers";

/**
 * The map's side of the search URL: its `bounds` param (ne_lat,ne_lng,sw_lat,sw_lng, as
 * modules/search/query-params parses it) and the query a map move leads to.
 */

/** The Netherlands and Belgium: the view when there are neither bounds nor results. */
export const DEFAULT_BOUNDS: GeoBounds = {
  ne: { lat: 53.56, lng: 7.23 },
  sw: { lat: 49.5, lng: 2.54 },
};

/** The visible box as MapLibre reports it: edges that may run past ±180 and ±90. */
export type MapEdges = { north: number; east: number; south: number; west: number };

const clampLat = (lat: number) => Math.min(Math.max(lat, -90), 90);

/** Edges → bounds the search understands: latitudes clamped, longitudes wrapped, 5 decimals. */
export function boundsFromEdges(edges: MapEdges): GeoBounds {
  const north = roundCoordinate(clampLat(Math.max(edges.north, edges.south)));
  const south = roundCoordinate(clampLat(Math.min(edges.north, edges.south)));
  // Zoomed out past the whole world: every longitude.
  if (edges.east - edges.west >= 360) {
    return { ne: { lat: north, lng: 180 }, sw: { lat: south, lng: -180 } };
  }
  return {
    ne: { lat: north, lng: roundCoordinate(wrapLng(edges.east)) },
    sw: { lat: south, lng: roundCoordinate(wrapLng(edges.west)) },
  };
}

/** Bounds as the URL writes them; equal views give equal strings. */
export function formatBoundsParam(bounds: GeoBounds): string {
  return [bounds.ne.lat, bounds.ne.lng, bounds.sw.lat, bounds.sw.lng]
    .map((n) => String(roundCoordinate(n)))
    .join(",");
}

/**
 * The search after the map moved: the new bounds, every keyword, filter and sort kept, back to
 * page 1. An origin only serves distance sorting from a searched place; after a move it becomes
 * the centre of what is shown, so "nearest first" stays meaningful. The distance goes: what is
 * searched is then what the map shows (decision 069).
 */
export function searchAfterMapMove(
  search: URLSearchParams,
  bounds: GeoBounds,
  center: LatLng,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete("page");
  next.delete("distance");
  next.set("bounds", formatBoundsParam(bounds));
  if (next.has("origin")) {
    next.set("origin", `${roundCoordinate(center.lat)},${roundCoordinate(wrapLng(center.lng))}`);
  }
  return next;
}

/** The smallest box around the points; null without points. */
export function pointsBounds(points: ReadonlyArray<LatLng>): GeoBounds | null {
  const first = points[0];
  if (!first) return null;
  let north = first.lat;
  let south = first.lat;
  let east = first.lng;
  let west = first.lng;
  for (const p of points) {
    north = Math.max(north, p.lat);
    south = Math.min(south, p.lat);
    east = Math.max(east, p.lng);
    west = Math.min(west, p.lng);
  }
  return { ne: { lat: north, lng: east }, sw: { lat: south, lng: west } };
}
