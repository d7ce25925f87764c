// Loaded only by ListingMap's dynamic import, when the map scrolls into view with
// PUBLIC_MAP_PROVIDER=google: the Maps JavaScript API never reaches a page's first load.
import { FUZZY_FILL_OPACITY } from "./fuzzy-location";
import { createDomOverlay } from "./google-dom-overlay";
import { googleMapElement, loadGoogleMaps, onGoogleMapsAuthFailure } from "./google-maps-loader";
import { FLAT_MAP_OPTIONS, toGoogleZoom } from "./google-view";
import type { CustomMarker, FuzzyCircle, MountedMap } from "./maplibre-map";

/** Tiles that never arrive count as a failure after this long (as with MapLibre). */
const LOAD_TIMEOUT_MS = 12_000;
const SVG = "http://www.w3.org/2000/svg";
/** The default pin, in the tomato red the MapLibre marker uses. */
const PIN_COLOR = "#c8432a";

/** A 27×41 teardrop pin with its tip on the spot. */
function defaultPin(label: string): HTMLElement {
  const wrapper = document.createElement("div");
  wrapper.setAttribute("role", "img");
  wrapper.setAttribute("aria-label", label);
  wrapper.style.transform = "translate(-50%, -100%)";
  const svg = document.createElementNS(SVG, "svg");
  svg.style.display = "block";
  svg.setAttribute("width", "27");
  svg.setAttribute("height", "41");
  svg.setAttribute("viewBox", "0 0 27 41");
  svg.setAttribute("aria-hidden", "true");
  const pin = document.createElementNS(SVG, "path");
  pin.setAttribute(
    "d",
    "M13.5 0C6 0 0 6 0 13.5 0 23.6 13.5 41 13.5 41S27 23.6 27 13.5C27 6 21 0 13.5 0z",
  );
  pin.setAttribute("fill", PIN_COLOR);
  const dot = document.createElementNS(SVG, "circle");
  dot.setAttribute("cx", "13.5");
  dot.setAttribute("cy", "13.5");
  dot.setAttribute("r", "5");
  dot.setAttribute("fill", "#fff");
  svg.append(pin, dot);
  wrapper.append(svg);
  return wrapper;
}

/** The configured image, moved so its (anchorX, anchorY) lands on the spot. */
function customPin(custom: CustomMarker, label: string): HTMLElement {
  const image = document.createElement("img");
  image.src = custom.url;
  image.width = custom.width;
  image.height = custom.height;
  image.alt = label;
  image.draggable = false;
  image.style.maxWidth = "none";
  image.style.transform = `translate(${-custom.anchorX}px, ${-custom.anchorY}px)`;
  return image;
}

/**
 * The listing's map on Google Maps, like MapLibre's mountMap: centred on the listing with a
 * marker (the configured image, if any), or with a circle when the location is fuzzy.
 * `onFailure` is called once when Google refuses the key or the tiles do not come; the page
 * then shows its fallback. Rejects when the API cannot be loaded.
 */
export async function mountGoogleListingMap(
  container: HTMLElement,
  options: {
    lat: number;
    lng: number;
    zoom: number;
    label: string;
    customMarker?: CustomMarker | null;
    circle?: FuzzyCircle | null;
    apiKey: string;
    language: string;
  },
  onFailure: () => void,
): Promise<MountedMap> {
  const maps = await loadGoogleMaps(options);
  const element = googleMapElement(container);
  const map = new maps.Map(element, {
    center: { lat: options.lat, lng: options.lng },
    zoom: toGoogleZoom(options.zoom),
    // The map sits in a page that scrolls: one finger and the wheel scroll the page, as the
    // MapLibre map's cooperative gestures do.
    gestureHandling: "cooperative",
    ...FLAT_MAP_OPTIONS,
  });

  const circle = options.circle
    ? new maps.Polygon({
        map,
        paths: options.circle.ring.map(([lng, lat]) => ({ lat, lng })),
        fillColor: options.circle.color,
        fillOpacity: FUZZY_FILL_OPACITY,
        strokeWeight: 0,
        strokeOpacity: 0,
        clickable: false,
      })
    : null;
  const overlay = options.circle ? null : createDomOverlay(maps, map, "overlayLayer");
  const marker = options.customMarker
    ? customPin(options.customMarker, options.label)
    : defaultPin(options.label);
  overlay?.add("listing", marker, options);

  let removed = false;
  let loaded = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    window.clearTimeout(timer);
    stopAuth();
    tiles.remove();
    circle?.setMap(null);
    overlay?.remove();
    maps.event.clearInstanceListeners(map);
    element.remove();
  };
  const fail = () => {
    if (removed) return;
    remove();
    onFailure();
  };
  const timer = window.setTimeout(() => {
    if (!loaded) fail();
  }, LOAD_TIMEOUT_MS);
  const tiles = map.addListener("tilesloaded", () => {
    loaded = true;
    window.clearTimeout(timer);
  });
  // A refused key leaves Google's error notice where the map was, tiles or not: the page's
  // own fallback says it better.
  const stopAuth = onGoogleMapsAuthFailure(fail);
  return { remove };
}
