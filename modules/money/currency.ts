/** The single currency listings are priced and paid in. */
export const MARKETPLACE_CURRENCY = "EUR";

/**
 * Minor units per major unit, per ISO 4217 code. Amounts are stored as
 * integers of the minor unit (cents) so arithmetic never touches floats.
 */
export const SUBUNIT_DIVISORS: Readonly<Record<string, number>> = Object.freeze({
  EUR: 100,
  USD: 100,
  GBP: 100,
  JPY: 1,
});

/** An amount in integer minor units (e.g. cents) plus its ISO 4217 code. */
export type Money = { amount: number; currency: string };

export class UnsupportedCurrencyError extends Error {
  readonly currency: string;

  constructor(currency: string) {
    super(`Unsupported currency (${currency})`);
    this.name = "UnsupportedCurrencyError";
    this.currency = currency;
  }
}

export function unitDivisor(currency: string): number {
  // Own-property check so keys such as "toString" or "__proto__" are not "supported".
  if (!Object.hasOwn(SUBUNIT_DIVISORS, currency)) {
    throw new UnsupportedCurrencyError(currency);
  }
  return SUBUNIT_DIVISORS[currency]!;
}
