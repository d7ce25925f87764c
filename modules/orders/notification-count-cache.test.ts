import { describe, expect, it } from "vitest";
import { createNotificationCounts } from "./notification-count-cache";

function setUp(ttlMs = 5_000) {
  let time = Date.UTC(2026, 4, 1, 9, 0, 0);
  const asked: Array<[string, string | null]> = [];
  let answer = 3;
  const counts = createNotificationCounts(
    async (userId, reading) => {
      asked.push([userId, reading]);
      return answer;
    },
    () => new Date(time),
    ttlMs,
  );
  return {
    counts,
    asked,
    tick: (ms: number) => {
      time += ms;
    },
    answer: (n: number) => {
      answer = n;
    },
  };
}

describe("the inbox dot's counts", () => {
  it("counts once per member within the TTL", async () => {
    const t = setUp();
    expect(await t.counts.count("u1", null)).toBe(3);
    t.answer(4);
    t.tick(4_999);
    expect(await t.counts.count("u1", null)).toBe(3);
    expect(t.asked).toEqual([["u1", null]]);
  });

  it("counts again once the TTL has passed", async () => {
    const t = setUp();
    await t.counts.count("u1", null);
    t.answer(4);
    t.tick(5_000);
    expect(await t.counts.count("u1", null)).toBe(4);
    expect(t.asked).toHaveLength(2);
  });

  it("counts again at once after the member's own write", async () => {
    const t = setUp();
    await t.counts.count("u1", null);
    await t.counts.count("u2", null);
    t.answer(0);
    t.counts.forget("u1");
    expect(await t.counts.count("u1", null)).toBe(0);
    expect(await t.counts.count("u2", null)).toBe(3);
    expect(t.asked).toEqual([
      ["u1", null],
      ["u2", null],
      ["u1", null],
    ]);
  });

  it("keeps the count of a page that opens a conversation apart", async () => {
    const t = setUp();
    await t.counts.count("u1", null);
    await t.counts.count("u1", "tx-1");
    await t.counts.count("u1", "tx-1");
    expect(t.asked).toEqual([
      ["u1", null],
      ["u1", "tx-1"],
    ]);
  });

  it("shares one count between pages asked at the same time", async () => {
    const t = setUp();
    const both = await Promise.all([t.counts.count("u1", null), t.counts.count("u1", null)]);
    expect(both).toEqual([3, 3]);
    expect(t.asked).toHaveLength(1);
  });

  it("does not remember a count that failed", async () => {
    let calls = 0;
    const counts = createNotificationCounts(
      async () => {
        calls++;
        if (calls === 1) throw new Error("database gone");
        return 2;
      },
      () => new Date(0),
    );
    await expect(counts.count("u1", null)).rejects.toThrow("database gone");
    expect(await counts.count("u1", null)).toBe(2);
  });

  it("counts afresh when the clock goes back", async () => {
    const t = setUp();
    await t.counts.count("u1", null);
    t.tick(-1_000);
    await t.counts.count("u1", null);
    expect(t.asked).toHaveLength(2);
  });
});
