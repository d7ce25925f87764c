import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";

/**
 * The result the pointer is over (or keyboard focus is in), so its marker can stand out on
 * the map. A tiny store rather than React state: the context value never changes, so a hover
 * re-renders neither the result list nor the map panel, only the markers whose highlight flips.
 */
export type HoveredListingStore = {
  get: () => string | null;
  set: (id: string | null) => void;
  /** Clears only when `id` is still the hovered one: a late leave must not undo a newer enter. */
  clear: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createHoveredListingStore(): HoveredListingStore {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  const set = (id: string | null) => {
    if (id === current) return;
    current = id;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    set,
    clear: (id) => {
      if (current === id) set(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const HoveredListingContext = createContext<HoveredListingStore | null>(null);

/** Where there is no map (the list variant) there is no provider, and cards skip the handlers. */
export function HoveredListingProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createHoveredListingStore);
  return <HoveredListingContext value={store}>{children}</HoveredListingContext>;
}

export function useHoveredListingStore(): HoveredListingStore | null {
  return useContext(HoveredListingContext);
}

const subscribeNone = () => () => {};

/** Whether one of `listings` is the hovered result; re-renders only when that answer changes. */
export function useListingHighlighted(listings: readonly { id: string }[]): boolean {
  const store = useContext(HoveredListingContext);
  return useSyncExternalStore(
    store?.subscribe ?? subscribeNone,
    () => {
      const id = store?.get() ?? null;
      return id !== null && listings.some((listing) => listing.id === id);
    },
    // Nothing is hovered before hydration.
    () => false,
  );
}
