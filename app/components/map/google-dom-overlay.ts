import type { GoogleLatLng, GoogleMap, GoogleMapPanes, GoogleMaps } from "./google-maps-types";
import type { LatLng } from "./web-mercator";

/** Plain DOM elements pinned to places on a Google map. */
export type DomOverlay = {
  add: (key: string, element: HTMLElement, at: LatLng) => void;
  delete: (key: string) => void;
  remove: () => void;
};

/**
 * One OverlayView for all of a map's DOM markers (decision 014): each element is placed with
 * its top left on its spot, and its own CSS moves its anchor there (the search map's
 * `.markerHost` translates by -50%, -100%). The class extends the API's OverlayView, so it can
 * only be defined once the API has loaded. `pane` "overlayMouseTarget" takes clicks; elements
 * there are shielded from the map, so a click on one is not a map click and a drag starting
 * on one does not pan.
 */
export function createDomOverlay(
  maps: GoogleMaps,
  map: GoogleMap,
  pane: keyof GoogleMapPanes,
): DomOverlay {
  const layer = document.createElement("div");
  layer.style.position = "absolute";
  layer.style.left = "0";
  layer.style.top = "0";
  const items = new Map<string, { element: HTMLElement; at: GoogleLatLng }>();

  class DomLayer extends maps.OverlayView {
    override onAdd() {
      this.getPanes()?.[pane].append(layer);
    }
    override draw() {
      const projection = this.getProjection();
      if (!projection) return;
      for (const { element, at } of items.values()) {
        const point = projection.fromLatLngToDivPixel(at);
        if (!point) continue;
        element.style.left = `${point.x}px`;
        element.style.top = `${point.y}px`;
      }
    }
    override onRemove() {
      layer.remove();
    }
  }

  const overlay = new DomLayer();
  overlay.setMap(map);
  return {
    add: (key, element, at) => {
      if (pane === "overlayMouseTarget") maps.OverlayView.preventMapHitsAndGesturesFrom(element);
      element.style.position = "absolute";
      items.set(key, { element, at: new maps.LatLng(at.lat, at.lng) });
      layer.append(element);
      overlay.draw();
    },
    delete: (key) => {
      items.get(key)?.element.remove();
      items.delete(key);
    },
    remove: () => overlay.setMap(null),
  };
}
