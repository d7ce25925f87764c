/**
 * Birthday selectors and the age check (spec §5): day 1–31, month 1–12, a year at most 80 years
 * back, valid only when the date is on the calendar; a seller must be at least N years old.
 * Dates are calendar dates ("YYYY-MM-DD"), compared in UTC: a birthday has no time zone.
 */

export const BIRTH_YEARS_BACK = 80;

export type BirthdayParts = { day: string; month: string; year: string };

/** "" when all three are empty, the ISO date when they make a calendar date, else null. */
export function birthDateFromParts({ day, month, year }: BirthdayParts): string | "" | null {
  if (day === "" && month === "" && year === "") return "";
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (d < 1 || d > 31 || m < 1 || m > 12) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  // 31 April rolls over to 1 May: not on the calendar.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The parts of a stored "YYYY-MM-DD", for the selectors. */
export function birthdayParts(birthDate: string | null | undefined): BirthdayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? "");
  if (!match) return { day: "", month: "", year: "" };
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** Completed years on `now`'s UTC date; born 29 February, one turns a year older on 1 March. */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  const years = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

/** The year selector's choices: this year back to 80 years ago, newest first. */
export function birthYearChoices(now: Date): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: BIRTH_YEARS_BACK + 1 }, (_, i) => year - i);
}

/** Within the selector's range: not in the future, not more than 80 years back. */
export function birthYearInRange(birthDate: string, now: Date): boolean {
  const year = Number(birthDate.slice(0, 4));
  return year <= now.getUTCFullYear() && year >= now.getUTCFullYear() - BIRTH_YEARS_BACK;
}
