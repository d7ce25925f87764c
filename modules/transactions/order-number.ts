/**
 * An order's short number (decision 070): "BO-" and six characters of Crockford's base 32
 * (digits and capitals without I, L, O and U), so it reads aloud and copies without mixing up
 * 0/O or 1/I/L. Random, not counted: a counter would serialize every checkout on one row and
 * tell anyone how many orders the site takes. 32⁶ ≈ 1.07 billion numbers; the repository
 * draws again on the rare clash with the unique index.
 */

export const ORDER_NUMBER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_NUMBER_PREFIX = "BO-";
const LENGTH = 6;

export const ORDER_NUMBER_PATTERN = /^BO-[0-9A-HJKMNP-TV-Z]{6}$/;

/** A number from six random bytes (each uses its low five bits: 256 is a multiple of 32). */
export function orderNumberFrom(bytes: Uint8Array): string {
  if (bytes.length < LENGTH) throw new Error(`orderNumberFrom needs ${LENGTH} bytes`);
  let out = ORDER_NUMBER_PREFIX;
  for (let i = 0; i < LENGTH; i++) out += ORDER_NUMBER_ALPHABET[bytes[i]! & 31];
  return out;
}

export const isOrderNumber = (value: unknown): value is string =>
  typeof value === "string" && ORDER_NUMBER_PATTERN.test(value);
