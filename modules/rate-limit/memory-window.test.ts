import { describe, expect, it } from "vitest";
import { createMemoryWindow } from "./memory-window";

describe("createMemoryWindow", () => {
  it("allows `limit` hits per key and window, then refuses until the next window", () => {
    let t = 0;
    const w = createMemoryWindow({ limit: 2, windowMs: 1000, now: () => t });
    expect([w.hit("a"), w.hit("a"), w.hit("a")]).toEqual([true, true, false]);
    expect(w.hit("b")).toBe(true);
    t = 999;
    expect(w.hit("a")).toBe(false);
    t = 1000;
    expect(w.hit("a")).toBe(true);
  });
  it("keeps at most maxKeys keys, dropping the oldest", () => {
    const w = createMemoryWindow({ limit: 1, windowMs: 1000, now: () => 0, maxKeys: 2 });
    expect(w.hit("a")).toBe(true);
    expect(w.hit("b")).toBe(true);
    expect(w.hit("c")).toBe(true);
    // "a" was dropped, so it starts afresh; "c" is still counted.
    expect(w.hit("a")).toBe(true);
    expect(w.hit("c")).toBe(false);
  });
});
