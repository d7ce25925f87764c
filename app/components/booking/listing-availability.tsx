import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./booking.module.css";
import { useTimeSlots } from "./use-time-slots";

const SHOWN = 10;

/**
 * The coming availability of a listing managed by availability (spec §2 listing page): the
 * next free days or times with their free places, from the time slots API, or the spec's
 * 'Loading listing availability failed'.
 */
export function ListingAvailability({
  listingId,
  timeZone,
  hours,
}: {
  listingId: string;
  timeZone: string;
  hours: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const state = useTimeSlots(listingId);
  if (state.status === "loading")
    return <p className={styles.help}>{t("BookingDatesForm.loading")}</p>;
  if (state.status === "error") {
    return (
      <p className={styles.error} role="alert">
        {t("BookingDatesForm.timeSlotsError")}
      </p>
    );
  }
  const coming = state.slots.filter((s) => s.seats > 0 && s.end > new Date()).slice(0, SHOWN);
  if (coming.length === 0)
    return <p className={styles.help}>{t("ListingPage.availabilityNone")}</p>;
  const day = new Intl.DateTimeFormat(intl.locale, {
    weekday: "short",
    day: "numeric",
    month: "long",
    timeZone,
  });
  const time = new Intl.DateTimeFormat(intl.locale, { timeStyle: "short", timeZone });
  return (
    <ul className={styles.list}>
      {coming.map((slot) => (
        <li key={slot.start.toISOString()} className={styles.row}>
          <span>
            {day.format(slot.start)}
            {hours ? `, ${time.format(slot.start)}–${time.format(slot.end)}` : ""}
          </span>
          <span className={styles.seats}>
            {t("ListingPage.availabilitySeats", { seats: slot.seats })}
          </span>
        </li>
      ))}
    </ul>
  );
}
