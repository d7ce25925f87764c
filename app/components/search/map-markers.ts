import { formatPrice } from "#modules/money";

/** What the map needs of one result: kept small, it is sent for up to 1000 listings. */
export type MapListing = {
  id: string;
  title: string;
  lat: number;
  lng: number;
  priceAmount: number | null;
  priceCurrency: string | null;
};

/** The listings at one spot: one marker, whatever how many listings share it. */
export type MarkerGroup = {
  key: string;
  lat: number;
  lng: number;
  listings: MapListing[];
};

/** Coordinates are compared at 5 decimals (about a metre): same farm, same marker. */
const SPOT_DECIMALS = 5;

export function roundCoordinate(value: number): number {
  return Number(value.toFixed(SPOT_DECIMALS));
}

/**
 * One group per spot, in a stable order: north to south, so southern markers (lower on the
 * screen) are drawn over northern ones like MapLibre does, and the tab order reads the map
 * top to bottom. Listings keep their order within a group.
 */
export function groupMarkers(listings: readonly MapListing[]): MarkerGroup[] {
  const groups = new Map<string, MarkerGroup>();
  for (const listing of listings) {
    const lat = roundCoordinate(listing.lat);
    const lng = roundCoordinate(listing.lng);
    const key = `${lat},${lng}`;
    const group = groups.get(key);
    if (group) group.listings.push(listing);
    else groups.set(key, { key, lat, lng, listings: [listing] });
  }
  return [...groups.values()].sort((a, b) => b.lat - a.lat || a.lng - b.lng);
}

/** "€ 2,50", "€ 3,-" or "Gratis"; null when there is no price or it cannot be shown. */
export function markerPrice(listing: Pick<MapListing, "priceAmount" | "priceCurrency">) {
  if (listing.priceAmount === null || listing.priceCurrency === null) return null;
  try {
    return formatPrice({ amount: listing.priceAmount, currency: listing.priceCurrency });
  } catch {
    // An unsupported currency or a broken amount: the marker shows no price rather than failing.
    return null;
  }
}
