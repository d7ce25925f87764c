// Loaded only by ListingMap's dynamic import, when the map scrolls into view:
// MapLibre, its stylesheet and its worker never reach a page's first load.
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

// The worker from our own origin, so the CSP's script-src 'self' covers it.
setWorkerUrl(workerUrl);

/** Tiles that never arrive count as a failure after this long. */
const LOAD_TIMEOUT_MS = 12_000;

export type MountedMap = { remove: () => void };

/**
 * A vector map centred on the listing with a marker. `onFailure` is called
 * once when the style or tiles cannot load (offline, blocked, no WebGL);
 * the caller then shows its fallback.
 */
export function mountMap(
  container: HTMLElement,
  options: { lat: number; lng: number; zoom: number; styleUrl: string; label: string },
  onFailure: () => void,
): MountedMap {
  let failed = false;
  let loaded = false;
  const map = new MapLibreMap({
    container,
    style: options.styleUrl,
    center: [options.lng, options.lat],
    zoom: options.zoom,
    cooperativeGestures: true,
    attributionControl: { compact: true },
  });
  const fail = () => {
    if (failed || loaded) return;
    failed = true;
    window.clearTimeout(timer);
    map.remove();
    onFailure();
  };
  const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
  map.on("error", fail);
  map.on("load", () => {
    loaded = true;
    window.clearTimeout(timer);
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  const marker = new Marker({ color: "#c8432a" }).setLngLat([options.lng, options.lat]).addTo(map);
  marker.getElement().setAttribute("aria-label", options.label);
  return {
    remove: () => {
      window.clearTimeout(timer);
      if (!failed) map.remove();
    },
  };
}
