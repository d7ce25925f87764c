import type { GeocoderCountry } from "./types";

/** One populated place of the offline gazetteer (GeoNames; see data/README.md). */
export type GazetteerPlace = {
  /** GeoNames id. */
  id: number;
  country: GeocoderCountry;
  /** GeoNames first-level division code: province (NL), region (BE), state (DE). */
  admin1: string;
  population: number;
  lat: number;
  lng: number;
  /** The GeoNames name: usually the local one. */
  name: string;
  /** Dutch and English names where they differ from `name`, else "". */
  nl: string;
  en: string;
  /** More names to find the place by ("Den Bosch", "Bruxelles"). */
  aliases: string[];
};
