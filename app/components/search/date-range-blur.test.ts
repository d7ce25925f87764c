import { describe, expect, it } from "vitest";
import { searchesOnDateBlur } from "./date-range-blur";

const field = (value: string, defaultValue = "") => ({ value, defaultValue });

describe("searchesOnDateBlur", () => {
  it("searches when a whole new range is left", () => {
    expect(
      searchesOnDateBlur({
        start: field("2026-12-05"),
        end: field("2026-12-06"),
        stayingInRange: false,
      }),
    ).toBe(true);
  });

  it("waits while focus moves between the two dates or to Apply", () => {
    expect(
      searchesOnDateBlur({ start: field("2026-12-05"), end: field(""), stayingInRange: true }),
    ).toBe(false);
    expect(
      searchesOnDateBlur({
        start: field("2026-12-05"),
        end: field("2026-12-06"),
        stayingInRange: true,
      }),
    ).toBe(false);
  });

  it("does not search half a range", () => {
    expect(
      searchesOnDateBlur({ start: field("2026-12-05"), end: field(""), stayingInRange: false }),
    ).toBe(false);
    expect(
      searchesOnDateBlur({ start: field(""), end: field("2026-12-06"), stayingInRange: false }),
    ).toBe(false);
  });

  it("searches a cleared range, but not an unchanged one", () => {
    const was = { start: "2026-12-05", end: "2026-12-06" };
    expect(
      searchesOnDateBlur({
        start: field("", was.start),
        end: field("", was.end),
        stayingInRange: false,
      }),
    ).toBe(true);
    expect(
      searchesOnDateBlur({
        start: field(was.start, was.start),
        end: field(was.end, was.end),
        stayingInRange: false,
      }),
    ).toBe(false);
  });
});
