export type QueryValue = string | number | boolean;

// Plain decimal notation only: "0x10", "1e3", " 12", "+1", ".5", "Infinity" stay strings.
const NUMERIC_PATTERN = /^-?\d+(?:\.\d+)?$/;

/**
 * Types a raw query-string value. A numeric string only becomes a number when
 * it prints back identically, so nothing is lost: "007", "1.50", "-0" and
 * integers beyond 2^53 stay strings (they may be codes or IDs, not quantities).
 * Booleans are matched exactly: "TRUE" stays a string.
 */
export function parseQueryValue(v: string): QueryValue {
  if (v === "true") return true;
  if (v === "false") return false;
  if (NUMERIC_PATTERN.test(v)) {
    const n = Number(v);
    if (String(n) === v) return n;
  }
  return v;
}

/** Parses "?a=1&b=x" (leading "?" optional); for repeated keys the last value wins. */
export function parseQuery(input: string | URLSearchParams): Record<string, QueryValue> {
  const params = typeof input === "string" ? new URLSearchParams(input) : input;
  // fromEntries defines properties, so a "__proto__" key stays an ordinary key.
  return Object.fromEntries(Array.from(params, ([key, value]) => [key, parseQueryValue(value)]));
}

/**
 * Builds "a=1&b=x" without a leading "?". Empty values are dropped so filter
 * forms do not leave "?q=&page=" noise in shareable URLs; key order is kept.
 */
export function stringifyQuery(
  params: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    search.append(key, String(value));
  }
  return search.toString();
}
