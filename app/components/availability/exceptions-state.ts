/**
 * State of the availability exceptions calendar, per month (spec §4): create
 * and delete are applied at once, then replaced or rolled back on the result.
 * Pure, so the calendar component only dispatches.
 */

/** An exception as the API gives it (ISO instants); `pending` while a create is on its way. */
export type ExceptionItem = {
  id: string;
  start: string;
  end: string;
  seats: number;
  pending?: boolean;
};

export type MonthState = {
  status: "loading" | "loaded" | "failed";
  items: ExceptionItem[];
  /** Items deleted optimistically, kept with their position until the server answers. */
  deleting: Record<string, { item: ExceptionItem; index: number }>;
  /** Catalogue id or server text of the last failed create or delete. */
  error: string | null;
};

export type ExceptionsState = Record<string, MonthState>;

export type ExceptionsAction =
  | { type: "load"; month: string }
  | { type: "loaded"; month: string; items: ExceptionItem[] }
  | { type: "loadFailed"; month: string }
  | { type: "add"; month: string; item: ExceptionItem }
  | { type: "added"; month: string; tempId: string; item: ExceptionItem }
  | { type: "addFailed"; month: string; tempId: string; error: string }
  | { type: "remove"; month: string; id: string }
  | { type: "removed"; month: string; id: string }
  | { type: "removeFailed"; month: string; id: string; error: string }
  | { type: "dismissError"; month: string };

const emptyMonth = (): MonthState => ({
  status: "loading",
  items: [],
  deleting: {},
  error: null,
});

const byStart = (a: ExceptionItem, b: ExceptionItem) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : 0;

/** "2026-11" for a year and a 1-based month. */
export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

export function exceptionsReducer(
  state: ExceptionsState,
  action: ExceptionsAction,
): ExceptionsState {
  const current = state[action.month] ?? emptyMonth();
  const set = (next: Partial<MonthState>) => ({
    ...state,
    [action.month]: { ...current, ...next },
  });
  switch (action.type) {
    case "load":
      // Optimistic rows still on their way stay while the month reloads.
      return set({ status: "loading", error: null });
    case "loaded": {
      const pending = current.items.filter((i) => i.pending);
      const deleting = new Set(Object.keys(current.deleting));
      const items = action.items.filter((i) => !deleting.has(i.id));
      return set({ status: "loaded", items: [...items, ...pending].sort(byStart) });
    }
    case "loadFailed":
      return set({ status: "failed" });
    case "add":
      return set({
        items: [...current.items, { ...action.item, pending: true }].sort(byStart),
        error: null,
      });
    case "added":
      return set({
        items: current.items
          .map((i) => (i.id === action.tempId ? { ...action.item, pending: false } : i))
          .sort(byStart),
      });
    case "addFailed":
      return set({
        items: current.items.filter((i) => i.id !== action.tempId),
        error: action.error,
      });
    case "remove": {
      const index = current.items.findIndex((i) => i.id === action.id);
      const item = current.items[index];
      if (!item) return state;
      return set({
        items: current.items.filter((i) => i.id !== action.id),
        deleting: { ...current.deleting, [action.id]: { item, index } },
        error: null,
      });
    }
    case "removed": {
      const { [action.id]: _done, ...deleting } = current.deleting;
      return set({ deleting });
    }
    case "removeFailed": {
      const { [action.id]: removed, ...deleting } = current.deleting;
      if (!removed) return set({ error: action.error });
      const items = [...current.items];
      items.splice(Math.min(removed.index, items.length), 0, removed.item);
      return set({ items, deleting, error: action.error });
    }
    case "dismissError":
      return set({ error: null });
  }
}
