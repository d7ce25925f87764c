// The plan editor's fields and their values, free of zod: the wizard shows them in the
// browser; the server reads them back with plan-parse.ts.
import { DAYS_OF_WEEK, type DayOfWeek, TIME_ENTRIES_PER_DAY } from "#modules/listings";
import type { AvailabilityPlan } from "../../../db/schema";

/** Time zones offered for a plan (spec §3): the Netherlands and Belgium. */
export const PLAN_TIME_ZONES = ["Europe/Amsterdam", "Europe/Brussels"] as const;
export const DEFAULT_TIME_ZONE = "Europe/Amsterdam";
export const MAX_SEATS = 10_000;
/** The form's plan types: whole days, or times of day (decision 059). */
export const PLAN_TYPES = ["day", "time"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const TIME_ROWS = Array.from({ length: TIME_ENTRIES_PER_DAY }, (_, i) => i);

export const DAY_LABEL_IDS: Record<DayOfWeek, string> = {
  mon: "EditListingAvailabilityForm.dayMon",
  tue: "EditListingAvailabilityForm.dayTue",
  wed: "EditListingAvailabilityForm.dayWed",
  thu: "EditListingAvailabilityForm.dayThu",
  fri: "EditListingAvailabilityForm.dayFri",
  sat: "EditListingAvailabilityForm.daySat",
  sun: "EditListingAvailabilityForm.daySun",
};

export const seatsField = (day: DayOfWeek) => `seats_${day}`;
export const timeField = (day: DayOfWeek, row: number, part: "start" | "end" | "seats") =>
  `time_${day}_${row}_${part}`;

/**
 * Form values for a plan: both the day and the time fields are filled, so switching the type
 * shows sensible rows. Without a plan every day has one seat; empty time rows offer one seat.
 */
export function planFormValues(plan: AvailabilityPlan | null | undefined): Record<string, string> {
  const isTime = plan?.type === "availability-plan/time";
  const values: Record<string, string> = {
    planType: isTime ? "time" : "day",
    timezone: plan?.timezone ?? DEFAULT_TIME_ZONE,
  };
  for (const day of DAYS_OF_WEEK) {
    const entries = plan?.entries.filter((e) => e.dayOfWeek === day) ?? [];
    values[seatsField(day)] = isTime || !plan ? "1" : String(entries[0]?.seats ?? 0);
    const timed = isTime
      ? [...entries].sort((a, b) => (a.startTime ?? "").localeCompare(b.startTime ?? ""))
      : [];
    for (const row of TIME_ROWS) {
      values[timeField(day, row, "start")] = timed[row]?.startTime ?? "";
      values[timeField(day, row, "end")] = timed[row]?.endTime ?? "";
      values[timeField(day, row, "seats")] = String(timed[row]?.seats ?? 1);
    }
  }
  return values;
}
