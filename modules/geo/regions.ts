import type { GeocoderCountry } from "./types";

type Names = { nl: string; en: string };

export const COUNTRY_NAMES: Record<GeocoderCountry, Names> = {
  NL: { nl: "Nederland", en: "Netherlands" },
  BE: { nl: "België", en: "Belgium" },
  DE: { nl: "Duitsland", en: "Germany" },
};

/**
 * First-level divisions by their GeoNames admin1 code: Dutch provinces, Belgian regions, German
 * states. Kept here rather than in the data file because each needs a Dutch and an English name.
 */
export const REGION_NAMES: Record<GeocoderCountry, Record<string, Names>> = {
  NL: {
    "01": { nl: "Drenthe", en: "Drenthe" },
    "02": { nl: "Friesland", en: "Friesland" },
    "03": { nl: "Gelderland", en: "Gelderland" },
    "04": { nl: "Groningen", en: "Groningen" },
    "05": { nl: "Limburg", en: "Limburg" },
    "06": { nl: "Noord-Brabant", en: "North Brabant" },
    "07": { nl: "Noord-Holland", en: "North Holland" },
    "09": { nl: "Utrecht", en: "Utrecht" },
    "10": { nl: "Zeeland", en: "Zeeland" },
    "11": { nl: "Zuid-Holland", en: "South Holland" },
    "15": { nl: "Overijssel", en: "Overijssel" },
    "16": { nl: "Flevoland", en: "Flevoland" },
  },
  BE: {
    BRU: { nl: "Brussel", en: "Brussels" },
    VLG: { nl: "Vlaanderen", en: "Flanders" },
    WAL: { nl: "Wallonië", en: "Wallonia" },
  },
  DE: {
    "01": { nl: "Baden-Württemberg", en: "Baden-Württemberg" },
    "02": { nl: "Beieren", en: "Bavaria" },
    "03": { nl: "Bremen", en: "Bremen" },
    "04": { nl: "Hamburg", en: "Hamburg" },
    "05": { nl: "Hessen", en: "Hesse" },
    "06": { nl: "Nedersaksen", en: "Lower Saxony" },
    "07": { nl: "Noordrijn-Westfalen", en: "North Rhine-Westphalia" },
    "08": { nl: "Rijnland-Palts", en: "Rhineland-Palatinate" },
    "09": { nl: "Saarland", en: "Saarland" },
    "10": { nl: "Sleeswijk-Holstein", en: "Schleswig-Holstein" },
    "11": { nl: "Brandenburg", en: "Brandenburg" },
    "12": { nl: "Mecklenburg-Voor-Pommeren", en: "Mecklenburg-Western Pomerania" },
    "13": { nl: "Saksen", en: "Saxony" },
    "14": { nl: "Saksen-Anhalt", en: "Saxony-Anhalt" },
    "15": { nl: "Thüringen", en: "Thuringia" },
    "16": { nl: "Berlijn", en: "Berlin" },
  },
};
