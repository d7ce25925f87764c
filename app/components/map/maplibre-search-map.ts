// Loaded only by the search map's dynamic import: MapLibre, its stylesheet and its worker
// never reach any page's first load, the search page's included.
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { SearchMapHandle, SearchMapOptions } from "./map-types";
import { MINIMAL_STYLE } from "./minimal-style";
import type { GeoBounds } from "./web-mercator";

// The worker from our own origin, so the CSP's script-src 'self' covers it.
setWorkerUrl(workerUrl);

/** A style that has not brought a single tile after this long counts as unavailable. */
const BACKGROUND_TIMEOUT_MS = 8_000;

/**
 * MapLibre's own UI string ids ("Map.Title"), joined from parts because they look like our
 * catalogue ids to scripts/check-catalogues.mjs, which would then look for them there.
 */
const uiStringId = (area: string, name: string) => `${area}.${name}`;

const lngLatBounds = (b: GeoBounds): [[number, number], [number, number]] => [
  [b.sw.lng, b.sw.lat],
  [b.ne.lng, b.ne.lat],
];

/**
 * The search map. Markers are plain DOM elements the page renders its own buttons into,
 * so they work with or without a background. When the configured style or its tiles
 * cannot load, the map switches to a background-only style and calls
 * `onBackgroundUnavailable` once; everything else keeps working.
 */
export function mountSearchMap(
  container: HTMLElement,
  options: SearchMapOptions & { styleUrl: string },
): SearchMapHandle {
  const map = new MapLibreMap({
    container,
    style: options.styleUrl || MINIMAL_STYLE,
    bounds: lngLatBounds(options.fit.bounds),
    fitBoundsOptions: { padding: options.fit.padding, maxZoom: options.fit.maxZoom },
    attributionControl: { compact: true },
    locale: {
      [uiStringId("Map", "Title")]: options.labels.map,
      [uiStringId("NavigationControl", "ZoomIn")]: options.labels.zoomIn,
      [uiStringId("NavigationControl", "ZoomOut")]: options.labels.zoomOut,
    },
    // A flat, north-up map: rotation only confuses a results map.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");

  let tileLoaded = false;
  let fallback = !options.styleUrl;
  const switchToFallback = () => {
    if (fallback) return;
    fallback = true;
    window.clearTimeout(timer);
    map.setStyle(MINIMAL_STYLE, { diff: false });
    options.onBackgroundUnavailable();
  };
  const timer = window.setTimeout(() => {
    if (!tileLoaded) switchToFallback();
  }, BACKGROUND_TIMEOUT_MS);
  map.on("data", (event) => {
    if (event.dataType === "source" && "tile" in event && event.tile) tileLoaded = true;
  });
  // A style that does not load, or tiles that never arrive: a single failed tile on a
  // working connection is left alone.
  map.on("error", () => {
    if (!tileLoaded) switchToFallback();
  });

  let userMove = false;
  map.on("movestart", (event) => {
    if (event.originalEvent) userMove = true;
  });
  map.on("moveend", (event) => {
    const byUser = userMove || Boolean(event.originalEvent);
    userMove = false;
    const b = map.getBounds();
    const c = map.getCenter();
    options.onMove({
      edges: { north: b.getNorth(), east: b.getEast(), south: b.getSouth(), west: b.getWest() },
      center: { lat: c.lat, lng: c.lng },
      byUser,
    });
  });

  map.on("click", (event) => {
    const target = event.originalEvent.target;
    if (target instanceof Element && target.closest(`.${CSS.escape(options.markerClassName)}`)) {
      return;
    }
    options.onBackgroundClick();
  });

  const markers = new Map<string, { marker: Marker; element: HTMLElement }>();
  return {
    fit: (fit) => {
      map.fitBounds(lngLatBounds(fit.bounds), {
        padding: fit.padding,
        maxZoom: fit.maxZoom,
        animate: false,
      });
    },
    syncMarkers: (spots) => {
      const keep = new Set(spots.map((s) => s.key));
      for (const [key, entry] of markers) {
        if (!keep.has(key)) {
          entry.marker.remove();
          markers.delete(key);
        }
      }
      for (const spot of spots) {
        if (markers.has(spot.key)) continue;
        const element = document.createElement("div");
        element.className = options.markerClassName;
        const marker = new Marker({ element, anchor: "bottom" })
          .setLngLat([spot.lng, spot.lat])
          .addTo(map);
        markers.set(spot.key, { marker, element });
      }
      return new Map([...markers].map(([key, entry]) => [key, entry.element]));
    },
    remove: () => {
      window.clearTimeout(timer);
      map.remove();
    },
  };
}
