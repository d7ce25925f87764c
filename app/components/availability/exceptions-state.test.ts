import { describe, expect, it } from "vitest";
import { type ExceptionsState, exceptionsReducer, monthKey } from "./exceptions-state";

const NOV = monthKey(2026, 11);
const DEC = monthKey(2026, 12);
const a = { id: "a", start: "2026-11-02T23:00:00.000Z", end: "2026-11-03T23:00:00.000Z", seats: 0 };
const b = { id: "b", start: "2026-11-09T23:00:00.000Z", end: "2026-11-10T23:00:00.000Z", seats: 2 };
const c = { id: "c", start: "2026-11-05T23:00:00.000Z", end: "2026-11-06T23:00:00.000Z", seats: 1 };

function loaded(month = NOV, items = [a, b]): ExceptionsState {
  return exceptionsReducer(exceptionsReducer({}, { type: "load", month }), {
    type: "loaded",
    month,
    items,
  });
}

describe("exceptions state", () => {
  it("keeps each month apart", () => {
    const state = exceptionsReducer(loaded(), { type: "load", month: DEC });
    expect(state[NOV]?.items.map((i) => i.id)).toEqual(["a", "b"]);
    expect(state[DEC]).toMatchObject({ status: "loading", items: [] });
    expect(exceptionsReducer(state, { type: "loadFailed", month: DEC })[DEC]?.status).toBe(
      "failed",
    );
  });

  it("adds at once as pending, in date order", () => {
    const state = exceptionsReducer(loaded(), {
      type: "add",
      month: NOV,
      item: { ...c, id: "tmp-1" },
    });
    expect(state[NOV]?.items.map((i) => [i.id, i.pending ?? false])).toEqual([
      ["a", false],
      ["tmp-1", true],
      ["b", false],
    ]);
  });

  it("replaces the pending row with the server's", () => {
    let state = exceptionsReducer(loaded(), {
      type: "add",
      month: NOV,
      item: { ...c, id: "tmp-1" },
    });
    state = exceptionsReducer(state, { type: "added", month: NOV, tempId: "tmp-1", item: c });
    expect(state[NOV]?.items.map((i) => [i.id, i.pending])).toEqual([
      ["a", undefined],
      ["c", false],
      ["b", undefined],
    ]);
  });

  it("rolls a failed add back and keeps the error", () => {
    let state = exceptionsReducer(loaded(), {
      type: "add",
      month: NOV,
      item: { ...c, id: "tmp-1" },
    });
    state = exceptionsReducer(state, {
      type: "addFailed",
      month: NOV,
      tempId: "tmp-1",
      error: "boom",
    });
    expect(state[NOV]?.items.map((i) => i.id)).toEqual(["a", "b"]);
    expect(state[NOV]?.error).toBe("boom");
  });

  it("deletes at once and forgets the row when the server agrees", () => {
    let state = exceptionsReducer(loaded(), { type: "remove", month: NOV, id: "a" });
    expect(state[NOV]?.items.map((i) => i.id)).toEqual(["b"]);
    state = exceptionsReducer(state, { type: "removed", month: NOV, id: "a" });
    expect(state[NOV]?.items.map((i) => i.id)).toEqual(["b"]);
    expect(state[NOV]?.deleting).toEqual({});
  });

  it("restores a failed delete at its place", () => {
    let state = exceptionsReducer(loaded(), { type: "remove", month: NOV, id: "a" });
    state = exceptionsReducer(state, {
      type: "removeFailed",
      month: NOV,
      id: "a",
      error: "nope",
    });
    expect(state[NOV]?.items.map((i) => i.id)).toEqual(["a", "b"]);
    expect(state[NOV]?.error).toBe("nope");
  });

  it("keeps optimistic changes over a reload of the month", () => {
    let state = exceptionsReducer(loaded(), { type: "remove", month: NOV, id: "a" });
    state = exceptionsReducer(state, { type: "add", month: NOV, item: { ...c, id: "tmp-1" } });
    state = exceptionsReducer(state, { type: "load", month: NOV });
    state = exceptionsReducer(state, { type: "loaded", month: NOV, items: [a, b] });
    expect(state[NOV]?.items.map((i) => i.id)).toEqual(["tmp-1", "b"]);
  });
});
