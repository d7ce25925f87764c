import { isIsoDateWithinBounds } from "#modules/listings";
import { parseQueryValue } from "#modules/urls";
import { type DistanceKm, parseDistance } from "./distance-filter";

/**
 * Search URL parameters (spec §3, §5, §9), typed. Pure and client-safe: the `/s` page,
 * the JSON API and the search service all read the same shape. Invalid values are dropped,
 * never thrown, so a hand-edited or stale URL still searches.
 */

export const SEARCH_SORTS = ["createdAt", "-createdAt", "-price", "price", "relevance"] as const;
/** createdAt = newest first, -createdAt = oldest first, -price = lowest price first,
 * price = highest price first, relevance = keyword rank (only with keywords; sends no sort). */
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const DELIVERY_OPTIONS = ["pickup", "shipping"] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export type LatLng = { lat: number; lng: number };
export type Bounds = { ne: LatLng; sw: LatLng };
/** Euros as in the URL ('min,max'); see `priceRangeInMinorUnits` for what is sent to the database. */
export type PriceRange = { min: number; max: number };
/** ISO dates (YYYY-MM-DD), start not after end. */
export type DateRange = { start: string; end: string };

export type SearchParams = {
  keywords?: string;
  address?: string;
  pub_category?: string;
  price?: PriceRange;
  dates?: DateRange;
  sort?: SearchSort;
  origin?: LatLng;
  bounds?: Bounds;
  /** Km around the place (origin, else the middle of bounds); see distance-filter.ts. */
  distance?: DistanceKm;
  page: number;
  deliveryOption?: DeliveryOption;
};

/** Spec §9: search price filter from 0 to 1000 euro. Larger values are still accepted. */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 1000;
export const KEYWORDS_MAX_LENGTH = 200;

type Input = URLSearchParams | string | Record<string, unknown>;

function toRecord(input: Input): Record<string, string> {
  if (typeof input === "string" || input instanceof URLSearchParams) {
    const params = typeof input === "string" ? new URLSearchParams(input) : input;
    // Last value wins for repeated keys, as in parseQuery.
    return Object.fromEntries(Array.from(params));
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const v = Array.isArray(value) ? value.at(-1) : value;
    if (typeof v === "string") out[key] = v;
    else if (typeof v === "number" || typeof v === "boolean") out[key] = String(v);
  }
  return out;
}

const text = (v: string | undefined, max = KEYWORDS_MAX_LENGTH): string | undefined => {
  if (v === undefined) return undefined;
  const trimmed = v.replace(/\s+/g, " ").trim().slice(0, max).trim();
  return trimmed === "" ? undefined : trimmed;
};

/** Comma-separated plain decimals ('1,2' or '1.5,-3'); null when any part is not a number. */
function numbers(v: string | undefined, count: number): number[] | null {
  if (v === undefined) return null;
  const parts = v.split(",");
  if (parts.length !== count) return null;
  const out: number[] = [];
  for (const part of parts) {
    const value = parseQueryValue(part.trim());
    // parseQueryValue keeps "007" or "1.50" as strings; accept those through Number too.
    const n = typeof value === "number" ? value : Number(value);
    if (typeof value === "boolean" || part.trim() === "" || !Number.isFinite(n)) return null;
    out.push(n);
  }
  return out;
}

const isLat = (n: number) => n >= -90 && n <= 90;
const isLng = (n: number) => n >= -180 && n <= 180;

export function parseLatLng(v: string | undefined): LatLng | undefined {
  const n = numbers(v, 2);
  if (!n) return undefined;
  const [lat, lng] = n as [number, number];
  return isLat(lat) && isLng(lng) ? { lat, lng } : undefined;
}

/** 'neLat,neLng,swLat,swLng'. A box whose ne longitude is west of its sw longitude crosses the antimeridian. */
export function parseBounds(v: string | undefined): Bounds | undefined {
  const n = numbers(v, 4);
  if (!n) return undefined;
  const [neLat, neLng, swLat, swLng] = n as [number, number, number, number];
  if (!isLat(neLat) || !isLat(swLat) || !isLng(neLng) || !isLng(swLng)) return undefined;
  if (neLat < swLat) return undefined;
  return { ne: { lat: neLat, lng: neLng }, sw: { lat: swLat, lng: swLng } };
}

