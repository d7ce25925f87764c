import type { Bounds, LatLng } from "./types";

/**
 * A listing's public location (decision 025): the centre of the grid cell its pickup spot lies
 * in, never the spot itself. Hobby growers sell from home, so the exact point is their house.
 *
 * A fixed grid rather than a random offset per listing: every listing from one garden lands on
 * the same centre, so averaging a grower's listings (or many requests) gives nothing away, and
 * "is the public point inside this box" is the same as "is the exact point inside a box snapped
 * to cell edges" — so search can keep filtering the exact columns through their indexes
 * (approximateBounds) without its answers revealing more than the public point.
 */

/** 0.005° of latitude: about 556 m north–south. */
export const APPROXIMATE_LAT_STEP = 0.005;
/** 0.008° of longitude: about 550 m east–west at Dutch and Belgian latitudes (52°N). */
export const APPROXIMATE_LNG_STEP = 0.008;

/** Below this the snapped box's upper edge is open: a spot on the next cell's edge stays out. */
const EDGE = 1e-9;

/** The cell index of `value`, with the same `>=` at an edge as a SQL filter on `k * step`. */
function cellIndex(value: number, step: number): number {
  let k = Math.floor(value / step);
  if (value < k * step) k -= 1;
  else if (value >= (k + 1) * step) k += 1;
  return k;
}

/** A cell's centre, at six decimals (10 cm) so it prints cleanly. */
function centre(k: number, step: number): number {
  return Math.round((k * step + step / 2) * 1e6) / 1e6;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The public stand-in for an exact spot: its grid cell's centre (at most ~390 m away). */
export function approximateLocation(spot: LatLng): LatLng {
  return {
    lat: clamp(centre(cellIndex(spot.lat, APPROXIMATE_LAT_STEP), APPROXIMATE_LAT_STEP), 90),
    lng: clamp(centre(cellIndex(spot.lng, APPROXIMATE_LNG_STEP), APPROXIMATE_LNG_STEP), 180),
  };
}

/**
 * How far a spot at latitude `lat` can be from its public point: half the cell's diagonal
 * (~390 m in the Netherlands). A circle drawn around the public point needs this much more
 * radius to be sure to hold the spot.
 */
export function approximationRadiusMeters(lat: number): number {
  const metresPerDegree = 111_320;
  const halfLat = (APPROXIMATE_LAT_STEP / 2) * metresPerDegree;
  const halfLng = (APPROXIMATE_LNG_STEP / 2) * metresPerDegree * Math.cos((lat * Math.PI) / 180);
  return Math.ceil(Math.hypot(halfLat, halfLng));
}

/** The first cell whose centre is at or after `value`. */
function firstCellFrom(value: number, step: number): number {
  let k = cellIndex(value, step);
  if (centre(k, step) < value) k += 1;
  return k;
}

/** The last cell whose centre is at or before `value`. */
function lastCellUpTo(value: number, step: number): number {
  let k = cellIndex(value, step);
  if (centre(k, step) > value) k -= 1;
  return k;
}

/**
 * The box of exact coordinates whose public points fall inside `bounds` (edges included),
 * for a filter on the exact columns: from the first whole cell with its centre inside to the
 * last one. Null when no cell centre lies inside (nothing can match). A box that crosses the
 * antimeridian (sw.lng > ne.lng) still does.
 */
export function approximateBounds(bounds: Bounds): Bounds | null {
  const { ne, sw } = bounds;
  const latFrom = firstCellFrom(sw.lat, APPROXIMATE_LAT_STEP);
  const latTo = lastCellUpTo(ne.lat, APPROXIMATE_LAT_STEP);
  if (latFrom > latTo) return null;
  const lngFrom = firstCellFrom(sw.lng, APPROXIMATE_LNG_STEP);
  const lngTo = lastCellUpTo(ne.lng, APPROXIMATE_LNG_STEP);
  const crosses = sw.lng > ne.lng;
  if (!crosses && lngFrom > lngTo) return null;
  return {
    sw: { lat: latFrom * APPROXIMATE_LAT_STEP, lng: lngFrom * APPROXIMATE_LNG_STEP },
    ne: {
      lat: (latTo + 1) * APPROXIMATE_LAT_STEP - EDGE,
      lng: (lngTo + 1) * APPROXIMATE_LNG_STEP - EDGE,
    },
  };
}
