import { type BookingDisplay, bookingDisplayParts } from "#modules/bookings";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./checkout.module.css";

/** What the checkout and order pages say is booked (decision 058). */
export type CheckoutBooking = BookingDisplay;

/** "Boeking: …" above the lines, in the plan's time zone, so the buyer sees what they pay for. */
export function BookingSummary({ booking }: { booking: CheckoutBooking }) {
  const t = useT();
  const intl = useIntl();
  const parts = bookingDisplayParts(booking, intl.locale);
  return (
    <p className={styles.bookingSummary} data-booking-summary="">
      {parts.end === null
        ? t("CheckoutPage.bookingSummaryOneDay", { date: parts.start })
        : t("CheckoutPage.bookingSummary", { start: parts.start, end: parts.end })}
    </p>
  );
}
