import type { LatLng } from "./web-mercator";

/**
 * Fuzzy locations (spec §5, §9): instead of a listing's exact spot the map shows a circle
 * around a centre moved up to `offsetMeters` away, so the real spot is always inside the
 * circle but cannot be read off the map. The move is derived from the listing id, so every
 * visit shows the same circle: averaging many random views would give the spot away.
 * Pure, so a loader can compute it on the server and never send the exact spot.
 */

/** Spec §9: Earth radius 6371 km. */
export const EARTH_RADIUS_M = 6_371_000;
/** Spec §9: the circle polygon in 8° steps (45 corners). */
export const CIRCLE_STEP_DEGREES = 8;
/** Spec §9: the circle's fill opacity. */
export const FUZZY_FILL_OPACITY = 0.2;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** The point `distanceM` metres from `origin` along the initial `bearingDeg` (great circle). */
export function destinationPoint(origin: LatLng, distanceM: number, bearingDeg: number): LatLng {
  const angular = distanceM / EARTH_RADIUS_M;
  const bearing = toRad(bearingDeg);
  const lat1 = toRad(origin.lat);
  const lng1 = toRad(origin.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lng = ((toDeg(lng2) + 540) % 360) - 180;
  return { lat: toDeg(lat2), lng };
}

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** FNV-1a, 32 bits: a small, stable string hash (not for security). */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Two numbers in [0, 1) that depend only on `seed`. */
export function seededUnits(seed: string): [number, number] {
  const first = fnv1a(seed);
  const second = fnv1a(`${seed}#`, first);
  return [first / 2 ** 32, second / 2 ** 32];
}

/**
 * The circle's centre for a listing: up to `offsetMeters` from the real spot, spread evenly
 * over the disc (square root of the first number), in a direction from the second.
 */
export function fuzzyCenter(origin: LatLng, seed: string, offsetMeters: number): LatLng {
  if (offsetMeters <= 0) return origin;
  const [u, v] = seededUnits(seed);
  return destinationPoint(origin, offsetMeters * Math.sqrt(u), v * 360);
}

/**
 * A closed GeoJSON ring ([lng, lat] pairs, first = last) approximating a circle:
 * one corner every `stepDegrees` of bearing, 45 corners for the default 8°.
 */
export function circlePolygon(
  center: LatLng,
  radiusMeters: number,
  stepDegrees = CIRCLE_STEP_DEGREES,
): Array<[number, number]> {
  const ring: Array<[number, number]> = [];
  for (let bearing = 0; bearing < 360; bearing += stepDegrees) {
    const p = destinationPoint(center, radiusMeters, bearing);
    ring.push([p.lng, p.lat]);
  }
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}

/**
 * The location a listing may show to the world: with fuzzy locations on, the moved centre
 * (seeded by the listing id, so every visit shows the same), otherwise the point itself.
 * Callers pass the listing's public point, already approximate (decision 025), never the spot.
 */
export function publicLocation(
  spot: LatLng | null,
  listingId: string,
  fuzzy: { enabled: boolean; offsetMeters: number },
): LatLng | null {
  if (!spot || !fuzzy.enabled) return spot;
  return fuzzyCenter(spot, listingId, fuzzy.offsetMeters);
}
