import type { Bounds, LatLng, PlaceKind } from "./types";

const EARTH_RADIUS_M = 6_371_000;

/** Spec §9: bounds of 500 m around an address, 2000 m around other places; current location 1000 m. */
export const BOUNDS_DISTANCE_M: Record<PlaceKind, number> = {
  address: 500,
  postcode: 2000,
  place: 2000,
  region: 2000,
  country: 2000,
};
export const CURRENT_LOCATION_BOUNDS_M = 1000;

/** The box reaching `meters` north, south, east and west of `origin`. */
export function boundsAround(origin: LatLng, meters: number): Bounds {
  const dLat = (meters / EARTH_RADIUS_M) * (180 / Math.PI);
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  const dLng = cos < 1e-9 ? 180 : dLat / cos;
  const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
  const clampLng = (v: number) => Math.max(-180, Math.min(180, v));
  return {
    ne: { lat: clampLat(origin.lat + dLat), lng: clampLng(origin.lng + dLng) },
    sw: { lat: clampLat(origin.lat - dLat), lng: clampLng(origin.lng - dLng) },
  };
}
