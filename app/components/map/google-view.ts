import type { MapEdgesMove, MapFit } from "./map-types";
import { fitBounds, type LatLng, MAX_ZOOM, MIN_ZOOM } from "./web-mercator";

/**
 * Between the app's map views and Google's. Pure, so it is tested without the API.
 *
 * Zoom levels in this app follow MapLibre (a 512 px world at zoom 0, web-mercator.ts); Google
 * draws a 256 px world at zoom 0, so the same scale is one Google level higher. Converting
 * keeps a configured zoom (the listing page's 11) showing the same area on either provider.
 */
export const GOOGLE_ZOOM_OFFSET = 1;

export const toGoogleZoom = (zoom: number) => zoom + GOOGLE_ZOOM_OFFSET;

export type GoogleCamera = { center: LatLng; zoom: number };

/**
 * The camera that shows `fit.bounds` in a `width`×`height` map with the padding kept free, no
 * closer than `fit.maxZoom`. Google's raster maps only take whole zoom levels, so the zoom is
 * rounded down (the box still fits) and the centre worked out again at that zoom, so uneven
 * padding still moves the box where it should be.
 */
export function googleCamera(fit: MapFit, width: number, height: number): GoogleCamera {
  const exact = fitBounds(fit.bounds, width, height, fit).zoom;
  // The small tolerance keeps an exact fit (10.999999…) on its level.
  const level = Math.floor(toGoogleZoom(exact) + 1e-6);
  const zoom = Math.min(
    Math.max(level, toGoogleZoom(MIN_ZOOM)),
    toGoogleZoom(Math.min(fit.maxZoom, MAX_ZOOM)),
  );
  const view = fitBounds(fit.bounds, width, height, {
    padding: fit.padding,
    maxZoom: zoom - GOOGLE_ZOOM_OFFSET,
  });
  return { center: view.center, zoom };
}

/**
 * Google's visible box as the edges the search expects: across ±180 Google gives an east edge
 * west of the west edge, which becomes east + 360 (as MapLibre reports it), so the width
 * stays right and a view of the whole world is recognised as such.
 */
export function edgesFromGoogleBounds(ne: LatLng, sw: LatLng): MapEdgesMove["edges"] {
  return {
    north: ne.lat,
    south: sw.lat,
    east: ne.lng < sw.lng ? ne.lng + 360 : ne.lng,
    west: sw.lng,
  };
}

/** Whether two cameras show the same view, to within rounding. */
export function sameCamera(a: GoogleCamera, b: GoogleCamera): boolean {
  return (
    a.zoom === b.zoom &&
    Math.abs(a.center.lat - b.center.lat) < 1e-7 &&
    Math.abs(a.center.lng - b.center.lng) < 1e-7
  );
}

/** Both Google maps: zoom buttons only, keyboard on, and flat and north-up (no tilt, no turning). */
export const FLAT_MAP_OPTIONS = {
  clickableIcons: false,
  disableDefaultUI: true,
  zoomControl: true,
  keyboardShortcuts: true,
  tilt: 0,
  heading: 0,
  headingInteractionEnabled: false,
  tiltInteractionEnabled: false,
} as const;
