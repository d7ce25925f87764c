/** Geography shared by search, the geocoder and the map. Pure types, safe in the browser. */
export type LatLng = { lat: number; lng: number };
/** A box by its north-east and south-west corners (the spec's `bounds` parameter order). */
export type Bounds = { ne: LatLng; sw: LatLng };

/** What a suggestion is; decides the bounds size around it (spec §9: 500 m addresses, 2000 m others). */
export type PlaceKind = "address" | "postcode" | "place" | "region" | "country";

export const GEOCODER_COUNTRIES = ["NL", "BE", "DE"] as const;
export type GeocoderCountry = (typeof GEOCODER_COUNTRIES)[number];

/** One geocoder suggestion, enough to search with: `/s?address=label&origin=..&bounds=..`. */
export type PlacePrediction = {
  /** Stable per source, e.g. "gn:2743477" (GeoNames) or "mapbox:place.123". */
  id: string;
  /** Short name in the user's language where known, Dutch first: "Zwolle", "Luik", "Keulen". */
  name: string;
  /** What the field shows and the search keeps as `address`: "Zwolle, Overijssel, Nederland". */
  label: string;
  kind: PlaceKind;
  country: GeocoderCountry;
  origin: LatLng;
  bounds: Bounds;
};

export type SuggestOptions = {
  locale: "nl" | "en";
  /** Spec: 5 suggestions. */
  limit: number;
  countries: readonly GeocoderCountry[];
};

/** Forward geocoding by configuration (offline gazetteer, Mapbox, Nominatim). */
export interface Geocoder {
  suggest(query: string, options: SuggestOptions): Promise<PlacePrediction[]>;
}
