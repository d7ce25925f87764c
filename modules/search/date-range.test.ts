import { describe, expect, it } from "vitest";
import { availabilityWindow, MAX_DATE_RANGE_DAYS } from "./date-range";

describe("availabilityWindow", () => {
  it("includes both days of a weekend", () => {
    const w = availabilityWindow({ start: "2026-06-06", end: "2026-06-07" });
    expect(w.weekdays).toEqual(["sat", "sun"]);
    expect(w.start.toISOString()).toBe("2026-06-06T00:00:00.000Z");
    expect(w.end.toISOString()).toBe("2026-06-08T00:00:00.000Z");
  });
  it("is one day when start and end are the same", () => {
    const w = availabilityWindow({ start: "2026-11-23", end: "2026-11-23" });
    expect(w.weekdays).toEqual(["mon"]);
    expect(w.end.getTime() - w.start.getTime()).toBe(86_400_000);
  });
  it("needs every weekday from a week on, across month and year ends", () => {
    expect(availabilityWindow({ start: "2026-12-28", end: "2027-01-03" }).weekdays).toHaveLength(7);
    expect(availabilityWindow({ start: "2026-12-31", end: "2027-01-01" }).weekdays).toEqual([
      "thu",
      "fri",
    ]);
  });
  it("cuts ranges longer than 90 days", () => {
    const w = availabilityWindow({ start: "2026-01-01", end: "2027-12-31" });
    expect((w.end.getTime() - w.start.getTime()) / 86_400_000).toBe(MAX_DATE_RANGE_DAYS);
  });
});
