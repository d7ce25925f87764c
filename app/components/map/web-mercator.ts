/**
 * Web Mercator maths with MapLibre's conventions (a 512 px world at zoom 0), so a view
 * means the same thing in MapLibre and in the HTML marker plane used when MapLibre cannot
 * start. Pure: no DOM, no MapLibre.
 */

export type LatLng = { lat: number; lng: number };
/** Same shape as the search URL's `bounds` (modules/search/query-params). */
export type GeoBounds = { ne: LatLng; sw: LatLng };
export type MapView = { center: LatLng; zoom: number };
export type Point = { x: number; y: number };
/** Room to keep free on each side when fitting, in px (as MapLibre's `padding`). */
export type Padding = { top: number; right: number; bottom: number; left: number };

export const WORLD_SIZE_AT_ZOOM_0 = 512;
/** Mercator is undefined at the poles; this is where a square world ends. */
export const MAX_MERCATOR_LAT = 85.051129;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 19;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const worldSize = (zoom: number) => WORLD_SIZE_AT_ZOOM_0 * 2 ** zoom;

/** Longitude in [-180, 180). */
export function wrapLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** World pixel coordinates at `zoom`: x grows east, y grows south. */
export function project(point: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const lat = clamp(point.lat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT);
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The inverse of `project`; longitudes are not wrapped, so a view can cross ±180. */
export function unproject(point: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  return {
    lat: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    lng: (point.x / size) * 360 - 180,
  };
}

/** Where `point` lands in a `width`×`height` box showing `view` (0,0 = top left). */
export function toScreen(point: LatLng, view: MapView, width: number, height: number): Point {
  const p = project(point, view.zoom);
  const c = project(view.center, view.zoom);
  // Take the copy of the world nearest the centre, so a view across ±180 still places markers.
  const size = worldSize(view.zoom);
  let dx = p.x - c.x;
  if (dx > size / 2) dx -= size;
  if (dx < -size / 2) dx += size;
  return { x: width / 2 + dx, y: height / 2 + (p.y - c.y) };
}

/** The geographic box a `width`×`height` box shows. */
export function viewBounds(view: MapView, width: number, height: number): GeoBounds {
  const c = project(view.center, view.zoom);
  const ne = unproject({ x: c.x + width / 2, y: c.y - height / 2 }, view.zoom);
  const sw = unproject({ x: c.x - width / 2, y: c.y + height / 2 }, view.zoom);
  return { ne, sw };
}

/** The view moved by a drag of (dx, dy) screen pixels: content follows the pointer. */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const c = project(view.center, view.zoom);
  const size = worldSize(view.zoom);
  const y = clamp(c.y - dy, 0, size);
  const center = unproject({ x: c.x - dx, y }, view.zoom);
  return { zoom: view.zoom, center: { lat: center.lat, lng: wrapLng(center.lng) } };
}

/** The view zoomed by `delta` levels around its centre. */
export function zoomBy(view: MapView, delta: number): MapView {
  return { center: view.center, zoom: clamp(view.zoom + delta, MIN_ZOOM, MAX_ZOOM) };
}

/**
 * The view that shows `bounds` in a `width`×`height` box with `padding` px kept free (the same
 * on every side, or per side), at most at `maxZoom`. A box whose ne longitude is west of its
 * sw longitude crosses ±180.
 */
export function fitBounds(
  bounds: GeoBounds,
  width: number,
  height: number,
  options: { padding?: number | Padding; maxZoom?: number } = {},
): MapView {
  const p = options.padding ?? 0;
  const pad = typeof p === "number" ? { top: p, right: p, bottom: p, left: p } : p;
  const maxZoom = options.maxZoom ?? MAX_ZOOM;
  const east = bounds.ne.lng < bounds.sw.lng ? bounds.ne.lng + 360 : bounds.ne.lng;
  const ne = project({ lat: bounds.ne.lat, lng: east }, 0);
  const sw = project(bounds.sw, 0);
  const spanX = Math.max(ne.x - sw.x, 1e-9);
  const spanY = Math.max(sw.y - ne.y, 1e-9);
  const innerW = Math.max(width - pad.left - pad.right, 1);
  const innerH = Math.max(height - pad.top - pad.bottom, 1);
  const zoom = clamp(Math.log2(Math.min(innerW / spanX, innerH / spanY)), MIN_ZOOM, maxZoom);
  // The box sits in the middle of the free area; the view's centre is off it by half the
  // difference between opposite paddings.
  const scale = 2 ** zoom;
  const center = unproject(
    {
      x: ((ne.x + sw.x) / 2) * scale - (pad.left - pad.right) / 2,
      y: ((ne.y + sw.y) / 2) * scale - (pad.top - pad.bottom) / 2,
    },
    zoom,
  );
  return { zoom, center: { lat: center.lat, lng: wrapLng(center.lng) } };
}
