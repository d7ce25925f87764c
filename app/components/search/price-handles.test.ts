import { describe, expect, it } from "vitest";
import { moveHandle } from "./price-handles";

describe("moveHandle", () => {
  it("moves one handle and keeps the other", () => {
    expect(moveHandle({ min: 0, max: 1000 }, "min", 5)).toEqual({ min: 5, max: 1000 });
    expect(moveHandle({ min: 5, max: 1000 }, "max", 20)).toEqual({ min: 5, max: 20 });
  });
  it("keeps the handles in order by pushing the other one along", () => {
    expect(moveHandle({ min: 5, max: 20 }, "min", 30)).toEqual({ min: 30, max: 30 });
    expect(moveHandle({ min: 5, max: 20 }, "max", 2)).toEqual({ min: 2, max: 2 });
  });
  it("rounds to whole euros within 0–1000", () => {
    expect(moveHandle({ min: 0, max: 1000 }, "min", 2.6)).toEqual({ min: 3, max: 1000 });
    expect(moveHandle({ min: 0, max: 1000 }, "max", 5000)).toEqual({ min: 0, max: 1000 });
    expect(moveHandle({ min: 10, max: 20 }, "min", -4)).toEqual({ min: 0, max: 20 });
    expect(moveHandle({ min: 10, max: 20 }, "max", Number.NaN)).toEqual({ min: 10, max: 1000 });
  });
});
