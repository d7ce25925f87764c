// The geo module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).

export {
  APPROXIMATE_LAT_STEP,
  APPROXIMATE_LNG_STEP,
  approximateBounds,
  approximateLocation,
  approximationRadiusMeters,
} from "./approximate-location";
export { BOUNDS_DISTANCE_M, boundsAround, CURRENT_LOCATION_BOUNDS_M } from "./bounds";
export { distanceKm } from "./distance";
export {
  needsPostalLookup,
  nextPostalPlace,
  type PostalPlaceLookup,
  type PostalPlaceResult,
} from "./postal-place";
export { type Bounds, GEOCODER_COUNTRIES, type LatLng, type PlacePrediction } from "./types";
