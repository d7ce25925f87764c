import { useEffect, useState } from "react";

/** Spec §9: below 768 px the phone layout. */
export const WIDE_SCREEN_QUERY = "(min-width: 768px)";

/**
 * Whether a media query matches, following changes. Null on the server and in the first
 * client render (the answer is unknown until hydration), so markup never mismatches.
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = window.matchMedia(query);
    const sync = () => setMatches(list.matches);
    sync();
    list.addEventListener("change", sync);
    return () => list.removeEventListener("change", sync);
  }, [query]);
  return matches;
}
