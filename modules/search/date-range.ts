import { DAYS_OF_WEEK, type DayOfWeek } from "#modules/listings";
import type { DateRange } from "./query-params";

/** Longer ranges are cut: availability is only ever asked for 90 days ahead (spec §9). */
export const MAX_DATE_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

export type AvailabilityWindow = {
  /** The weekdays the range touches; a listing's weekly plan must have seats on each. */
  weekdays: DayOfWeek[];
  /** [start, end): from the first day's midnight to the midnight after the last day (UTC). */
  start: Date;
  end: Date;
};

/**
 * What "full availability" over a dates filter means to the query: both days are included
 * ('2026-06-06,2026-06-07' is the Saturday and the Sunday).
 */
export function availabilityWindow(range: DateRange): AvailabilityWindow {
  const start = new Date(`${range.start}T00:00:00Z`);
  const lastDay = new Date(`${range.end}T00:00:00Z`);
  const days = Math.min(
    Math.round((lastDay.getTime() - start.getTime()) / DAY_MS) + 1,
    MAX_DATE_RANGE_DAYS,
  );
  const weekdays = new Set<DayOfWeek>();
  for (let i = 0; i < Math.min(days, 7); i++) {
    const day = new Date(start.getTime() + i * DAY_MS);
    weekdays.add(DAYS_OF_WEEK[(day.getUTCDay() + 6) % 7] as DayOfWeek);
  }
  return {
    weekdays: DAYS_OF_WEEK.filter((d) => weekdays.has(d)),
    start,
    end: new Date(start.getTime() + days * DAY_MS),
  };
}
