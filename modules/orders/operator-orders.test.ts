import { describe, expect, it } from "vitest";
import { daysLeft } from "./operator-orders";

describe("daysLeft (decision 084)", () => {
  const at = new Date("2051-01-10T12:00:00Z");
  it("counts whole days until the timer, never below 0", () => {
    expect(daysLeft(new Date("2051-03-11T12:00:00Z"), at)).toBe(60);
    expect(daysLeft("2051-01-11T11:59:59Z", at)).toBe(0);
    expect(daysLeft("2051-01-09T12:00:00Z", at)).toBe(0);
    expect(daysLeft(null, at)).toBeNull();
  });
});
