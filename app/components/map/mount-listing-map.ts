// The listing page's interactive map, mounted by ListingMap once its box scrolls into view:
// a chunk of its own, so a listing page's first load carries none of the mounting (decision 090).
import type { CustomMarker, MountedMap } from "./maplibre-map";

export type ListingMapMount = {
  engine: "maplibre" | "google";
  lat: number;
  lng: number;
  zoom: number;
  label: string;
  customMarkerJson: string | null;
  circleColor: string | null;
  circleRadius: number;
  apiKey: string;
  language: string;
  styleUrl: string;
};

/** Mounts the map into `target`; null when `cancelled()` turned true while it downloaded. */
export async function mountListingMap(
  target: HTMLElement,
  map: ListingMapMount,
  onFailure: () => void,
  cancelled: () => boolean,
): Promise<MountedMap | null> {
  const { lat, lng } = map;
  const customMarker = map.customMarkerJson
    ? (JSON.parse(map.customMarkerJson) as CustomMarker)
    : null;
  // Fetched with the map, not with the page: only a shown map draws the circle.
  const circle =
    map.circleColor !== null
      ? {
          ring: (await import("./fuzzy-location")).circlePolygon({ lat, lng }, map.circleRadius),
          color: map.circleColor,
        }
      : null;
  const options = { lat, lng, zoom: map.zoom, label: map.label, customMarker, circle };
  if (map.engine === "google") {
    const { mountGoogleListingMap } = await import("./google-listing-map");
    if (cancelled()) return null;
    const result = await mountGoogleListingMap(
      target,
      { ...options, apiKey: map.apiKey, language: map.language },
      onFailure,
    );
    // Unmounted while the API was downloading.
    if (cancelled()) {
      result.remove();
      return null;
    }
    return result;
  }
  const { mountMap } = await import("./maplibre-map");
  if (cancelled()) return null;
  return mountMap(target, { ...options, styleUrl: map.styleUrl }, onFailure);
}
