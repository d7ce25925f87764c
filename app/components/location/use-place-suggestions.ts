import { useEffect, useState } from "react";
import type { PlacePrediction } from "#modules/geo";
import {
  fetchSuggestions,
  SUGGEST_DEBOUNCE_MS,
  type SuggestLocale,
  shouldSuggest,
} from "./place-suggestions";

type Result = { query: string; predictions: PlacePrediction[] };
const NONE: PlacePrediction[] = [];

/**
 * Geocoder suggestions for what the user typed, debounced; a newer query aborts the
 * request of an older one so a slow answer never replaces a fresh one. `query` is
 * null while the text did not come from typing (a chosen place, a saved address).
 */
export function usePlaceSuggestions(query: string | null, locale: SuggestLocale) {
  const [result, setResult] = useState<Result | null>(null);
  const wanted = query !== null && shouldSuggest(query) ? query.trim() : null;

  useEffect(() => {
    if (wanted === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const predictions = await fetchSuggestions(wanted, locale, controller.signal);
      if (!controller.signal.aborted) setResult({ query: wanted, predictions });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, locale]);

  // While the next answer is on its way the previous list stays, so it does not flicker.
  const predictions = wanted !== null && result ? result.predictions : NONE;
  return { predictions, answeredQuery: wanted !== null ? (result?.query ?? null) : null };
}
