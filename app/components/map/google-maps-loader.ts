// Imported only by google-search-map.ts and google-listing-map.ts, which the pages import
// dynamically: no page downloads this, or the API, before it shows a Google map.
import type { GoogleMaps } from "./google-maps-types";

export const MAPS_SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";
/** A script that has not called back after this long counts as failed. */
export const LOAD_TIMEOUT_MS = 15_000;

/**
 * The script URL (decision 014). `loading=async` is Google's recommended mode for a script
 * added by code; `region=NL` biases place names to the Netherlands; `language` follows the
 * page, so the API's own controls speak the visitor's language.
 */
export function mapsScriptUrl(options: {
  apiKey: string;
  language: string;
  callback: string;
}): string {
  const query = new URLSearchParams({
    key: options.apiKey,
    v: "weekly",
    language: options.language,
    region: "NL",
    callback: options.callback,
    loading: "async",
  });
  return `${MAPS_SCRIPT_URL}?${query}`;
}

type MapsWindow = Window & {
  google?: { maps?: Partial<GoogleMaps> };
  gm_authFailure?: () => void;
} & Record<string, unknown>;

const globals = () => window as unknown as MapsWindow;

let loading: Promise<GoogleMaps> | null = null;
let callbackCount = 0;

/** The API once its classes are there; with `loading=async` they come through importLibrary. */
async function readyApi(): Promise<GoogleMaps> {
  const maps = globals().google?.maps;
  if (maps?.importLibrary) {
    await Promise.all([maps.importLibrary("core"), maps.importLibrary("maps")]);
  }
  if (!maps?.Map || !maps.OverlayView) throw new Error("The Google Maps API did not start");
  return maps as GoogleMaps;
}

function injectScript(options: { apiKey: string; language: string }): Promise<GoogleMaps> {
  return new Promise((resolve, reject) => {
    callbackCount += 1;
    const callback = `__buurtoogstGoogleMaps${callbackCount}`;
    const script = document.createElement("script");
    const settle = (error: Error | null) => {
      window.clearTimeout(timer);
      // A late callback after a timeout must still find a function to call.
      globals()[callback] = () => {};
      if (!error) return;
      script.remove();
      reject(error);
    };
    const timer = window.setTimeout(
      () => settle(new Error("The Google Maps API did not load in time")),
      LOAD_TIMEOUT_MS,
    );
    globals()[callback] = () => {
      settle(null);
      readyApi().then(resolve, reject);
    };
    script.src = mapsScriptUrl({ ...options, callback });
    script.async = true;
    installAuthHook();
    // Pages rendered for one request carry a nonce; cached pages are allowed by host instead
    // (server/security.ts lists maps.googleapis.com for the Google provider with a key).
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener("error", () =>
      settle(new Error("The Google Maps API could not be downloaded")),
    );
    document.head.append(script);
  });
}

/**
 * The Maps JavaScript API, loaded by one script tag per page however many maps ask for it.
 * Rejects when the script cannot be downloaded or does not call back in time; the next call
 * then tries again (a later page may be on a better connection).
 */
export function loadGoogleMaps(options: { apiKey: string; language: string }): Promise<GoogleMaps> {
  loading ??= (globals().google?.maps?.Map ? readyApi() : injectScript(options)).catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

let authFailed = false;
const authListeners = new Set<() => void>();

/** Google calls the global `gm_authFailure` once when it refuses the key, maybe before any map
 * exists: the hook goes in before the script does. */
function installAuthHook() {
  const w = globals();
  if (w.gm_authFailure) return;
  w.gm_authFailure = () => {
    authFailed = true;
    for (const notify of [...authListeners]) notify();
  };
}

/**
 * Calls `listener` when Google refuses the API key, or at once if it already has.
 * Returns the unsubscribe function.
 */
export function onGoogleMapsAuthFailure(listener: () => void): () => void {
  installAuthHook();
  if (authFailed) {
    queueMicrotask(listener);
    return () => {};
  }
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

/**
 * Google sets `position: relative` on its map element, which would undo the page's absolutely
 * placed canvas: the map gets an element of its own that fills the canvas.
 */
export function googleMapElement(container: HTMLElement): HTMLDivElement {
  const element = document.createElement("div");
  element.style.width = "100%";
  element.style.height = "100%";
  container.append(element);
  return element;
}
