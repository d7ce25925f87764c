import type { GeoBounds, LatLng, Padding } from "./web-mercator";

/** A request to show `bounds`, with `padding` px kept free, zoomed in at most to `maxZoom`. */
export type MapFit = { bounds: GeoBounds; padding: number | Padding; maxZoom: number };

/** What a map reports when it stops moving. */
export type MapEdgesMove = {
  edges: { north: number; east: number; south: number; west: number };
  center: LatLng;
  /** False for moves the page made itself (fitting results), which must not search again. */
  byUser: boolean;
};

/** Where one marker goes; `key` identifies it across updates. */
export type MarkerSpot = { key: string; lat: number; lng: number };

/**
 * What every search map engine is given: MapLibre (maplibre-search-map.ts, which adds its style
 * URL) and Google (google-search-map.ts, which adds its API key and language).
 */
export type SearchMapOptions = {
  fit: MapFit;
  labels: { map: string; zoomIn: string; zoomOut: string };
  /** Given to every marker host element; clicks inside one are not background clicks. */
  markerClassName: string;
  onMove: (move: MapEdgesMove) => void;
  /** The map's own background (style, tiles, or the provider's authentication) failed. */
  onBackgroundUnavailable: () => void;
  onBackgroundClick: () => void;
};

/** A mounted search map, whichever engine draws it. */
export type SearchMapHandle = {
  fit: (fit: MapFit) => void;
  /** Places one host element per spot (created or reused) and removes the rest. */
  syncMarkers: (spots: readonly MarkerSpot[]) => Map<string, HTMLElement>;
  remove: () => void;
};
