/**
 * How a booking is named to people (pages and mails): days by their first and last day
 * ("za 14 mrt 2026 – ma 16 mrt 2026", one day once), nights by arrival and departure, hours by
 * date and times ("di 17 mrt 2026 09:00 – 12:00", the date once when the same day), always in
 * the listing's time zone. Pure: the caller passes the locale.
 */
export type BookingDisplay = {
  /** ISO instants: the first day (or the start time) and the last day (or the end time). */
  start: string;
  end: string;
  unitType: "day" | "night" | "hour";
  timeZone: string;
};

export function bookingDisplayParts(
  booking: BookingDisplay,
  locale: string,
): { start: string; end: string | null } {
  const zone = { timeZone: booking.timeZone };
  const date = new Intl.DateTimeFormat(locale, {
    ...zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  const start = new Date(booking.start);
  const end = new Date(booking.end);
  if (booking.unitType !== "hour") {
    // One day booked: its date once.
    const first = date.format(start);
    const last = date.format(end);
    return first === last ? { start: first, end: null } : { start: first, end: last };
  }
  const time = new Intl.DateTimeFormat(locale, { ...zone, hour: "2-digit", minute: "2-digit" });
  const sameDay = date.format(start) === date.format(end);
  return {
    start: `${date.format(start)} ${time.format(start)}`,
    end: sameDay ? time.format(end) : `${date.format(end)} ${time.format(end)}`,
  };
}

/** "ma 10 mrt 2031 – wo 12 mrt 2031", or one day alone: for plain text such as mails. */
export function bookingDisplayText(booking: BookingDisplay, locale: string): string {
  const { start, end } = bookingDisplayParts(booking, locale);
  return end === null ? start : `${start} – ${end}`;
}
