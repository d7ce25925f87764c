/**
 * Brand and size enums of spec §1, fitted to produce: "brand" is how it was
 * grown, "size" the portion a buyer gets. Labels: `ListingOptions.brand.*` and
 * `ListingOptions.size.*` in the catalogues.
 */
export const BRANDS = [
  "ownGarden",
  "allotment",
  "organicCertified",
  "biodynamic",
  "smallGrower",
  "other",
] as const;
export type Brand = (typeof BRANDS)[number];

export const SIZES = ["small", "medium", "large", "mixed"] as const;
export type Size = (typeof SIZES)[number];

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 5000;
/** Spec §5: every textarea takes at most 5000 characters. */
export const DISCLAIMER_MAX = 5000;
export const STOCK_MAX = 100_000;
/** The largest value a PostgreSQL integer column holds. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
/** Prices are entered in euros; 100 000 euro is far above any garden produce. */
export const PRICE_MAX_SUBUNITS = 10_000_000;
