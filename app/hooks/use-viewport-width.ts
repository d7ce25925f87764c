import { useSyncExternalStore } from "react";

/** Spec §9: viewport resizes are debounced by 100 ms. */
export const RESIZE_DEBOUNCE_MS = 100;

function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const resized = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener("resize", resized);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("resize", resized);
  };
}

const widthNow = () => window.innerWidth;
// The server cannot know the width: NaN there and while hydrating, so the markup matches.
const unknownWidth = () => Number.NaN;

/** The viewport's width in CSS pixels, NaN on the server and until hydration. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, widthNow, unknownWidth);
}
