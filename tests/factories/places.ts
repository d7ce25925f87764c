/**
 * Real towns in the Netherlands and Flanders with the coordinates of their
 * centre and the postal code area around it, for demo data and tests that
 * need believable locations (distance search, place names on cards).
 */
export type Place = {
  name: string;
  country: "NL" | "BE";
  postalCode: string;
  lat: number;
  lng: number;
};

export const PLACES = {
  utrecht: { name: "Utrecht", country: "NL", postalCode: "3511", lat: 52.0907, lng: 5.1214 },
  amsterdam: { name: "Amsterdam", country: "NL", postalCode: "1012", lat: 52.3731, lng: 4.8922 },
  groningen: { name: "Groningen", country: "NL", postalCode: "9711", lat: 53.2186, lng: 6.5676 },
  zwolle: { name: "Zwolle", country: "NL", postalCode: "8011", lat: 52.5125, lng: 6.0925 },
  nijmegen: { name: "Nijmegen", country: "NL", postalCode: "6511", lat: 51.8475, lng: 5.8636 },
  haarlem: { name: "Haarlem", country: "NL", postalCode: "2011", lat: 52.3812, lng: 4.6366 },
  eindhoven: { name: "Eindhoven", country: "NL", postalCode: "5611", lat: 51.4381, lng: 5.4779 },
  leeuwarden: { name: "Leeuwarden", country: "NL", postalCode: "8911", lat: 53.2012, lng: 5.7999 },
  deventer: { name: "Deventer", country: "NL", postalCode: "7411", lat: 52.2511, lng: 6.1597 },
  gent: { name: "Gent", country: "BE", postalCode: "9000", lat: 51.0543, lng: 3.7174 },
  antwerpen: { name: "Antwerpen", country: "BE", postalCode: "2000", lat: 51.2211, lng: 4.3997 },
  leuven: { name: "Leuven", country: "BE", postalCode: "3000", lat: 50.8789, lng: 4.7005 },
  brugge: { name: "Brugge", country: "BE", postalCode: "8000", lat: 51.2089, lng: 3.2243 },
  hasselt: { name: "Hasselt", country: "BE", postalCode: "3500", lat: 50.9302, lng: 5.3378 },
  mechelen: { name: "Mechelen", country: "BE", postalCode: "2800", lat: 51.0279, lng: 4.4803 },
} as const satisfies Record<string, Place>;

export type PlaceId = keyof typeof PLACES;
