import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";

describe("createLimiter", () => {
  it("runs at most `max` tasks at once, in arrival order, and passes results and errors through", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (n === 3) throw new Error("three");
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limit(task(n))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "error"))).toEqual([
      1,
      2,
      "error",
      4,
      5,
    ]);
  });

  it("does not let a newcomer jump the queue when a slot frees up", async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const first = limit(async () => order.push("first"));
    const second = limit(async () => order.push("second"));
    await first;
    const third = limit(async () => order.push("third"));
    await Promise.all([second, third]);
    expect(order).toEqual(["first", "second", "third"]);
  });
});
