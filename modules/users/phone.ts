/** Storage form: the input with all whitespace (incl. non-breaking spaces) removed. */
export function parsePhoneNumber(input: string): string {
  return input.replace(/\s+/g, "");
}

/**
 * Display form in groups of three digits. The direction differs on purpose:
 * - national numbers group from the left: "0612345678" → "061 234 567 8";
 * - "+" numbers group from the right, so the leftover digits (usually the
 *   country code) stay with the "+": "+31612345678" → "+31 612 345 678".
 * Anything else than digits with an optional leading "+" (dashes, letters,
 * extensions) is returned unchanged rather than shown mangled.
 */
export function formatPhoneNumber(value: string): string {
  const compact = parsePhoneNumber(value);
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return value;
  const [, plus = "", digits = ""] = match;

  if (plus === "") return digits.match(/\d{1,3}/g)!.join(" ");

  const head = digits.length % 3 || 3;
  const rest = digits.slice(head).match(/\d{3}/g) ?? [];
  return [`+${digits.slice(0, head)}`, ...rest].join(" ");
}
