import { defaultDistanceKm, stringifySearchParams } from "#modules/search";
import type { SelectedPlace } from "./selected-place";

/** A hidden input the field renders for its form: [name, value]. */
export type HiddenField = readonly [name: string, value: string];
export type HiddenFields = (place: SelectedPlace | null) => HiddenField[];

/**
 * Search forms: `bounds` (and `origin` where the search uses it) so a plain GET
 * submit carries the chosen place; formatted exactly as the search URLs are. `distance`, the
 * radius fitting the place (decision 069), unless the form keeps the search's own (/s).
 */
export function searchHiddenFields({
  includeOrigin,
  includeDistance = true,
}: {
  includeOrigin: boolean;
  includeDistance?: boolean;
}): HiddenFields {
  return (place) => {
    if (!place) return [];
    const query = stringifySearchParams({
      bounds: place.bounds,
      origin: includeOrigin ? place.origin : undefined,
      distance: includeDistance ? defaultDistanceKm(place.bounds) : undefined,
    });
    return [...new URLSearchParams(query)];
  };
}

/**
 * The listing's pickup place: `lat`/`lng` the wizard saves, and the label they belong
 * to, so the server can tell when the address was edited afterwards without JavaScript
 * and resolve it again instead of keeping coordinates of another place.
 */
export const coordinateHiddenFields: HiddenFields = (place) => [
  ["lat", place ? String(place.origin.lat) : ""],
  ["lng", place ? String(place.origin.lng) : ""],
  ["placeLabel", place ? place.label : ""],
];
