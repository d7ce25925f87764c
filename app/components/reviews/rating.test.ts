import { describe, expect, it } from "vitest";
import { ratingSummary, starFills } from "./rating";

describe("ratingSummary", () => {
  it("has no average without reviews", () => {
    expect(ratingSummary([])).toEqual({ count: 0, average: null });
  });
  it("averages to one decimal", () => {
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({
      count: 3,
      average: 4.3,
    });
    expect(ratingSummary([{ rating: 5 }])).toEqual({ count: 1, average: 5 });
  });
});

describe("starFills", () => {
  it("fills whole stars", () => {
    expect(starFills(4)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });
  it("rounds to the nearest half star", () => {
    expect(starFills(4.3)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.2)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(1.75)).toEqual(["full", "full", "empty", "empty", "empty"]);
  });
  it("clamps out-of-range ratings", () => {
    expect(starFills(9)).toEqual(starFills(5));
    expect(starFills(-1)).toEqual(starFills(0));
  });
});
