import { GEOCODER_COUNTRIES, type PlacePrediction } from "#modules/geo";

/** Spec §9: 5 geocoder suggestions. */
export const SUGGESTION_LIMIT = 5;
export const SUGGEST_MIN_CHARS = 2;
/** Long enough to skip most keystrokes of a fast typist, short enough to feel immediate. */
export const SUGGEST_DEBOUNCE_MS = 150;

export type SuggestLocale = "nl" | "en";

/** One letter matches half the country: wait for two. */
export function shouldSuggest(query: string): boolean {
  return query.trim().length >= SUGGEST_MIN_CHARS;
}

export function suggestUrl(query: string, locale: SuggestLocale): string {
  return `/api/places/suggest?${new URLSearchParams({ q: query.trim(), locale })}`;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isLatLng = (v: unknown): boolean => {
  const o = v as { lat?: unknown; lng?: unknown } | null;
  return typeof o === "object" && o !== null && isFiniteNumber(o.lat) && isFiniteNumber(o.lng);
};

/** Guards the browser against a malformed answer: a bad entry is dropped, not rendered. */
export function isPlacePrediction(v: unknown): v is PlacePrediction {
  const p = v as Partial<PlacePrediction> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    typeof p.id === "string" &&
    typeof p.name === "string" &&
    typeof p.label === "string" &&
    p.label !== "" &&
    typeof p.kind === "string" &&
    (GEOCODER_COUNTRIES as readonly unknown[]).includes(p.country) &&
    isLatLng(p.origin) &&
    isLatLng(p.bounds?.ne) &&
    isLatLng(p.bounds?.sw)
  );
}

/**
 * Suggestions for `query`. Spec §7: a geocoder failure is not shown, so every
 * failure (network, status, shape) is an empty list; the field stays usable.
 */
export async function fetchSuggestions(
  query: string,
  locale: SuggestLocale,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<PlacePrediction[]> {
  try {
    const response = await fetchImpl(suggestUrl(query, locale), {
      signal,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { data?: unknown };
    if (!Array.isArray(body?.data)) return [];
    return body.data.filter(isPlacePrediction).slice(0, SUGGESTION_LIMIT);
  } catch {
    return [];
  }
}

/** The part of the label after the name ("Overijssel, Nederland"), shown smaller under it. */
export function secondaryText(prediction: Pick<PlacePrediction, "name" | "label">): string {
  const { name, label } = prediction;
  if (label === name) return "";
  const prefix = `${name}, `;
  return label.startsWith(prefix) ? label.slice(prefix.length) : label;
}
