// The search module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export {
  circleBounds,
  DISTANCE_OPTIONS,
  type DistanceKm,
  defaultDistanceKm,
  parseDistance,
  searchCircle,
} from "./distance-filter";
export {
  type Bounds,
  parseBounds,
  parseLatLng,
  parseSearchParams,
  type SearchParams,
  stringifySearchParams,
} from "./query-params";
