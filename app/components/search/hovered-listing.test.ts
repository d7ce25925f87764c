import { describe, expect, it, vi } from "vitest";
import { createHoveredListingStore } from "./hovered-listing";

describe("hovered listing store", () => {
  it("holds the hovered id and tells subscribers when it changes", () => {
    const store = createHoveredListingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.set("a");
    expect(store.get()).toBe("a");
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(null);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("stays quiet when nothing changes", () => {
    const store = createHoveredListingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set("a");
    store.set("a");
    store.clear("b");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe("a");
  });

  it("clears only the id that is still hovered", () => {
    const store = createHoveredListingStore();
    // Moving from card a to card b: b's enter may come before a's leave.
    store.set("a");
    store.set("b");
    store.clear("a");
    expect(store.get()).toBe("b");
    store.clear("b");
    expect(store.get()).toBeNull();
  });

  it("stops telling a listener once it unsubscribes", () => {
    const store = createHoveredListingStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set("a");
    expect(listener).not.toHaveBeenCalled();
  });
});
