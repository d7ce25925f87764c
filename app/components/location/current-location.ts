import { boundsAround, CURRENT_LOCATION_BOUNDS_M, type LatLng } from "#modules/geo";
import type { SelectedPlace } from "./selected-place";

/** Spec §9: geolocation timeout 5000 ms, high accuracy, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 5000,
  enableHighAccuracy: true,
  maximumAge: 0,
};

/** Spec §8's internal error text, kept word for word so logs match the catalogue of errors. */
export const GEOLOCATION_UNAVAILABLE = "Geolocation not available in browser";

export type GeolocationFailure = "unavailable" | "denied" | "position-unavailable" | "timeout";

export class GeolocationError extends Error {
  constructor(
    readonly reason: GeolocationFailure,
    message: string,
  ) {
    super(message);
    this.name = "GeolocationError";
  }
}

/** The part of `navigator.geolocation` used here, so tests can hand in a fake. */
export type GeolocationLike = Pick<Geolocation, "getCurrentPosition">;

// GeolocationPositionError codes; the global class does not exist outside browsers.
const REASON_BY_CODE: Record<number, GeolocationFailure> = {
  1: "denied",
  2: "position-unavailable",
  3: "timeout",
};

/** The browser's position, or a GeolocationError saying why not. */
export function currentPosition(geolocation: GeolocationLike | undefined | null): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation || typeof geolocation.getCurrentPosition !== "function") {
      reject(new GeolocationError("unavailable", GEOLOCATION_UNAVAILABLE));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject(
          new GeolocationError(
            REASON_BY_CODE[error.code] ?? "position-unavailable",
            error.message || GEOLOCATION_UNAVAILABLE,
          ),
        ),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** Spec §9: the current location searches a box of 1000 m around it. */
export function currentLocationPlace(origin: LatLng, label: string): SelectedPlace {
  return { label, origin, bounds: boundsAround(origin, CURRENT_LOCATION_BOUNDS_M) };
}

const MESSAGE_IDS: Record<GeolocationFailure, string> = {
  unavailable: "LocationSearch.geolocationUnavailable",
  denied: "LocationSearch.geolocationDenied",
  "position-unavailable": "LocationSearch.geolocationFailed",
  timeout: "LocationSearch.geolocationTimeout",
};

/** The catalogue text for a failed lookup; anything unexpected counts as "could not locate". */
export function geolocationMessageId(error: unknown): string {
  return error instanceof GeolocationError
    ? MESSAGE_IDS[error.reason]
    : MESSAGE_IDS["position-unavailable"];
}
