import { zonedTime } from "#modules/listings";

/**
 * Spec §5 booking dates, the same rules for the booking form and the server (decision 058):
 * start and end required, end not before start, only within the bookable days from today
 * (spec §9: 365), nightly units at least one night and day units at least zero extra days,
 * and every day or slot of the booking still has a free seat.
 */

export const BOOKABLE_DAYS = 365;
export const BOOKING_UNIT_TYPES = ["night", "day", "hour"] as const;
export type BookingUnitType = (typeof BOOKING_UNIT_TYPES)[number];

/** What the form sends: calendar dates (YYYY-MM-DD) for nights and days, instants for hours. */
export type BookingInput = { start?: string | null; end?: string | null };

/** A slot with the seats still free in it (plan or exception seats less the bookings). */
export type FreeSlot = { start: Date; end: Date; seats: number };

export type Booking = {
  start: Date;
  end: Date;
  displayStart: Date;
  displayEnd: Date;
  /** Nights, days or started hours: the booking line's quantity. */
  units: number;
};

export type BookingField = "start" | "end";
export type BookingCheck =
  | { ok: true; booking: Booking }
  | { ok: false; field: BookingField | null; messageId: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar date as a day number (days since 1970-01-01), or null when not a real date. */
export function dayNumber(value: string): number | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return null;
  }
  return ms / DAY_MS;
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date of `instant` in `timeZone`, YYYY-MM-DD. */
export function localDateString(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** Midnight starting `day` (a day number) in `timeZone`. */
export function midnight(day: number, timeZone: string): Date {
  const d = new Date(day * DAY_MS);
  return zonedTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 0, timeZone);
}

/** The first and the last day (day numbers) a booking may touch, from `now`. */
export function bookableDayRange(now: Date, timeZone: string, bookableDays = BOOKABLE_DAYS) {
  const today = dayNumber(localDateString(now, timeZone))!;
  return { first: today, last: today + bookableDays - 1 };
}

/**
 * Walks the slots from the booking's start: each part must begin where the last ended and
 * have `seats` free, until the booking's end. A booked, closed or missing day or slot fails.
 */
export function isCovered(slots: readonly FreeSlot[], start: Date, end: Date, seats = 1) {
  const sorted = [...slots].sort((a, b) => a.start.getTime() - b.start.getTime());
  let cursor = start.getTime();
  while (cursor < end.getTime()) {
    const slot = sorted.find((s) => s.start.getTime() === cursor);
    if (!slot || slot.seats < seats) return false;
    cursor = slot.end.getTime();
  }
  return cursor === end.getTime();
}

const fail = (field: BookingField | null, messageId: string): BookingCheck => ({
  ok: false,
  field,
  messageId,
});

function dateRange(
  unitType: "night" | "day",
  input: { start: string; end: string },
  now: Date,
  timeZone: string,
  bookableDays: number,
): BookingCheck {
  const startDay = dayNumber(input.start);
  if (startDay === null) return fail("start", "BookingDatesForm.invalidStartDate");
  const endDay = dayNumber(input.end);
  if (endDay === null) return fail("end", "BookingDatesForm.invalidEndDate");
  const { first, last } = bookableDayRange(now, timeZone, bookableDays);
  if (startDay < first || startDay > last) return fail("start", "BookingDatesForm.outsideRange");
  if (endDay < startDay) return fail("end", "BookingDatesForm.endBeforeStart");
  // A night is spent from one day to the next: leaving on the last bookable day's next morning is fine.
  const lastUsedDay = unitType === "night" ? endDay - 1 : endDay;
  if (lastUsedDay > last) return fail("end", "BookingDatesForm.outsideRange");
  const units = unitType === "night" ? endDay - startDay : endDay - startDay + 1;
  if (unitType === "night" && units < 1) return fail("end", "BookingDatesForm.minimumNights");
  const start = midnight(startDay, timeZone);
  const end = midnight(unitType === "night" ? endDay : endDay + 1, timeZone);
  return {
    ok: true,
    booking: {
      start,
      end,
      displayStart: start,
      // Days show their last day; nights the day of leaving.
      displayEnd: unitType === "night" ? end : midnight(endDay, timeZone),
      units,
    },
  };
}

function timeRange(
  input: { start: string; end: string },
  now: Date,
  timeZone: string,
  bookableDays: number,
): BookingCheck {
  const start = new Date(input.start);
  if (Number.isNaN(start.getTime())) return fail("start", "BookingDatesForm.invalidStartDate");
  const end = new Date(input.end);
  if (Number.isNaN(end.getTime())) return fail("end", "BookingDatesForm.invalidEndDate");
  const { last } = bookableDayRange(now, timeZone, bookableDays);
  if (start.getTime() < now.getTime() || dayNumber(localDateString(start, timeZone))! > last) {
    return fail("start", "BookingDatesForm.outsideRange");
  }
  if (end.getTime() <= start.getTime()) return fail("end", "BookingDatesForm.endBeforeStart");
  if (end.getTime() > midnight(last + 1, timeZone).getTime()) {
    return fail("end", "BookingDatesForm.outsideRange");
  }
  return {
    ok: true,
    booking: {
      start,
      end,
      displayStart: start,
      displayEnd: end,
      // A started hour counts (the wizard's time plans run on whole hours).
      units: Math.ceil((end.getTime() - start.getTime()) / 3_600_000),
    },
  };
}

/**
 * Every spec §5 rule in order; the first that fails names the field to focus (spec §4: a
 * missing start focuses the start input, a missing end the end input). `slots` are the free
 * slots around the booking; without them (null) availability is left to the caller.
 */
export function checkBooking(args: {
  unitType: BookingUnitType;
  input: BookingInput;
  now: Date;
  timeZone: string;
  slots: readonly FreeSlot[] | null;
  seats?: number;
  bookableDays?: number;
}): BookingCheck {
  const { unitType, input, now, timeZone, slots, seats = 1, bookableDays = BOOKABLE_DAYS } = args;
  const start = input.start?.trim() ?? "";
  const end = input.end?.trim() ?? "";
  if (!start) return fail("start", "BookingDatesForm.requiredStart");
  if (!end) return fail("end", "BookingDatesForm.requiredEnd");
  const checked =
    unitType === "hour"
      ? timeRange({ start, end }, now, timeZone, bookableDays)
      : dateRange(unitType, { start, end }, now, timeZone, bookableDays);
  if (!checked.ok || slots === null) return checked;
  if (!isCovered(slots, checked.booking.start, checked.booking.end, seats)) {
    return fail(null, "BookingDatesForm.timeNotAvailable");
  }
  return checked;
}

/** The booking unit of a listing: its plan's type decides, nights or days by configuration. */
export function bookingUnitType(
  planType: string | null | undefined,
  dayUnit: "day" | "night",
): BookingUnitType {
  return planType === "availability-plan/time" ? "hour" : dayUnit;
}
