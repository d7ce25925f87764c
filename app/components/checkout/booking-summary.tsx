import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./checkout.module.css";

export type CheckoutBooking = {
  /** ISO instants: the first day (or the start time) and the last day (or the end time). */
  start: string;
  end: string;
  unitType: "day" | "night" | "hour";
  timeZone: string;
};

/**
 * "Boeking: za 14 mrt 2026 – ma 16 mrt 2026" (days: first and last day; nights: arrival and
 * departure; one day once: "Boeking: za 14 mrt 2026") or "Boeking: di 17 mrt 2026 09:00 – 12:00"
 * (times, the date once when the same day), in the plan's time zone, so the buyer sees what they pay for above the lines.
 */
export function bookingSummaryParts(
  booking: CheckoutBooking,
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

export function BookingSummary({ booking }: { booking: CheckoutBooking }) {
  const t = useT();
  const intl = useIntl();
  const parts = bookingSummaryParts(booking, intl.locale);
  return (
    <p className={styles.bookingSummary} data-booking-summary="">
      {parts.end === null
        ? t("CheckoutPage.bookingSummaryOneDay", { date: parts.start })
        : t("CheckoutPage.bookingSummary", { start: parts.start, end: parts.end })}
    </p>
  );
}
