/**
 * Keyboard and pointer state of the place combobox (ARIA 1.2 "list autocomplete
 * with manual selection"): whether the listbox is wanted open and which option is
 * visually focused. Pure, so every key path is unit-tested without a DOM.
 */
export type ComboboxState = {
  /** The user wants the list; it shows only while there are options. */
  open: boolean;
  /** Index of the visually focused option (aria-activedescendant), -1 for none. */
  active: number;
  count: number;
};

export const initialComboboxState: ComboboxState = { open: false, active: -1, count: 0 };

export type ComboboxAction =
  | { type: "open" }
  | { type: "close" }
  | { type: "options"; count: number }
  | { type: "hover"; index: number }
  | { type: "next"; alt?: boolean }
  | { type: "previous" };

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case "open":
      return state.open ? state : { ...state, open: true, active: -1 };
    case "close":
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case "options":
      // New options mean a different list: an old index would point at another place.
      return { ...state, count: action.count, active: -1 };
    case "hover":
      return action.index >= 0 && action.index < state.count
        ? { ...state, active: action.index }
        : state;
    case "next":
      if (state.count === 0) return { ...state, open: true };
      // Alt+ArrowDown only opens the list, as in a native select.
      if (!state.open) return { ...state, open: true, active: action.alt ? -1 : 0 };
      return { ...state, active: (state.active + 1) % state.count };
    case "previous":
      if (state.count === 0) return { ...state, open: true };
      if (!state.open || state.active <= 0)
        return { ...state, open: true, active: state.count - 1 };
      return { ...state, active: state.active - 1 };
  }
}

/** Whether the listbox is on screen (aria-expanded). */
export const isExpanded = (state: ComboboxState) => state.open && state.count > 0;

export type KeyOutcome = {
  action: ComboboxAction | null;
  /** The option to choose, for Enter on a focused option. */
  select: number | null;
  /** Whether the key was ours: the event's default (form submit, dialog close) is prevented. */
  handled: boolean;
};

const ignored: KeyOutcome = { action: null, select: null, handled: false };

/** What a key pressed in the input does. Enter without a focused option submits the form. */
export function keyOutcome(state: ComboboxState, key: string, alt = false): KeyOutcome {
  switch (key) {
    case "ArrowDown":
      return state.count > 0
        ? { action: { type: "next", alt }, select: null, handled: true }
        : ignored;
    case "ArrowUp":
      return state.count > 0
        ? { action: { type: "previous" }, select: null, handled: true }
        : ignored;
    case "Enter":
      return isExpanded(state) && state.active >= 0
        ? { action: { type: "close" }, select: state.active, handled: true }
        : ignored;
    case "Escape":
      // Only an open list is ours; otherwise Escape still closes a surrounding dialog.
      return isExpanded(state)
        ? { action: { type: "close" }, select: null, handled: true }
        : ignored;
    case "Tab":
      return { action: { type: "close" }, select: null, handled: false };
    default:
      return ignored;
  }
}
