// Any country: empty (the field is optional) or 4–5 digits (BE, DE, FR, …).
const DIGITS_PATTERN = /^\d{4,5}$/;
// Dutch "1234 AB": no leading 0, and SA/SD/SS are never issued (wartime connotations).
const DUTCH_PATTERN = /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i;
const DUTCH_PARTS = /^(\d{4}) ?([A-Z]{2})$/;

/**
 * Validates a postal code, ignoring surrounding whitespace so that
 * isValidPostalCode(raw) agrees with isValidPostalCode(normalizePostalCode(raw)).
 * Country codes are case-insensitive.
 */
export function isValidPostalCode(code: string, country?: "NL" | "BE" | (string & {})): boolean {
  const trimmed = code.trim();
  if (trimmed === "" || DIGITS_PATTERN.test(trimmed)) return true;
  return isDutch(country) && DUTCH_PATTERN.test(trimmed);
}

/** Trims and uppercases; Dutch codes get the canonical "1234 AB" spacing. Does not validate. */
export function normalizePostalCode(code: string, country?: "NL" | "BE" | (string & {})): string {
  const normalized = code.trim().toUpperCase();
  if (!isDutch(country)) return normalized;
  return normalized.replace(DUTCH_PARTS, "$1 $2");
}

function isDutch(country: string | undefined): boolean {
  return country?.toUpperCase() === "NL";
}
