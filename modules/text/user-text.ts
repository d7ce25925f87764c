/**
 * Swaps angle brackets for their fullwidth look-alikes (＜ U+FF1C, ＞ U+FF1E):
 * user text can never open an HTML tag, yet still reads the same to people.
 */
export function sanitizeUserText(s: string): string {
  return s.replaceAll("<", "\uFF1C").replaceAll(">", "\uFF1E");
}

/**
 * Returns a deep copy of plain objects/arrays with every string value passed
 * through sanitizeUserText. Object keys, numbers, booleans, null, Dates and
 * other class instances are kept as they are; the input is never mutated.
 */
export function sanitizeUserData<T>(value: T): T {
  return sanitizeValue(value, new WeakMap()) as T;
}

function sanitizeValue(value: unknown, copies: WeakMap<object, unknown>): unknown {
  if (typeof value === "string") return sanitizeUserText(value);
  if (typeof value !== "object" || value === null) return value;

  // Reuse copies so shared references and cycles survive without infinite recursion.
  const existing = copies.get(value);
  if (existing !== undefined) return existing;

  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (const item of value) copy.push(sanitizeValue(item, copies));
    return copy;
  }

  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;

  const copy: Record<string, unknown> = Object.create(prototype);
  copies.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    // defineProperty, not assignment: a JSON key "__proto__" must stay a plain key.
    Object.defineProperty(copy, key, {
      value: sanitizeValue(item, copies),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
