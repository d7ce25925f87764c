import { type FormEvent, useId, useMemo, useState } from "react";
import {
  BOOKABLE_DAYS,
  type BookingUnitType,
  bookableDayRange,
  checkBooking,
  dayNumber,
  localDateString,
} from "#modules/bookings";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "~/hooks/use-media-query";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { OrderBreakdown } from "../cart/order-breakdown";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import styles from "./booking.module.css";
import { useBookingBreakdown } from "./booking-breakdown";
import { BookingCalendar } from "./booking-calendar";
import { useTimeSlots } from "./use-time-slots";

export type BookingFacts = {
  listingId: string;
  /** `/l/{slug}/{id}/checkout`: the form goes there with bookingStart and bookingEnd. */
  checkoutPath: string;
  unitType: BookingUnitType;
  timeZone: string;
  /** The buyer's enquiry this booking comes from: that transaction becomes the booking. */
  enquiryId?: string | null;
};

/**
 * The spec's booking form (§2, §4, §5): start and end, dates for days and nights or time slots
 * for hours, checked by the same rules as the server; a missing start focuses the start input,
 * a missing end the end input; the breakdown is fetched again when both are set. A plain GET
 * to the checkout page, so the server checks everything again.
 */
/** A missing date's message, shown at the input it belongs to. */
const REQUIRED = {
  start: "BookingDatesForm.requiredStart",
  end: "BookingDatesForm.requiredEnd",
} as const;

