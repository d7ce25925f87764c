import { gazetteer, isAreaName } from "./gazetteer";
import { placeName } from "./place-label";
import { GEOCODER_COUNTRIES, type GeocoderCountry } from "./types";

/** A town with its centre (WGS84), the precision a pickup place has on a public map. */
export type KnownPlace = { name: string; country: GeocoderCountry; lat: number; lng: number };

/**
 * A short list of Dutch and Belgian towns for the listing wizard's place field to offer before
 * anything is typed. Finding places is the gazetteer's job (suggestPlaces, placeInAddress).
 */
export const KNOWN_PLACES: KnownPlace[] = [
  { name: "Amsterdam", country: "NL", lat: 52.3676, lng: 4.9041 },
  { name: "Rotterdam", country: "NL", lat: 51.9244, lng: 4.4777 },
  { name: "Den Haag", country: "NL", lat: 52.0705, lng: 4.3007 },
  { name: "Utrecht", country: "NL", lat: 52.0907, lng: 5.1214 },
  { name: "Eindhoven", country: "NL", lat: 51.4416, lng: 5.4697 },
  { name: "Groningen", country: "NL", lat: 53.2194, lng: 6.5665 },
  { name: "Tilburg", country: "NL", lat: 51.5555, lng: 5.0913 },
  { name: "Almere", country: "NL", lat: 52.3508, lng: 5.2647 },
  { name: "Breda", country: "NL", lat: 51.5719, lng: 4.7683 },
  { name: "Nijmegen", country: "NL", lat: 51.8126, lng: 5.8372 },
  { name: "Apeldoorn", country: "NL", lat: 52.2112, lng: 5.9699 },
  { name: "Arnhem", country: "NL", lat: 51.9851, lng: 5.8987 },
  { name: "Haarlem", country: "NL", lat: 52.3874, lng: 4.6462 },
  { name: "Enschede", country: "NL", lat: 52.2215, lng: 6.8937 },
  { name: "Amersfoort", country: "NL", lat: 52.1561, lng: 5.3878 },
  { name: "Zwolle", country: "NL", lat: 52.5168, lng: 6.083 },
  { name: "Leiden", country: "NL", lat: 52.1601, lng: 4.497 },
  { name: "Maastricht", country: "NL", lat: 50.8514, lng: 5.691 },
  { name: "Dordrecht", country: "NL", lat: 51.8133, lng: 4.6901 },
  { name: "Zoetermeer", country: "NL", lat: 52.0575, lng: 4.4931 },
  { name: "Leeuwarden", country: "NL", lat: 53.2012, lng: 5.7999 },
  { name: "Den Bosch", country: "NL", lat: 51.6978, lng: 5.3037 },
  { name: "Delft", country: "NL", lat: 52.0116, lng: 4.3571 },
  { name: "Alkmaar", country: "NL", lat: 52.6324, lng: 4.7534 },
  { name: "Deventer", country: "NL", lat: 52.2661, lng: 6.1552 },
  { name: "Hilversum", country: "NL", lat: 52.2292, lng: 5.1669 },
  { name: "Venlo", country: "NL", lat: 51.3704, lng: 6.1724 },
  { name: "Assen", country: "NL", lat: 52.9925, lng: 6.5649 },
  { name: "Middelburg", country: "NL", lat: 51.4988, lng: 3.6136 },
  { name: "Wageningen", country: "NL", lat: 51.9692, lng: 5.6654 },
  { name: "Gouda", country: "NL", lat: 52.0115, lng: 4.7105 },
  { name: "Lelystad", country: "NL", lat: 52.5185, lng: 5.4714 },
  { name: "Brussel", country: "BE", lat: 50.8503, lng: 4.3517 },
  { name: "Antwerpen", country: "BE", lat: 51.2194, lng: 4.4025 },
  { name: "Gent", country: "BE", lat: 51.0543, lng: 3.7174 },
  { name: "Brugge", country: "BE", lat: 51.2093, lng: 3.2247 },
  { name: "Leuven", country: "BE", lat: 50.8798, lng: 4.7005 },
  { name: "Mechelen", country: "BE", lat: 51.0259, lng: 4.4777 },
  { name: "Hasselt", country: "BE", lat: 50.9307, lng: 5.3325 },
  { name: "Kortrijk", country: "BE", lat: 50.8279, lng: 3.2649 },
  { name: "Oostende", country: "BE", lat: 51.2154, lng: 2.9286 },
  { name: "Aalst", country: "BE", lat: 50.9378, lng: 4.0403 },
  { name: "Sint-Niklaas", country: "BE", lat: 51.1648, lng: 4.1436 },
  { name: "Genk", country: "BE", lat: 50.9655, lng: 5.5008 },
  { name: "Roeselare", country: "BE", lat: 50.9445, lng: 3.1237 },
  { name: "Turnhout", country: "BE", lat: 51.3227, lng: 4.9447 },
  { name: "Luik", country: "BE", lat: 50.6326, lng: 5.5797 },
  { name: "Namen", country: "BE", lat: 50.4674, lng: 4.872 },
  { name: "Charleroi", country: "BE", lat: 50.4108, lng: 4.4446 },
];

/** Places whose name starts with the query (then a later word of it), largest first; at most `limit`. */
export function suggestPlaces(query: string, limit = 5): KnownPlace[] {
  if (query.trim().length < 2) return [];
  const places = gazetteer().suggest(query, { locale: "nl", limit, countries: GEOCODER_COUNTRIES });
  return places.map((p) => ({
    name: p.name,
    country: p.country,
    lat: p.origin.lat,
    lng: p.origin.lng,
  }));
}

/** The town named in an address ("Dorpsstraat 1, 8011 AB Zwolle" → Zwolle), by its Dutch name. */
export function placeInAddress(address: string): KnownPlace | null {
  const place = gazetteer().placeInText(address);
  if (!place) return null;
  return { name: placeName(place, "nl"), country: place.country, lat: place.lat, lng: place.lng };
}

// Dutch ("8011 AB") and Belgian or German ("9000", "50667") postal codes before a town name.
const POSTAL_CODE = /\b\d{4,5}(\s?[A-Z]{2})?\b/gi;

/**
 * The town to show for a pickup address: "Zwolle" for the suggestion "Zwolle, Overijssel,
 * Nederland" as for "Dorpsstraat 1, 8011 AB Zwolle". A town the gazetteer does not know is the
 * last part of the address that is not a region or country, without its postal code.
 */
export function townOfAddress(address: string): string | null {
  const place = placeInAddress(address);
  if (place) return place.name;
  const parts = address
    .split(",")
    .map((part) => part.replace(POSTAL_CODE, "").trim())
    .filter(Boolean);
  while (parts.length > 1 && isAreaName(parts.at(-1) ?? "")) parts.pop();
  return parts.at(-1) || null;
}
