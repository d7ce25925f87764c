// Loaded only by ListingMap's dynamic import, when the map scrolls into view:
// MapLibre, its stylesheet and its worker never reach a page's first load.
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { FUZZY_FILL_OPACITY } from "./fuzzy-location";

// The worker from our own origin, so the CSP's script-src 'self' covers it.
setWorkerUrl(workerUrl);

/** Tiles that never arrive count as a failure after this long. */
const LOAD_TIMEOUT_MS = 12_000;

export type MountedMap = { remove: () => void };

/** The configured marker image: drawn `width`×`height`, its (anchorX, anchorY) on the spot. */
export type CustomMarker = {
  url: string;
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
};

/** A fuzzy location: a closed [lng, lat] ring drawn instead of a marker. */
export type FuzzyCircle = { ring: Array<[number, number]>; color: string };

function markerFor(options: { label: string; customMarker?: CustomMarker | null }): Marker {
  const custom = options.customMarker;
  if (!custom) {
    const marker = new Marker({ color: "#c8432a" });
    marker.getElement().setAttribute("aria-label", options.label);
    return marker;
  }
  const image = document.createElement("img");
  image.src = custom.url;
  image.width = custom.width;
  image.height = custom.height;
  image.alt = options.label;
  image.draggable = false;
  // Top left on the spot, then moved back by the anchor: the anchor lands on the spot.
  return new Marker({
    element: image,
    anchor: "top-left",
    offset: [-custom.anchorX, -custom.anchorY],
  });
}

/**
 * A vector map centred on the listing with a marker (the configured image, if any), or with
 * a circle when the location is fuzzy. `onFailure` is called once when the style or tiles
 * cannot load (offline, blocked, no WebGL); the caller then shows its fallback.
 */
export function mountMap(
  container: HTMLElement,
  options: {
    lat: number;
    lng: number;
    zoom: number;
    styleUrl: string;
    label: string;
    customMarker?: CustomMarker | null;
    circle?: FuzzyCircle | null;
  },
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
    const circle = options.circle;
    if (!circle) return;
    map.addSource("fuzzy-location", {
      type: "geojson",
      data: {
        type: "Feature",
        properties: {},
        geometry: { type: "Polygon", coordinates: [circle.ring] },
      },
    });
    map.addLayer({
      id: "fuzzy-location",
      type: "fill",
      source: "fuzzy-location",
      paint: { "fill-color": circle.color, "fill-opacity": FUZZY_FILL_OPACITY },
    });
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  if (!options.circle) {
    markerFor(options).setLngLat([options.lng, options.lat]).addTo(map);
  }
  return {
    remove: () => {
      window.clearTimeout(timer);
      if (!failed) map.remove();
    },
  };
}
