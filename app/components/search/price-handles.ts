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

/** The price fields as typed: whole euros, or "" for no bound. */
export type PriceText = { min: string; max: string };

/** What the fields show for a price from the URL: no maximum (1000, the top) shows empty. */
export function priceFieldText(min: number | null, max: number | null): PriceText {
  return {
    min: min === null || min === PRICE_MIN ? "" : String(min),
    max: max === null || max === PRICE_MAX ? "" : String(max),
  };
}

export type PriceTextError =
  | "SearchPage.priceNotWhole"
  | "SearchPage.priceOutOfRange"
  | "SearchPage.priceOrder";

const isWhole = (text: string) => /^\d+$/.test(text.trim());

/**
 * Checked when the price is applied, never while typing: "2" on the way to "20" is below a
 * minimum of 5 for one keystroke, and clamping it then turned the maximum into 1000.
 */
export function priceTextError(text: PriceText): PriceTextError | null {
  const values: number[] = [];
  for (const value of [text.min, text.max]) {
    if (value.trim() === "") continue;
    if (!isWhole(value)) return "SearchPage.priceNotWhole";
    const euros = Number(value);
    if (euros < PRICE_MIN || euros > PRICE_MAX) return "SearchPage.priceOutOfRange";
    values.push(euros);
  }
  if (text.min.trim() !== "" && text.max.trim() !== "" && Number(text.min) > Number(text.max)) {
    return "SearchPage.priceOrder";
  }
  return null;
}

/**
 * Whether leaving a price field searches: only when focus leaves the price controls (from the
 * minimum to the maximum is one choice, and a search in between re-created the form under the
 * visitor's cursor), something changed, and the range is valid.
 */
export function searchesOnPriceBlur({
  text,
  loaded,
  stayingInPrice,
}: {
  text: PriceText;
  loaded: PriceText;
  stayingInPrice: boolean;
}): boolean {
  if (stayingInPrice) return false;
  if (text.min.trim() === loaded.min && text.max.trim() === loaded.max) return false;
  return priceTextError(text) === null;
}
