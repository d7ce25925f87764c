import type { Bounds, LatLng } from "#modules/geo";

/**
 * What the location field hands to its form once a place is chosen: a geocoder
 * suggestion or the browser's current location. The label becomes `address`.
 */
export type SelectedPlace = { label: string; origin: LatLng; bounds: Bounds };