export function parsePrice(v: string | undefined): PriceRange | undefined {
  const n = numbers(v, 2);
  if (!n) return undefined;
  const [min, max] = n as [number, number];
  if (min < 0 || max < min || max > 10_000_000) return undefined;
  return { min, max };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v) || !isIsoDateWithinBounds(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export function parseDates(v: string | undefined): DateRange | undefined {
  if (v === undefined) return undefined;
  const parts = v.split(",").map((p) => p.trim().slice(0, 10));
  if (parts.length !== 2) return undefined;
  const [start, end] = parts as [string, string];
  if (!isIsoDate(start) || !isIsoDate(end) || end < start) return undefined;
  return { start, end };
}

function parsePage(v: string | undefined): number {
  if (v === undefined) return 1;
  const n = parseQueryValue(v.trim());
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

function oneOf<T extends string>(values: readonly T[], v: string | undefined): T | undefined {
  return values.find((x) => x === v);
}

/** URL → SearchParams. `keywords` (or the spec's `keyword`) and `pub_category` are free text. */
export function parseSearchParams(input: Input): SearchParams {
  const raw = toRecord(input);
  const keywords = text(raw.keywords ?? raw.keyword);
  const params: SearchParams = { page: parsePage(raw.page) };
  if (keywords) params.keywords = keywords;
  const address = text(raw.address, 300);
  if (address) params.address = address;
  const category = text(raw.pub_category, 100);
  if (category) params.pub_category = category;
  const price = parsePrice(raw.price);
  if (price) params.price = price;
  const dates = parseDates(raw.dates);
  if (dates) params.dates = dates;
  const sort = oneOf(SEARCH_SORTS, raw.sort);
  // 'relevance' only means something with keywords.
  if (sort && (sort !== "relevance" || keywords)) params.sort = sort;
  const origin = parseLatLng(raw.origin);
  if (origin) params.origin = origin;
  const bounds = parseBounds(raw.bounds);
  if (bounds) params.bounds = bounds;
  const distance = parseDistance(raw.distance);
  if (distance) params.distance = distance;
  const deliveryOption = oneOf(DELIVERY_OPTIONS, raw.deliveryOption);
  if (deliveryOption) params.deliveryOption = deliveryOption;
  return params;
}

/**
 * Spec §5: 'min,max' in euros is sent as min to max+1 in minor units, upper bound exclusive:
 * price=0,4 → [0, 500) cents, so €4,99 is in and €5,00 is out; price=5,5 → [500, 600).
 */
export function priceRangeInMinorUnits(price: PriceRange): { min: number; maxExclusive: number } {
  return { min: Math.round(price.min * 100), maxExclusive: Math.round((price.max + 1) * 100) };
}

/** The sort the query runs: an explicit sort, else relevance with keywords, else distance with an origin, else newest. */
export function effectiveSort(
  params: Pick<SearchParams, "sort" | "keywords" | "origin">,
  sortByDistance: boolean,
): "createdAt" | "-createdAt" | "-price" | "price" | "relevance" | "distance" {
  if (params.sort && params.sort !== "relevance") return params.sort;
  if (params.keywords) return "relevance";
  if (params.origin && sortByDistance) return "distance";
  return "createdAt";
}

const fmt = (n: number) => String(Number(n.toFixed(6)));

/** SearchParams → query string without '?' (for links: pagination, sort and filter changes). */
export function stringifySearchParams(params: Partial<SearchParams>): string {
  const search = new URLSearchParams();
  if (params.keywords) search.set("keywords", params.keywords);
  if (params.address) search.set("address", params.address);
  if (params.pub_category) search.set("pub_category", params.pub_category);
  if (params.price) search.set("price", `${fmt(params.price.min)},${fmt(params.price.max)}`);
  if (params.dates) search.set("dates", `${params.dates.start},${params.dates.end}`);
  if (params.sort) search.set("sort", params.sort);
  if (params.origin) search.set("origin", `${fmt(params.origin.lat)},${fmt(params.origin.lng)}`);
  if (params.bounds) {
    const { ne, sw } = params.bounds;
    search.set("bounds", [ne.lat, ne.lng, sw.lat, sw.lng].map(fmt).join(","));
  }
  if (params.distance) search.set("distance", String(params.distance));
  if (params.deliveryOption) search.set("deliveryOption", params.deliveryOption);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  return search.toString();
}
