// The geo module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export { createGeocoder } from "./geocoder.server";
export { placeInAddress, townOfAddress } from "./places";
export { createPlaceService } from "./service.server";
