/**
 * The parts of the Google Maps JavaScript API (`google.maps`) this app uses, typed by hand:
 * @types/google.maps would describe thousands of names we never call, and a wrong line here
 * shows up in the e2e test double (tests/e2e/fixtures/google-maps-double.js), which
 * implements exactly these.
 */

export type GoogleLatLngLiteral = { lat: number; lng: number };

export interface GoogleLatLng {
  lat(): number;
  lng(): number;
}

export interface GoogleLatLngBounds {
  getNorthEast(): GoogleLatLng;
  getSouthWest(): GoogleLatLng;
}

export interface GoogleMapsEventListener {
  remove(): void;
}

/** A raster map without a Map ID: no tilt or rotation either way; the options say so anyway. */
export type GoogleMapOptions = {
  center: GoogleLatLngLiteral;
  zoom: number;
  gestureHandling: "cooperative" | "greedy";
  clickableIcons: boolean;
  disableDefaultUI: boolean;
  zoomControl: boolean;
  keyboardShortcuts: boolean;
  tilt: 0;
  heading: 0;
  headingInteractionEnabled: false;
  tiltInteractionEnabled: false;
  minZoom?: number;
  maxZoom?: number;
};

export interface GoogleMap {
  getBounds(): GoogleLatLngBounds | undefined;
  getCenter(): GoogleLatLng | undefined;
  getZoom(): number | undefined;
  /** Moves at once, without animation. */
  moveCamera(camera: { center: GoogleLatLngLiteral; zoom: number }): void;
  addListener(event: string, handler: () => void): GoogleMapsEventListener;
}

export type GoogleMapPanes = {
  /** Below the markers layer; receives no DOM events. */
  overlayLayer: HTMLElement;
  /** For overlays that take clicks. */
  overlayMouseTarget: HTMLElement;
};

export interface GoogleMapCanvasProjection {
  fromLatLngToDivPixel(latLng: GoogleLatLng): { x: number; y: number } | null;
}

/** Subclassed: the API calls onAdd once the panes exist, draw after every view change. */
export interface GoogleOverlayView {
  setMap(map: GoogleMap | null): void;
  getPanes(): GoogleMapPanes | null;
  getProjection(): GoogleMapCanvasProjection | null;
  onAdd?(): void;
  draw?(): void;
  onRemove?(): void;
}

export type GooglePolygonOptions = {
  map: GoogleMap;
  paths: GoogleLatLngLiteral[];
  fillColor: string;
  fillOpacity: number;
  strokeWeight: number;
  strokeOpacity: number;
  clickable: boolean;
};

export interface GoogleMaps {
  Map: new (element: HTMLElement, options: GoogleMapOptions) => GoogleMap;
  OverlayView: {
    new (): GoogleOverlayView;
    /** Stops clicks, drags and wheel turns on `element` from reaching the map. */
    preventMapHitsAndGesturesFrom(element: HTMLElement): void;
  };
  LatLng: new (lat: number, lng: number) => GoogleLatLng;
  Polygon: new (options: GooglePolygonOptions) => { setMap(map: GoogleMap | null): void };
  event: { clearInstanceListeners(instance: object): void };
  /** Present when the script was loaded with `loading=async`. */
  importLibrary?: (name: string) => Promise<unknown>;
}
