import { z } from "zod";
import { DAYS_OF_WEEK, type TimeEntry, timeEntryProblems } from "#modules/listings";
import type { AvailabilityPlan } from "../../../db/schema";
import {
  MAX_SEATS,
  PLAN_TIME_ZONES,
  PLAN_TYPES,
  seatsField,
  TIME_ROWS,
  timeField,
} from "./plan-form";

export type PlanParse =
  | { ok: true; plan: AvailabilityPlan }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string> };

const SEATS_INVALID = "EditListingAvailabilityForm.seatsInvalid";
const seats = z
  .string()
  .trim()
  .regex(/^\d+$/, SEATS_INVALID)
  .transform(Number)
  .refine((n) => n <= MAX_SEATS, SEATS_INVALID);
const text = z.string().trim().optional().default("");

/**
 * The plan editor's fields, read with zod: a plan type, a time zone, and for a day plan whole
 * seats 0…10 000 per weekday; for a time plan up to three rows per weekday of start, end (on
 * the hour, start first, not overlapping) and seats. A row without times is left out; rows and
 * days with 0 seats are closed. Errors are keyed by the field to show them at.
 */
const planFormSchema = z
  .object({
    planType: z.enum(PLAN_TYPES, "Errors.invalidParams").default("day"),
    timezone: z.string().optional().default(""),
  })
  .catchall(z.string())
  .transform((form, ctx): AvailabilityPlan => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [field], message });
    if (!(PLAN_TIME_ZONES as readonly string[]).includes(form.timezone)) {
      issue("timezone", "AvailabilityForm.invalidTimeZone");
    }
    const entries: AvailabilityPlan["entries"] = [];
    if (form.planType === "day") {
      for (const day of DAYS_OF_WEEK) {
        const parsed = seats.safeParse(form[seatsField(day)] ?? "");
        if (!parsed.success) issue(seatsField(day), SEATS_INVALID);
        else if (parsed.data > 0) entries.push({ dayOfWeek: day, seats: parsed.data });
      }
      return { type: "availability-plan/day", timezone: form.timezone, entries };
    }
    const rows: Array<TimeEntry & { seats: number; field: string }> = [];
    for (const day of DAYS_OF_WEEK) {
      for (const row of TIME_ROWS) {
        const start = text.parse(form[timeField(day, row, "start")]);
        const end = text.parse(form[timeField(day, row, "end")]);
        if (!start && !end) continue; // "Leave a row empty if you don't need it."
        const parsed = seats.safeParse(form[timeField(day, row, "seats")] ?? "");
        if (!parsed.success) issue(timeField(day, row, "seats"), SEATS_INVALID);
        else if (parsed.data > 0) {
          const field = timeField(day, row, "start");
          rows.push({ dayOfWeek: day, startTime: start, endTime: end, seats: parsed.data, field });
        }
      }
    }
    for (const problem of timeEntryProblems(rows)) {
      issue(rows[problem.index]!.field, problem.messageId);
    }
    for (const { field: _, ...entry } of rows) entries.push(entry);
    return { type: "availability-plan/time", timezone: form.timezone, entries };
  });

/** Reads the plan editor's fields (planFormSchema); the values come back for the form. */
export function parsePlanForm(formData: FormData): PlanParse {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  const result = planFormSchema.safeParse(values);
  if (result.success) return { ok: true, plan: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fieldErrors[String(issue.path[0] ?? "planType")] ??= issue.message;
  }
  return { ok: false, fieldErrors, values };
}
