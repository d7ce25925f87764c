/**
 * The calendar dates any listing date may fall on: available-until, availability
 * exceptions and time slots, the search's dates filter. The spec names no bounds;
 * these cover every date a grower or buyer can mean and stay far inside what
 * PostgreSQL and Intl handle (year 0 or -271821 made the database refuse: a 500).
 */
export const EARLIEST_DATE = "2000-01-01";
export const LATEST_DATE = "2099-12-31";

const EARLIEST_MS = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
// Up to the end of the last day, in any time zone.
const LATEST_MS = Date.parse(`${LATEST_DATE}T00:00:00Z`) + 2 * 86_400_000;

/** An instant within the bounds (a day either side for time zones). */
export function isWithinDateBounds(instant: Date): boolean {
  const ms = instant.getTime();
  return ms >= EARLIEST_MS - 86_400_000 && ms < LATEST_MS;
}

/** A YYYY-MM-DD date within the bounds (plain string order is date order). */
export function isIsoDateWithinBounds(date: string): boolean {
  return date >= EARLIEST_DATE && date <= LATEST_DATE;
}
