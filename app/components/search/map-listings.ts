import { fuzzyCenter } from "../map/fuzzy-location";
import { type MapListing, roundCoordinate } from "./map-markers";

type Row = {
  id: string;
  title: string;
  lat: number | null;
  lng: number | null;
  priceAmount: number | null;
  priceCurrency: string | null;
};

export type FuzzyConfig = { enabled: boolean; offsetMeters: number };

/**
 * Search rows → what the map's markers need, computed in the loader: listings without a
 * place are left out, and with fuzzy locations on only the moved centre leaves the server,
 * so the exact spot never reaches the browser.
 */
export function toMapListings(rows: readonly Row[], fuzzy: FuzzyConfig): MapListing[] {
  const out: MapListing[] = [];
  for (const row of rows) {
    if (row.lat === null || row.lng === null) continue;
    const spot = fuzzy.enabled
      ? fuzzyCenter({ lat: row.lat, lng: row.lng }, row.id, fuzzy.offsetMeters)
      : { lat: row.lat, lng: row.lng };
    out.push({
      id: row.id,
      title: row.title,
      lat: roundCoordinate(spot.lat),
      lng: roundCoordinate(spot.lng),
      priceAmount: row.priceAmount,
      priceCurrency: row.priceCurrency,
    });
  }
  return out;
}
