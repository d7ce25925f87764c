import { describe, expect, it } from "vitest";
import {
  ageOn,
  birthDateFromParts,
  birthdayParts,
  birthYearChoices,
  birthYearInRange,
} from "./birthday";

const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe("birthday", () => {
  it("makes a calendar date from the three selectors, or refuses it", () => {
    expect(birthDateFromParts(parts("", "", ""))).toBe("");
    expect(birthDateFromParts(parts("7", "3", "1990"))).toBe("1990-03-07");
    expect(birthDateFromParts(parts("29", "2", "2000"))).toBe("2000-02-29");
    expect(birthDateFromParts(parts("29", "2", "1999"))).toBeNull();
    expect(birthDateFromParts(parts("31", "4", "1990"))).toBeNull();
    expect(birthDateFromParts(parts("0", "1", "1990"))).toBeNull();
    expect(birthDateFromParts(parts("32", "1", "1990"))).toBeNull();
    expect(birthDateFromParts(parts("1", "13", "1990"))).toBeNull();
    expect(birthDateFromParts(parts("1", "", "1990"))).toBeNull();
    expect(birthDateFromParts(parts("1", "1", "90"))).toBeNull();
    expect(birthDateFromParts(parts("1e1", "1", "1990"))).toBeNull();
  });

  it("reads a stored date back into the selectors", () => {
    expect(birthdayParts("1990-03-07")).toEqual(parts("7", "3", "1990"));
    expect(birthdayParts(undefined)).toEqual(parts("", "", ""));
    expect(birthdayParts("garbage")).toEqual(parts("", "", ""));
  });

  it("counts completed years on the UTC date", () => {
    const now = new Date("2026-11-24T23:30:00Z");
    expect(ageOn("2008-11-24", now)).toBe(18);
    expect(ageOn("2008-11-25", now)).toBe(17);
    expect(ageOn("2008-12-01", now)).toBe(17);
    expect(ageOn("1990-01-01", now)).toBe(36);
    expect(ageOn("2008-02-29", new Date("2026-02-28T12:00:00Z"))).toBe(17);
    expect(ageOn("2008-02-29", new Date("2026-03-01T00:00:00Z"))).toBe(18);
  });

  it("offers this year back to 80 years ago", () => {
    const years = birthYearChoices(new Date("2026-11-24T00:00:00Z"));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(81);
    expect(birthYearInRange("1946-01-01", new Date("2026-11-24T00:00:00Z"))).toBe(true);
    expect(birthYearInRange("1945-12-31", new Date("2026-11-24T00:00:00Z"))).toBe(false);
    expect(birthYearInRange("2027-01-01", new Date("2026-11-24T00:00:00Z"))).toBe(false);
  });
});
