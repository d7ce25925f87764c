/**
 * Pure helpers for the /s query string (spec §3 search query params). The filter form sends
 * price_min and price_max as separate fields so it works without JavaScript; the canonical URL
 * carries them as one `price=min,max` param and leaves out empty values.
 */

export const SEARCH_PATH = "/s";
export const PRICE_MIN = 0;
export const PRICE_MAX = 1000;

/** Params the filter form controls; everything else rides along as hidden inputs. */
export const FILTER_PARAMS = [
  "distance",
  "pub_category",
  "price",
  "dates",
  "deliveryOption",
  "sort",
  "page",
] as const;
/** Params the keyword/address form controls. */
export const HEADER_PARAMS = ["keywords", "address", "page"] as const;

export const SORT_OPTIONS = [
  { value: "createdAt", label: "SearchPage.sortNewest" },
  { value: "-createdAt", label: "SearchPage.sortOldest" },
  { value: "-price", label: "SearchPage.sortLowestPrice" },
  { value: "price", label: "SearchPage.sortHighestPrice" },
] as const;

const PRICE_FIELDS = ["price_min", "price_max"] as const;
/** The dates filter's two date inputs; folded into `dates=start,end`. */
const DATE_FIELDS = ["dates_start", "dates_end"] as const;
const FORM_FIELDS: readonly string[] = [...PRICE_FIELDS, ...DATE_FIELDS];
const isIsoDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

function priceValue(raw: string | null): number | null {
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw.replace(",", "."));
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.max(Math.round(value), PRICE_MIN), PRICE_MAX);
}

/** Whether the query needs normalizing (empty values, separate price fields). */
export function needsNormalizing(search: URLSearchParams): boolean {
  for (const [name, value] of search) {
    if (value === "" || FORM_FIELDS.includes(name)) return true;
  }
  return false;
}

/**
 * The canonical query: price_min/price_max folded into `price=min,max`, dates_start/dates_end
 * into `dates=start,end` (one day when only one is given, swapped when reversed), empty
 * values dropped.
 */
export function normalizeSearchQuery(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const hasPriceFields = PRICE_FIELDS.some((f) => search.has(f));
  for (const [name, value] of search) {
    if (value === "" || FORM_FIELDS.includes(name)) continue;
    if (name === "price" && hasPriceFields) continue;
    if (name === "dates" && DATE_FIELDS.some((f) => search.has(f))) continue;
    out.append(name, value);
  }
  if (hasPriceFields) {
    const min = priceValue(search.get("price_min"));
    const max = priceValue(search.get("price_max"));
    if (min !== null || max !== null) {
      const low = min ?? PRICE_MIN;
      const high = Math.max(max ?? PRICE_MAX, low);
      if (low !== PRICE_MIN || high !== PRICE_MAX) out.set("price", `${low},${high}`);
    }
  }
  const start = search.get("dates_start");
  const end = search.get("dates_end");
  const days = [start, end].filter(isIsoDate).sort();
  if (days.length > 0) out.set("dates", `${days[0]},${days.at(-1)}`);
  return out;
}

/** A /s URL for the query, without a trailing "?" when it is empty. */
export function searchHref(search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** The same search on another page; page 1 leaves the param out. */
export function searchPageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  return searchHref(next);
}

/** Params other than `controlled`, for hidden inputs that keep them on submit. */
export function otherParams(
  search: URLSearchParams,
  controlled: readonly string[],
): Array<[string, string]> {
  return [...search].filter(([name, value]) => value !== "" && !controlled.includes(name));
}

/** Whether any filter narrows the results (used by the empty state and noindex). */
export function hasFilters(search: URLSearchParams): boolean {
  return [...search].some(([name, value]) => value !== "" && name !== "page");
}
