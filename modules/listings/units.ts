/** Listing units (spec §3). Labels live in the catalogues as `Units.{unit}.one/other`. */
export const UNITS = [
  "perPiece",
  "perKg",
  "perGram",
  "per100Gram",
  "perBunch",
  "perPound",
  "perBag",
] as const;
export type Unit = (typeof UNITS)[number];
export const isUnit = (value: unknown): value is Unit => UNITS.includes(value as Unit);
