import { describe, expect, it } from "vitest";
import {
  BOOKABLE_DAYS,
  bookableDayRange,
  bookingUnitType,
  checkBooking,
  dateOfDayNumber,
  dayNumber,
  type FreeSlot,
  isCovered,
  midnight,
} from "./booking-dates";

const TZ = "Europe/Amsterdam";
// 10:00 in Amsterdam on Monday 2 March 2026.
const NOW = new Date("2026-03-02T09:00:00Z");
const day = (date: string) => dayNumber(date)!;

/** Day slots from `from` for `count` days with `seats` each; `booked` days have 0 left. */
function daySlots(from: string, count: number, seats = 1, booked: string[] = []): FreeSlot[] {
  return Array.from({ length: count }, (_, i) => {
    const d = day(from) + i;
    return {
      start: midnight(d, TZ),
      end: midnight(d + 1, TZ),
      seats: booked.includes(dateOfDayNumber(d)) ? 0 : seats,
    };
  });
}

const check = (
  unitType: "night" | "day" | "hour",
  start: string | null,
  end: string | null,
  slots: FreeSlot[] | null = null,
) => checkBooking({ unitType, input: { start, end }, now: NOW, timeZone: TZ, slots });

describe("booking dates (spec §5)", () => {
  it("asks for the start first, then the end, naming the field to focus", () => {
    expect(check("day", null, "2026-03-05")).toEqual({
      ok: false,
      field: "start",
      messageId: "BookingDatesForm.requiredStart",
    });
    expect(check("day", "  ", null)).toMatchObject({ field: "start" });
    expect(check("day", "2026-03-05", "")).toEqual({
      ok: false,
      field: "end",
      messageId: "BookingDatesForm.requiredEnd",
    });
  });

  it("refuses dates that are not on the calendar", () => {
    expect(check("day", "2026-02-30", "2026-03-05")).toMatchObject({
      field: "start",
      messageId: "BookingDatesForm.invalidStartDate",
    });
    expect(check("day", "2026-03-05", "05-03-2026")).toMatchObject({
      field: "end",
      messageId: "BookingDatesForm.invalidEndDate",
    });
  });

  it("takes an end on or after the start for days, and refuses one before it", () => {
    expect(check("day", "2026-03-05", "2026-03-04")).toMatchObject({
      field: "end",
      messageId: "BookingDatesForm.endBeforeStart",
    });
    const same = check("day", "2026-03-05", "2026-03-05");
    expect(same.ok && same.booking.units).toBe(1); // day units: 0 extra days is fine
    const three = check("day", "2026-03-05", "2026-03-07");
    expect(three.ok && three.booking.units).toBe(3);
  });

  it("needs at least one night for nightly units", () => {
    expect(check("night", "2026-03-05", "2026-03-05")).toMatchObject({
      field: "end",
      messageId: "BookingDatesForm.minimumNights",
    });
    const two = check("night", "2026-03-05", "2026-03-07");
    expect(two.ok && two.booking.units).toBe(2);
  });

  it("books only from today to the 365th day", () => {
    const { first, last } = bookableDayRange(NOW, TZ);
    expect(dateOfDayNumber(first)).toBe("2026-03-02");
    expect(last - first + 1).toBe(BOOKABLE_DAYS);
    expect(check("day", "2026-03-01", "2026-03-02")).toMatchObject({
      field: "start",
      messageId: "BookingDatesForm.outsideRange",
    });
    expect(check("day", "2026-03-02", "2026-03-02").ok).toBe(true);
    const lastDay = dateOfDayNumber(last);
    expect(check("day", lastDay, lastDay).ok).toBe(true);
    expect(check("day", lastDay, dateOfDayNumber(last + 1))).toMatchObject({
      field: "end",
      messageId: "BookingDatesForm.outsideRange",
    });
    expect(check("day", dateOfDayNumber(last + 1), dateOfDayNumber(last + 1))).toMatchObject({
      field: "start",
    });
    // The last night starts on the last bookable day and ends the morning after.
    expect(check("night", lastDay, dateOfDayNumber(last + 1)).ok).toBe(true);
    expect(check("night", lastDay, dateOfDayNumber(last + 2))).toMatchObject({ field: "end" });
  });

  it("books days from midnight to midnight in the plan's time zone", () => {
    const result = check("day", "2026-03-05", "2026-03-06");
    expect(result.ok && result.booking).toMatchObject({
      start: new Date("2026-03-04T23:00:00Z"),
      end: new Date("2026-03-06T23:00:00Z"),
      displayStart: new Date("2026-03-04T23:00:00Z"),
      displayEnd: new Date("2026-03-05T23:00:00Z"),
    });
    const nights = check("night", "2026-03-05", "2026-03-06");
    expect(nights.ok && nights.booking.end).toEqual(new Date("2026-03-05T23:00:00Z"));
    expect(nights.ok && nights.booking.displayEnd).toEqual(new Date("2026-03-05T23:00:00Z"));
  });

  it("blocks days already booked or closed", () => {
    const slots = daySlots("2026-03-02", 10, 1, ["2026-03-06"]);
    expect(check("day", "2026-03-04", "2026-03-05", slots).ok).toBe(true);
    expect(check("day", "2026-03-05", "2026-03-07", slots)).toEqual({
      ok: false,
      field: null,
      messageId: "BookingDatesForm.timeNotAvailable",
    });
    // The night of the 5th is free; leaving on the booked 6th is fine.
    expect(check("night", "2026-03-05", "2026-03-06", slots).ok).toBe(true);
    expect(check("night", "2026-03-05", "2026-03-07", slots).ok).toBe(false);
    // A day the plan does not open (no slot) blocks as well.
    const gap = daySlots("2026-03-02", 3).concat(daySlots("2026-03-06", 3));
    expect(check("day", "2026-03-04", "2026-03-06", gap).ok).toBe(false);
  });

  it("books hour slots: future, end after start, contiguous free slots", () => {
    const at = (iso: string) => new Date(iso);
    const slots: FreeSlot[] = [
      { start: at("2026-03-03T08:00:00Z"), end: at("2026-03-03T11:00:00Z"), seats: 2 },
      { start: at("2026-03-03T11:00:00Z"), end: at("2026-03-03T13:00:00Z"), seats: 1 },
      { start: at("2026-03-03T14:00:00Z"), end: at("2026-03-03T16:00:00Z"), seats: 0 },
    ];
    const hour = (s: string, e: string) => check("hour", s, e, slots);
    const one = hour("2026-03-03T08:00:00.000Z", "2026-03-03T11:00:00.000Z");
    expect(one.ok && one.booking.units).toBe(3);
    const two = hour("2026-03-03T08:00:00.000Z", "2026-03-03T13:00:00.000Z");
    expect(two.ok && two.booking.units).toBe(5);
    expect(hour("2026-03-03T11:00:00.000Z", "2026-03-03T16:00:00.000Z")).toMatchObject({
      messageId: "BookingDatesForm.timeNotAvailable",
    });
    expect(hour("2026-03-03T14:00:00.000Z", "2026-03-03T16:00:00.000Z").ok).toBe(false);
    expect(hour("2026-03-03T11:00:00.000Z", "2026-03-03T11:00:00.000Z")).toMatchObject({
      messageId: "BookingDatesForm.endBeforeStart",
    });
    expect(
      check("hour", "2026-03-02T08:00:00.000Z", "2026-03-02T10:00:00.000Z", null),
    ).toMatchObject({
      field: "start",
      messageId: "BookingDatesForm.outsideRange",
    });
    expect(check("hour", "soon", "later", null)).toMatchObject({ field: "start" });
  });

  it("needs as many free seats as asked for", () => {
    const slots = daySlots("2026-03-02", 5, 2);
    expect(
      isCovered(slots, midnight(day("2026-03-03"), TZ), midnight(day("2026-03-04"), TZ), 2),
    ).toBe(true);
    expect(
      isCovered(slots, midnight(day("2026-03-03"), TZ), midnight(day("2026-03-04"), TZ), 3),
    ).toBe(false);
  });

  it("books hours for time plans, days or nights for day plans by configuration", () => {
    expect(bookingUnitType("availability-plan/time", "night")).toBe("hour");
    expect(bookingUnitType("availability-plan/day", "night")).toBe("night");
    expect(bookingUnitType("availability-plan/day", "day")).toBe("day");
  });
});
