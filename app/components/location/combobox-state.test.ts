import { describe, expect, it } from "vitest";
import {
  type ComboboxState,
  comboboxReducer,
  initialComboboxState,
  isExpanded,
  keyOutcome,
} from "./combobox-state";

const closed = (count: number): ComboboxState => ({ ...initialComboboxState, count });
const open = (count: number, active = -1): ComboboxState => ({ open: true, active, count });

/** Applies the keys in order like the field does and returns the state and the choice. */
function press(state: ComboboxState, ...keys: string[]) {
  let selected: number | null = null;
  for (const key of keys) {
    const outcome = keyOutcome(state, key);
    if (outcome.action) state = comboboxReducer(state, outcome.action);
    if (outcome.select !== null) selected = outcome.select;
  }
  return { state, selected };
}

describe("combobox keys", () => {
  it("ArrowDown opens the list on the first option, then walks and wraps", () => {
    expect(press(closed(3), "ArrowDown").state).toEqual(open(3, 0));
    expect(press(closed(3), "ArrowDown", "ArrowDown", "ArrowDown").state.active).toBe(2);
    expect(press(closed(3), "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown").state.active).toBe(
      0,
    );
  });

  it("Alt+ArrowDown opens the list without focusing an option", () => {
    const outcome = keyOutcome(closed(2), "ArrowDown", true);
    expect(outcome.handled).toBe(true);
    expect(comboboxReducer(closed(2), outcome.action!)).toEqual(open(2, -1));
  });

  it("ArrowUp opens on the last option and wraps from the first to the last", () => {
    expect(press(closed(4), "ArrowUp").state).toEqual(open(4, 3));
    expect(press(open(4, 0), "ArrowUp").state.active).toBe(3);
    expect(press(open(4, 2), "ArrowUp").state.active).toBe(1);
  });

  it("Enter chooses the focused option and closes the list", () => {
    const outcome = keyOutcome(open(3, 1), "Enter");
    expect(outcome).toMatchObject({ select: 1, handled: true });
    expect(press(open(3, 1), "Enter").state).toEqual(closed(3));
  });

  it("Enter without a focused option is left to the form, which submits", () => {
    expect(keyOutcome(open(3, -1), "Enter")).toEqual({
      action: null,
      select: null,
      handled: false,
    });
    expect(keyOutcome(closed(3), "Enter").handled).toBe(false);
  });

  it("Escape closes an open list and is consumed; with the list closed it is left alone", () => {
    const outcome = keyOutcome(open(2, 1), "Escape");
    expect(outcome.handled).toBe(true);
    expect(comboboxReducer(open(2, 1), outcome.action!)).toEqual(closed(2));
    // So a surrounding dialog (the mobile search sheet) still closes on Escape.
    expect(keyOutcome(closed(2), "Escape").handled).toBe(false);
  });

  it("arrows do nothing without options, so the caret moves as usual", () => {
    expect(keyOutcome(closed(0), "ArrowDown").handled).toBe(false);
    expect(keyOutcome(open(0), "ArrowUp").handled).toBe(false);
  });

  it("Tab closes without choosing and lets focus move on", () => {
    expect(keyOutcome(open(3, 2), "Tab")).toEqual({
      action: { type: "close" },
      select: null,
      handled: false,
    });
  });

  it("other keys are typing, not ours", () => {
    expect(keyOutcome(open(3, 1), "a").handled).toBe(false);
    expect(keyOutcome(open(3, 1), "Home").handled).toBe(false);
  });
});

describe("combobox state", () => {
  it("is expanded only while open with options", () => {
    expect(isExpanded(open(2))).toBe(true);
    expect(isExpanded(open(0))).toBe(false);
    expect(isExpanded(closed(2))).toBe(false);
  });

  it("a new list of options drops the focused option", () => {
    expect(comboboxReducer(open(3, 2), { type: "options", count: 5 })).toEqual(open(5, -1));
  });

  it("hover focuses an option that exists and ignores one that does not", () => {
    expect(comboboxReducer(open(3), { type: "hover", index: 2 }).active).toBe(2);
    expect(comboboxReducer(open(3), { type: "hover", index: 3 }).active).toBe(-1);
  });

  it("opening keeps an open list as it is (focus after a click)", () => {
    const state = open(3, 1);
    expect(comboboxReducer(state, { type: "open" })).toBe(state);
    expect(comboboxReducer(closed(3), { type: "open" })).toEqual(open(3, -1));
  });
});
