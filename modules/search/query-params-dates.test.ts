import { describe, expect, it } from "vitest";
import { parseDates } from "./query-params";

describe("dates filter bounds", () => {
  it("drops dates outside 2000–2099 (year 0 reached the database as a 500)", () => {
    expect(parseDates("0000-01-01,0000-01-02")).toBeUndefined();
    expect(parseDates("1999-12-31,2000-01-02")).toBeUndefined();
    expect(parseDates("2026-06-06,2026-06-07")).toEqual({ start: "2026-06-06", end: "2026-06-07" });
  });
});
