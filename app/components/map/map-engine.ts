/**
 * Which map a page draws, from the public map configuration (server/env.ts publicConfig).
 * Google needs an API key: without one the pages fall back as if the map could not load,
 * and the server warns at start.
 */
type MapConfig = { provider: "maplibre" | "google"; googleMapsApiKey?: string | undefined };

export type SearchMapEngine = "maplibre" | "google" | "plane";

/** The search map: Google with a key, MapLibre where WebGL 2 runs it, else the marker plane. */
export function searchMapEngine(config: MapConfig, supportsWebGL2: () => boolean): SearchMapEngine {
  if (config.provider === "google") return config.googleMapsApiKey ? "google" : "plane";
  return supportsWebGL2() ? "maplibre" : "plane";
}

/** The listing page's interactive map, when there is one (else the fallback text). */
export function listingMapEngine(config: MapConfig): "maplibre" | "google" | null {
  if (config.provider === "google") return config.googleMapsApiKey ? "google" : null;
  return "maplibre";
}
