import type { DayOfWeek } from "./availability";

/**
 * The rules of a time plan (spec §3 availability-plan/time) that the wizard writes: entries on
 * the hour, start before end, at most three per weekday, none overlapping another of its day.
 * The wizard's form and the set_availability_plan API share them (decision 059).
 */
export const TIME_ENTRIES_PER_DAY = 3;
export const START_HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`);
export const END_HOURS = [...START_HOURS.slice(1), "24:00"];

export type TimeEntry = { dayOfWeek: DayOfWeek; startTime?: string; endTime?: string };
export type TimeEntryProblem = {
  /** Index of the entry in the list given. */
  index: number;
  messageId:
    | "EditListingAvailabilityForm.timeInvalid"
    | "EditListingAvailabilityForm.timeOverlap"
    | "EditListingAvailabilityForm.timeHelp";
};

const hourOf = (time: string | undefined, allowed: readonly string[]) =>
  time !== undefined && allowed.includes(time) ? Number(time.slice(0, 2)) : null;

/** What is wrong with each entry of a time plan, in the order given; empty when all is well. */
export function timeEntryProblems(entries: readonly TimeEntry[]): TimeEntryProblem[] {
  const problems: TimeEntryProblem[] = [];
  const seen = new Map<DayOfWeek, Array<{ start: number; end: number }>>();
  entries.forEach((entry, index) => {
    const start = hourOf(entry.startTime, START_HOURS);
    const end = hourOf(entry.endTime, END_HOURS);
    if (start === null || end === null || end <= start) {
      problems.push({ index, messageId: "EditListingAvailabilityForm.timeInvalid" });
      return;
    }
    const day = seen.get(entry.dayOfWeek) ?? [];
    if (day.length >= TIME_ENTRIES_PER_DAY) {
      problems.push({ index, messageId: "EditListingAvailabilityForm.timeHelp" });
    } else if (day.some((other) => other.start < end && other.end > start)) {
      problems.push({ index, messageId: "EditListingAvailabilityForm.timeOverlap" });
    }
    day.push({ start, end });
    seen.set(entry.dayOfWeek, day);
  });
  return problems;
}
