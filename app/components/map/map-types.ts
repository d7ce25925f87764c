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
