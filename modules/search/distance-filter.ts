import { type Bounds, boundsAround, distanceKm, type LatLng } from "#modules/geo";

/**
 * The distance filter (`distance=10`, decision 069): listings whose public point lies within so
 * many kilometres of the searched place. A chosen place's box is only what the geocoder gives
 * (2 km around a town centre offline), so without a radius "eieren" near Amsterdam found
 * nothing while Haarlem, 18 km away, had eggs. Pure and client-safe.
 */

/** The radii the filter offers, in km. Other values in a URL are dropped like any bad param. */
export const DISTANCE_OPTIONS = [5, 10, 25, 50] as const;
export type DistanceKm = (typeof DISTANCE_OPTIONS)[number];

export function parseDistance(v: string | undefined): DistanceKm | undefined {
  if (v === undefined) return undefined;
  const n = Number(v.trim());
  return DISTANCE_OPTIONS.find((km) => km === n);
}

/** The middle of a box; a box across the antimeridian has its middle across it too. */
export function boundsCentre(bounds: Bounds): LatLng {
  const { ne, sw } = bounds;
  const east = sw.lng > ne.lng ? ne.lng + 360 : ne.lng;
  let lng = (sw.lng + east) / 2;
  if (lng > 180) lng -= 360;
  return { lat: (ne.lat + sw.lat) / 2, lng };
}

/** From the box's centre to its farthest corner, in km. */
export function boundsReachKm(bounds: Bounds): number {
  const centre = boundsCentre(bounds);
  return Math.max(distanceKm(centre, bounds.ne), distanceKm(centre, bounds.sw));
}

/**
 * The radius a newly chosen place starts with: the smallest option reaching twice as far as
 * the place's box (the place and about as much around it: 5 km for an address, 10 km for a
 * town from the built-in gazetteer), else the smallest that still holds the box. A box larger
 * than every option (a province) is searched as a box.
 */
export function defaultDistanceKm(bounds: Bounds): DistanceKm | undefined {
  const reach = boundsReachKm(bounds);
  return (
    DISTANCE_OPTIONS.find((km) => km >= 2 * reach) ?? DISTANCE_OPTIONS.find((km) => km >= reach)
  );
}

/** A circle on the ground: what a distance search covers. */
export type SearchCircle = { centre: LatLng; km: DistanceKm };

/**
 * The circle a search covers, or null when it has no distance or no place: around the origin
 * when there is one (the place's own point), else around the middle of the place's box.
 */
export function searchCircle(params: {
  distance?: DistanceKm;
  origin?: LatLng;
  bounds?: Bounds;
}): SearchCircle | null {
  if (!params.distance) return null;
  const centre = params.origin ?? (params.bounds ? boundsCentre(params.bounds) : null);
  return centre ? { centre, km: params.distance } : null;
}

/** The box around a circle: what the map shows and what the box index narrows to first. */
export function circleBounds(circle: SearchCircle): Bounds {
  return boundsAround(circle.centre, circle.km * 1000);
}
