import type { AvailabilityPlan } from "../../db/schema";

/** Spec §9: time slots are asked for in windows of at most 90 days. */
export const TIME_SLOT_WINDOW_DAYS = 90;
export const DAY_MS = 24 * 3600 * 1000;
export const DAYS_OF_WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export type AvailabilityException = { id: string; start: Date; end: Date; seats: number };
export type TimeSlot = {
  type: "time-slot/day" | "time-slot/time";
  start: Date;
  end: Date;
  seats: number;
};

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Splits [start, end) into consecutive windows of at most 90 days. */
export function timeSlotWindows(
  start: Date,
  end: Date,
  days = TIME_SLOT_WINDOW_DAYS,
): Array<{ start: Date; end: Date }> {
  const windows: Array<{ start: Date; end: Date }> = [];
  for (let from = start.getTime(); from < end.getTime(); from += days * DAY_MS) {
    windows.push({
      start: new Date(from),
      end: new Date(Math.min(from + days * DAY_MS, end.getTime())),
    });
  }
  return windows;
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The UTC instant of a wall-clock time in a time zone (DST-aware). */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const first = guess - zoneOffset(new Date(guess), timeZone);
  // A second pass settles times near a DST change.
  return new Date(guess - zoneOffset(new Date(first), timeZone));
}

function localDate(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    dayOfWeek: get("weekday").toLowerCase().slice(0, 3) as DayOfWeek,
  };
}

const minutesOf = (hhmm: string) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

/**
 * The bookable slots between `start` and `end` from a weekly plan in its time
 * zone; an exception overlapping a slot replaces its seats (0 = closed).
 */
export function generateTimeSlots(
  plan: AvailabilityPlan,
  exceptions: AvailabilityException[],
  start: Date,
  end: Date,
): TimeSlot[] {
  const slots: TimeSlot[] = [];
  const first = localDate(start, plan.timezone);
  for (let offset = 0; ; offset++) {
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + offset, 12));
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    const dayStart = zonedTime(y, m, d, 0, plan.timezone);
    if (dayStart.getTime() >= end.getTime()) break;
    const dayOfWeek = DAYS_OF_WEEK[(date.getUTCDay() + 6) % 7]!;
    for (const entry of plan.entries.filter((e) => e.dayOfWeek === dayOfWeek)) {
      const isTime = plan.type === "availability-plan/time";
      const slotStart = isTime
        ? zonedTime(y, m, d, minutesOf(entry.startTime ?? "00:00"), plan.timezone)
        : dayStart;
      const slotEnd = isTime
        ? zonedTime(y, m, d, minutesOf(entry.endTime ?? "24:00"), plan.timezone)
        : zonedTime(y, m, d + 1, 0, plan.timezone);
      if (slotEnd <= start || slotStart >= end) continue;
      const exception = exceptions.find((x) => x.start < slotEnd && x.end > slotStart);
      const seats = exception ? exception.seats : entry.seats;
      if (seats > 0)
        slots.push({
          type: isTime ? "time-slot/time" : "time-slot/day",
          start: slotStart,
          end: slotEnd,
          seats,
        });
    }
  }
  return slots;
}

/** A booking's hold on seats: [start, end) and how many (decision 058). */
export type SeatHold = { start: Date; end: Date; seats: number };

/** The slots with what the bookings left: each slot loses the seats of every booking overlapping it. */
export function freeSeats(slots: readonly TimeSlot[], holds: readonly SeatHold[]): TimeSlot[] {
  return slots.map((slot) => {
    let taken = 0;
    for (const hold of holds)
      if (hold.start < slot.end && hold.end > slot.start) taken += hold.seats;
    return { ...slot, seats: Math.max(0, slot.seats - taken) };
  });
}
