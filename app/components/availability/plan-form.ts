import type { AvailabilityPlan } from "../../../db/schema";
import { DAYS_OF_WEEK, type DayOfWeek } from "../../../modules/listings/availability";

/** Time zones offered for a plan (spec §3): the Netherlands and Belgium. */
export const PLAN_TIME_ZONES = ["Europe/Amsterdam", "Europe/Brussels"] as const;
export const DEFAULT_TIME_ZONE = "Europe/Amsterdam";
export const MAX_SEATS = 10_000;

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

/** Form values for a day-based plan; without a plan every day has one seat. */
export function planFormValues(plan: AvailabilityPlan | null | undefined): Record<string, string> {
  const values: Record<string, string> = { timezone: plan?.timezone ?? DEFAULT_TIME_ZONE };
  for (const day of DAYS_OF_WEEK) {
    const entry = plan?.entries.find((e) => e.dayOfWeek === day);
    values[seatsField(day)] = String(entry?.seats ?? (plan ? 0 : 1));
  }
  return values;
}

export type PlanParse =
  | { ok: true; plan: AvailabilityPlan }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string> };

/** Reads the plan editor's fields: a time zone and whole seats 0…10 000 per weekday. */
export function parsePlanForm(formData: FormData): PlanParse {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  const timezone = String(formData.get("timezone") ?? "");
  values.timezone = timezone;
  if (!(PLAN_TIME_ZONES as readonly string[]).includes(timezone)) {
    fieldErrors.timezone = "AvailabilityForm.invalidTimeZone";
  }
  const entries: AvailabilityPlan["entries"] = [];
  for (const day of DAYS_OF_WEEK) {
    const name = seatsField(day);
    const raw = String(formData.get(name) ?? "").trim();
    values[name] = raw;
    const seats = Number(raw);
    if (!/^\d+$/.test(raw) || seats > MAX_SEATS) {
      fieldErrors[name] = "EditListingAvailabilityForm.seatsInvalid";
    } else if (seats > 0) {
      entries.push({ dayOfWeek: day, seats });
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values };
  return { ok: true, plan: { type: "availability-plan/day", timezone, entries } };
}
