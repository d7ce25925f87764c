import { describe, expect, it } from "vitest";
import type { AvailabilityPlan } from "../../db/schema";
import {
  freeSeats,
  generateTimeSlots,
  isValidTimeZone,
  timeSlotWindows,
  zonedTime,
} from "./availability";

const dayPlan: AvailabilityPlan = {
  type: "availability-plan/day",
  timezone: "Europe/Amsterdam",
  entries: [
    { dayOfWeek: "sat", seats: 5 },
    { dayOfWeek: "sun", seats: 2 },
  ],
};

describe("timeSlotWindows", () => {
  it("splits long ranges into windows of at most 90 days", () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const windows = timeSlotWindows(start, new Date("2026-12-31T00:00:00Z"));
    expect(windows).toHaveLength(5);
    for (const w of windows)
      expect(w.end.getTime() - w.start.getTime()).toBeLessThanOrEqual(90 * 86_400_000);
    expect(windows.at(-1)?.end.toISOString()).toBe("2026-12-31T00:00:00.000Z");
  });
});

describe("zonedTime", () => {
  it("knows Amsterdam is UTC+1 in winter and UTC+2 in summer", () => {
    expect(zonedTime(2026, 1, 10, 0, "Europe/Amsterdam").toISOString()).toBe(
      "2026-01-09T23:00:00.000Z",
    );
    expect(zonedTime(2026, 7, 10, 9 * 60, "Europe/Amsterdam").toISOString()).toBe(
      "2026-07-10T07:00:00.000Z",
    );
  });
});

describe("generateTimeSlots", () => {
  it("makes a day slot for each planned weekday in the plan's time zone", () => {
    const slots = generateTimeSlots(
      dayPlan,
      [],
      new Date("2026-11-16T00:00:00Z"),
      new Date("2026-11-30T00:00:00Z"),
    );
    expect(slots.map((s) => [s.start.toISOString(), s.seats])).toEqual([
      ["2026-11-20T23:00:00.000Z", 5],
      ["2026-11-21T23:00:00.000Z", 2],
      ["2026-11-27T23:00:00.000Z", 5],
      ["2026-11-28T23:00:00.000Z", 2],
    ]);
  });

  it("lets an exception change or close a slot", () => {
    const exceptions = [
      {
        id: "a",
        start: new Date("2026-11-20T23:00:00Z"),
        end: new Date("2026-11-21T23:00:00Z"),
        seats: 0,
      },
      {
        id: "b",
        start: new Date("2026-11-27T23:00:00Z"),
        end: new Date("2026-11-28T23:00:00Z"),
        seats: 9,
      },
    ];
    const slots = generateTimeSlots(
      dayPlan,
      exceptions,
      new Date("2026-11-16T00:00:00Z"),
      new Date("2026-11-30T00:00:00Z"),
    );
    expect(slots.map((s) => s.seats)).toEqual([2, 9, 2]);
  });

  it("makes time slots from start and end times", () => {
    const plan: AvailabilityPlan = {
      type: "availability-plan/time",
      timezone: "Europe/Brussels",
      entries: [{ dayOfWeek: "wed", seats: 1, startTime: "09:00", endTime: "12:00" }],
    };
    const [slot] = generateTimeSlots(
      plan,
      [],
      new Date("2026-11-16T00:00:00Z"),
      new Date("2026-11-23T00:00:00Z"),
    );
    expect(slot).toMatchObject({ type: "time-slot/time", seats: 1 });
    expect(slot?.start.toISOString()).toBe("2026-11-18T08:00:00.000Z");
    expect(slot?.end.toISOString()).toBe("2026-11-18T11:00:00.000Z");
  });
});

describe("isValidTimeZone", () => {
  it("accepts IANA zones only", () => {
    expect(isValidTimeZone("Europe/Amsterdam")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("freeSeats", () => {
  it("takes every overlapping booking's seats off a slot, never below zero", () => {
    const at = (iso: string) => new Date(iso);
    const slots = [
      {
        type: "time-slot/day" as const,
        start: at("2026-03-03T00:00:00Z"),
        end: at("2026-03-04T00:00:00Z"),
        seats: 2,
      },
      {
        type: "time-slot/day" as const,
        start: at("2026-03-04T00:00:00Z"),
        end: at("2026-03-05T00:00:00Z"),
        seats: 2,
      },
    ];
    const free = freeSeats(slots, [
      { start: at("2026-03-03T00:00:00Z"), end: at("2026-03-05T00:00:00Z"), seats: 1 },
      { start: at("2026-03-04T00:00:00Z"), end: at("2026-03-05T00:00:00Z"), seats: 2 },
      // Touching the end is not overlapping.
      { start: at("2026-03-05T00:00:00Z"), end: at("2026-03-06T00:00:00Z"), seats: 5 },
    ]);
    expect(free.map((s) => s.seats)).toEqual([1, 0]);
  });
});