export function BookingForm({ booking }: { booking: BookingFacts }) {
  const t = useT();
  const intl = useIntl();
  const slotsState = useTimeSlots(booking.listingId);
  const slots = slotsState.status === "ok" ? slotsState.slots : null;
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The panel can be on the page twice (aside and the phone's modal): ids of its own.
  const uid = useId();
  // Spec §9: below 768 px the date inputs are read-only; the calendar picks.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const breakdown = useBookingBreakdown(booking.listingId, start, end);
  const { first, last } = bookableDayRange(new Date(), booking.timeZone);
  const tz = booking.timeZone;
  const isHours = booking.unitType === "hour";

  // Seats left per calendar date (day plans), or the slots per date (time plans).
  const byDate = useMemo(() => {
    const map = new Map<string, Array<{ start: Date; end: Date; seats: number }>>();
    for (const slot of slots ?? []) {
      if (slot.seats < 1) continue;
      const key = localDateString(slot.start, tz);
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return map;
  }, [slots, tz]);

  const messageOf = (id: string) => t(id, { days: BOOKABLE_DAYS });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = checkBooking({
      unitType: booking.unitType,
      input: { start, end },
      now: new Date(),
      timeZone: tz,
      slots,
    });
    if (result.ok) return;
    event.preventDefault();
    setError(result.messageId);
    if (result.field) {
      const input = event.currentTarget.elements.namedItem(
        result.field === "start" ? "bookingStart" : "bookingEnd",
      );
      if (input instanceof HTMLElement) input.focus();
    }
  };

  const pick = (value: string) => {
    setError(null);
    if (!start || end || (dayNumber(value) ?? 0) < (dayNumber(start) ?? 0)) {
      setStart(value);
      setEnd("");
    } else {
      setEnd(value);
    }
  };

  const fieldError = (field: "start" | "end") =>
    error && error === REQUIRED[field] ? messageOf(error) : null;

  const time = (d: Date) =>
    new Intl.DateTimeFormat(intl.locale, { timeStyle: "short", timeZone: tz }).format(d);
  const daySlots = byDate.get(date) ?? [];
  const startSlot = daySlots.find((s) => s.start.toISOString() === start);

  return (
    <form
      method="get"
      action={booking.checkoutPath}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
    >
      {booking.enquiryId ? <input type="hidden" name="enquiry" value={booking.enquiryId} /> : null}
      {slotsState.status === "loading" ? (
        <p className={styles.help}>{t("BookingDatesForm.loading")}</p>
      ) : null}
      {slotsState.status === "error" ? (
        <p className={styles.error} role="alert">
          {t("BookingDatesForm.timeSlotsError")}
        </p>
      ) : null}
      {isHours ? (
        <>
          <SelectField
            id={`${uid}-date`}
            label={t("BookingTimeForm.bookingDate")}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setStart("");
              setEnd("");
              setError(null);
            }}
          >
            <option value="">{t("BookingTimeForm.chooseDate")}</option>
            {[...byDate.keys()].map((d) => (
              <option key={d} value={d}>
                {new Intl.DateTimeFormat(intl.locale, {
                  dateStyle: "full",
                  timeZone: "UTC",
                }).format(new Date(`${d}T12:00:00Z`))}
              </option>
            ))}
          </SelectField>
          <div className={styles.dates}>
            <SelectField
              id={`${uid}-start`}
              name="bookingStart"
              label={t("BookingTimeForm.startTime")}
              value={start}
              error={fieldError("start")}
              onChange={(e) => {
                setStart(e.target.value);
                setEnd("");
                setError(null);
              }}
            >
              <option value="">{t("BookingTimeForm.chooseTime")}</option>
              {daySlots.map((s) => (
                <option key={s.start.toISOString()} value={s.start.toISOString()}>
                  {time(s.start)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`${uid}-end`}
              name="bookingEnd"
              label={t("BookingTimeForm.endTime")}
              value={end}
              error={fieldError("end")}
              onChange={(e) => {
                setEnd(e.target.value);
                setError(null);
              }}
            >
              <option value="">{t("BookingTimeForm.chooseTime")}</option>
              {daySlots
                .filter((s) => startSlot && s.end > startSlot.start)
                .map((s) => (
                  <option key={s.end.toISOString()} value={s.end.toISOString()}>
                    {time(s.end)}
                  </option>
                ))}
            </SelectField>
          </div>
        </>
      ) : (
        <>
          <div className={styles.dates}>
            <TextField
              id={`${uid}-start`}
              name="bookingStart"
              type="date"
              label={t("BookingDatesForm.bookingStartTitle")}
              min={localDateString(new Date(first * 86_400_000), "UTC")}
              max={localDateString(new Date(last * 86_400_000), "UTC")}
              value={start}
              readOnly={wide === false}
              error={fieldError("start")}
              onChange={(e) => {
                setStart(e.target.value);
                setError(null);
              }}
            />
            <TextField
              id={`${uid}-end`}
              name="bookingEnd"
              type="date"
              label={t(
                booking.unitType === "night"
                  ? "BookingDatesForm.bookingEndTitleNights"
                  : "BookingDatesForm.bookingEndTitle",
              )}
              min={start || undefined}
              value={end}
              readOnly={wide === false}
              error={fieldError("end")}
              onChange={(e) => {
                setEnd(e.target.value);
                setError(null);
              }}
            />
          </div>
          <p className={styles.help}>{t("BookingDatesForm.pickHelp")}</p>
          <BookingCalendar
            locale={intl.locale}
            firstDay={first}
            lastDay={booking.unitType === "night" ? last + 1 : last}
            isChoosable={(day) => {
              const key = localDateString(new Date(day * 86_400_000), "UTC");
              if (byDate.has(key)) return true;
              // The day of leaving after the last night need not be free itself.
              const startDay = dayNumber(start);
              return booking.unitType === "night" && startDay !== null && !end && day > startDay;
            }}
            start={start}
            end={end}
            onPick={pick}
          />
        </>
      )}
      {error && !fieldError("start") && !fieldError("end") ? (
        <p className={styles.error} role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {breakdown.status === "ok" ? <OrderBreakdown figures={breakdown.figures} /> : null}
      {breakdown.status === "error" ? (
        <p className={styles.error} role="alert">
          {t(breakdown.messageId)}
        </p>
      ) : null}
      <Button type="submit" full>
        {t("BookingDatesForm.requestToBook")}
      </Button>
    </form>
  );
}
