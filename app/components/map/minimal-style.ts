import type { StyleSpecification } from "maplibre-gl";

/**
 * A style with nothing to download: a plain background. MapLibre switches to it when the
 * configured style or its tiles cannot load (offline, blocked), so the map still pans, zooms
 * and shows its DOM markers. Type-only import: this file adds nothing to a bundle by itself.
 */
export const MINIMAL_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#e4efe2" } }],
};
