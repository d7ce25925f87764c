// Loaded only by the search map's dynamic import, and only with PUBLIC_MAP_PROVIDER=google:
// neither this nor the Maps JavaScript API reaches any page's first load.
import { createDomOverlay } from "./google-dom-overlay";
import { googleMapElement, loadGoogleMaps, onGoogleMapsAuthFailure } from "./google-maps-loader";
import {
  edgesFromGoogleBounds,
  FLAT_MAP_OPTIONS,
  type GoogleCamera,
  googleCamera,
  sameCamera,
} from "./google-view";
import type { MapFit, SearchMapHandle, SearchMapOptions } from "./map-types";

/** A map that has not drawn all its tiles once after this long counts as without background. */
const BACKGROUND_TIMEOUT_MS = 8_000;
/** Input on the map that can move it: a press (drag, zoom buttons, pinch), the wheel, keys. */
const INPUT_EVENTS = ["pointerdown", "touchstart", "wheel", "keydown"] as const;

/**
 * The search map on Google Maps, with the same contract as MapLibre's mountSearchMap: markers
 * are plain DOM host elements the page renders its own buttons into; `onMove` after every
 * stop, with `byUser` only when the visitor moved the map; `onBackgroundUnavailable` once when
 * Google refuses the key or the tiles do not come. Rejects when the API cannot be loaded.
 */
export async function mountGoogleSearchMap(
  container: HTMLElement,
  options: SearchMapOptions & { apiKey: string; language: string },
): Promise<SearchMapHandle> {
  const maps = await loadGoogleMaps(options);
  const element = googleMapElement(container);
  const cameraFor = (fit: MapFit) =>
    googleCamera(fit, container.clientWidth, container.clientHeight);
  const initial = cameraFor(options.fit);
  const map = new maps.Map(element, {
    center: initial.center,
    zoom: initial.zoom,
    // The map is half the page beside a list that scrolls on its own (a phone's whole screen):
    // like the MapLibre map, it moves with one finger and the plain wheel. "cooperative" would
    // ask for two fingers or Ctrl on a map that has nothing to scroll past.
    gestureHandling: "greedy",
    // Google's controls speak the page's language (the script's `language`); only zoom stays.
    ...FLAT_MAP_OPTIONS,
  });

  let unavailable = false;
  const backgroundUnavailable = () => {
    window.clearTimeout(timer);
    if (unavailable) return;
    unavailable = true;
    options.onBackgroundUnavailable();
  };
  const timer = window.setTimeout(backgroundUnavailable, BACKGROUND_TIMEOUT_MS);
  const stopAuth = onGoogleMapsAuthFailure(backgroundUnavailable);

  // Google's idle event does not say who moved the map. A move counts as the visitor's when
  // there was input on the map since our last fit and the view really changed: a click on a
  // marker is input too, but leaves the view alone.
  let input = false;
  const noteInput = () => {
    input = true;
  };
  for (const type of INPUT_EVENTS) {
    element.addEventListener(type, noteInput, { capture: true, passive: true });
  }
  let reported: GoogleCamera = initial;
  const listeners = [
    map.addListener("tilesloaded", () => window.clearTimeout(timer)),
    map.addListener("dragstart", noteInput),
    map.addListener("click", () => options.onBackgroundClick()),
    map.addListener("idle", () => {
      const bounds = map.getBounds();
      const center = map.getCenter();
      const zoom = map.getZoom();
      if (!bounds || !center || zoom === undefined) return;
      const now = { center: { lat: center.lat(), lng: center.lng() }, zoom };
      const byUser = input && !sameCamera(now, reported);
      input = false;
      reported = now;
      const ne = bounds.getNorthEast();
      const sw = bounds.getSouthWest();
      options.onMove({
        edges: edgesFromGoogleBounds(
          { lat: ne.lat(), lng: ne.lng() },
          { lat: sw.lat(), lng: sw.lng() },
        ),
        center: now.center,
        byUser,
      });
    }),
  ];

  const overlay = createDomOverlay(maps, map, "overlayMouseTarget");
  const hosts = new Map<string, HTMLElement>();
  return {
    fit: (fit) => {
      input = false;
      map.moveCamera(cameraFor(fit));
    },
    syncMarkers: (spots) => {
      const keep = new Set(spots.map((s) => s.key));
      for (const key of hosts.keys()) {
        if (keep.has(key)) continue;
        overlay.delete(key);
        hosts.delete(key);
      }
      for (const spot of spots) {
        if (hosts.has(spot.key)) continue;
        const host = document.createElement("div");
        host.className = options.markerClassName;
        overlay.add(spot.key, host, spot);
        hosts.set(spot.key, host);
      }
      return new Map(hosts);
    },
    remove: () => {
      window.clearTimeout(timer);
      stopAuth();
      for (const listener of listeners) listener.remove();
      for (const type of INPUT_EVENTS) element.removeEventListener(type, noteInput, true);
      overlay.remove();
      maps.event.clearInstanceListeners(map);
      element.remove();
    },
  };
}
