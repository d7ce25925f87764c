import { BOUNDS_DISTANCE_M, boundsAround } from "./bounds";
import type { GazetteerPlace } from "./gazetteer-place";
import { COUNTRY_NAMES, REGION_NAMES } from "./regions";
import type { PlacePrediction, SuggestOptions } from "./types";

type Locale = SuggestOptions["locale"];

/** The place's name in the reader's language: "Luik" in Dutch, "Liège" in English. */
export function placeName(place: GazetteerPlace, locale: Locale): string {
  return (locale === "en" ? place.en : place.nl) || place.name;
}

/** "Zwolle, Overijssel, Nederland"; a region named like the place is left out ("Brussel, België"). */
export function placeLabel(place: GazetteerPlace, locale: Locale): string {
  const parts = [
    placeName(place, locale),
    REGION_NAMES[place.country][place.admin1]?.[locale],
    COUNTRY_NAMES[place.country][locale],
  ];
  const seen = new Set<string>();
  return parts
    .filter((part): part is string => {
      const key = part?.toLowerCase();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(", ");
}

export function toPrediction(place: GazetteerPlace, locale: Locale): PlacePrediction {
  const origin = { lat: place.lat, lng: place.lng };
  return {
    id: `gn:${place.id}`,
    name: placeName(place, locale),
    label: placeLabel(place, locale),
    kind: "place",
    country: place.country,
    origin,
    bounds: boundsAround(origin, BOUNDS_DISTANCE_M.place),
  };
}
