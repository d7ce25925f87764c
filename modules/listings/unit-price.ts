import type { Unit } from "./units";

/**
 * Grams in one of each weight unit. A pound is the Dutch pond, 500 g, which is what a grower
 * here means by it. Pieces, bunches and bags have no weight and compare as they are.
 */
export const GRAMS_PER_WEIGHT_UNIT = {
  perKg: 1000,
  perGram: 1,
  per100Gram: 100,
  perPound: 500,
} as const satisfies Partial<Record<Unit, number>>;

export type WeightUnit = keyof typeof GRAMS_PER_WEIGHT_UNIT;

export const isWeightUnit = (unit: unknown): unit is WeightUnit =>
  typeof unit === "string" && Object.hasOwn(GRAMS_PER_WEIGHT_UNIT, unit);

/** How many of the unit make a kilo: whole numbers for every weight unit we offer. */
export const perKgFactor = (unit: WeightUnit): number => 1000 / GRAMS_PER_WEIGHT_UNIT[unit];

/** The price of a kilo, in minor units, for a price per weight unit; null for other units. */
export function pricePerKg(amount: number, unit: unknown): number | null {
  return isWeightUnit(unit) ? amount * perKgFactor(unit) : null;
}

/**
 * What the price sort compares (decision 029): the price per kilo for weight units, the price
 * as listed for everything else. The database keeps the same number in the generated column
 * listings.unit_price_amount (migration 0008), built from this table.
 */
export function comparablePriceAmount(amount: number, unit: unknown): number {
  return pricePerKg(amount, unit) ?? amount;
}
