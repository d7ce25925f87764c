import { PRICE_MAX, PRICE_MIN } from "./search-query";

export type PriceHandles = { min: number; max: number };

/**
 * Spec §5: slider handles must stay in order. Moving one handle past the other pushes the
 * other along; values are whole euros within 0–1000 (spec §9: step 1).
 */
export function moveHandle(
  current: PriceHandles,
  handle: "min" | "max",
  value: number,
): PriceHandles {
  const v = Number.isFinite(value)
    ? Math.min(Math.max(Math.round(value), PRICE_MIN), PRICE_MAX)
    : handle === "min"
      ? PRICE_MIN
      : PRICE_MAX;
  if (handle === "min") return { min: v, max: Math.max(current.max, v) };
  return { min: Math.min(current.min, v), max: v };
}
