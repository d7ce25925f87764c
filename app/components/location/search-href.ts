import {
  defaultDistanceKm,
  parseBounds,
  parseDistance,
  parseLatLng,
  type SearchParams,
  stringifySearchParams,
} from "#modules/search";
import type { SelectedPlace } from "./selected-place";

export const SEARCH_PATH = "/s";

/** `search.mainType` from the public configuration. */
export type MainSearchType = "keywords" | "location";

/** The search forms with a place field. */
export type PlaceSearchForm = "topbar" | "hero" | "notFound";

/**
 * Whether a form's search sends `origin`. Spec §2: the top bar only when the main search
 * type is location (with keywords as the main type an origin would reorder results by
 * distance); the landing hero is the top bar's search made big, so it follows the same
 * rule; the 404 page always (spec §2: "address, origin and bounds").
 */
export function searchSendsOrigin(form: PlaceSearchForm, mainType: MainSearchType): boolean {
  return form === "notFound" || mainType === "location";
}

export type OriginRule = { includeOrigin: boolean };

function href(params: Partial<SearchParams>): string {
  const query = stringifySearchParams(params);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/**
 * The search for a chosen place (and the keywords typed beside it), within the distance that
 * fits the place's size (decision 069).
 */
export function placeSearchHref(
  input: { keywords?: string; place: SelectedPlace },
  { includeOrigin }: OriginRule,
): string {
  return href({
    keywords: input.keywords?.trim() || undefined,
    address: input.place.label,
    bounds: input.place.bounds,
    origin: includeOrigin ? input.place.origin : undefined,
    distance: defaultDistanceKm(input.place.bounds),
  });
}

const field = (form: FormData | URLSearchParams, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/**
 * The search a submitted form asks for: its keywords, the typed or chosen address and,
 * when a place was chosen, the hidden `bounds` and `origin`. Empty fields stay out of the URL.
 */
export function formSearchHref(form: FormData | URLSearchParams, { includeOrigin }: OriginRule) {
  const address = field(form, "address");
  // Coordinates without an address would search an unnamed box; they only travel together.
  const bounds = address ? parseBounds(field(form, "bounds")) : undefined;
  return href({
    keywords: field(form, "keywords"),
    address,
    bounds,
    origin: address && includeOrigin ? parseLatLng(field(form, "origin")) : undefined,
    distance: bounds
      ? (parseDistance(field(form, "distance")) ?? defaultDistanceKm(bounds))
      : undefined,
  });
}
