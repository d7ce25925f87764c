import { useState } from "react";
import { dateOfDayNumber, dayNumber } from "#modules/bookings";
import { useT } from "~/hooks/use-t";
import styles from "./booking.module.css";

/**
 * A month of days to pick a start and an end from; only free days (and, for nights, the day
 * of leaving) can be chosen. The date inputs beside it may be typed in on wide screens; below
 * 768 px they are read-only (spec §9) and this is how a date is chosen.
 */
export function BookingCalendar({
  locale,
  firstDay,
  lastDay,
  isChoosable,
  start,
  end,
  onPick,
}: {
  locale: string;
  firstDay: number;
  lastDay: number;
  isChoosable: (day: number) => boolean;
  start: string;
  end: string;
  onPick: (date: string) => void;
}) {
  const t = useT();
  const first = new Date(firstDay * 86_400_000);
  const [month, setMonth] = useState({ y: first.getUTCFullYear(), m: first.getUTCMonth() });
  const monthStart = Date.UTC(month.y, month.m, 1) / 86_400_000;
  const monthEnd = Date.UTC(month.y, month.m + 1, 1) / 86_400_000;
  // Weeks start on Monday (decision 052).
  const lead = (new Date(monthStart * 86_400_000).getUTCDay() + 6) % 7;
  const startDay = dayNumber(start);
  const endDay = dayNumber(end);
  const move = (by: number) =>
    setMonth(({ y, m }) => ({ y: y + Math.floor((m + by) / 12), m: (m + by + 12) % 12 }));
  const title = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(monthStart * 86_400_000));
  // 1 January 2024 was a Monday; each weekday keyed by its date.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2024, 0, 1 + i));
    return {
      key: d.toISOString(),
      label: new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" }).format(d),
    };
  });
  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => move(-1)}
          disabled={monthStart <= firstDay}
          aria-label={t("BookingDatesForm.previousMonth")}
        >
          ‹
        </button>
        <span className={styles.monthTitle} aria-live="polite">
          {title}
        </span>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => move(1)}
          disabled={monthEnd > lastDay}
          aria-label={t("BookingDatesForm.nextMonth")}
        >
          ›
        </button>
      </div>
      <div className={styles.grid}>
        {weekdays.map((w) => (
          <span key={w.key} className={styles.weekday} aria-hidden="true">
            {w.label}
          </span>
        ))}
        {lead > 0 ? <span style={{ gridColumn: `span ${lead}` }} /> : null}
        {Array.from({ length: monthEnd - monthStart }, (_, i) => {
          const day = monthStart + i;
          const date = dateOfDayNumber(day);
          const inRange = startDay !== null && endDay !== null && day > startDay && day < endDay;
          const chosen = day === startDay || day === endDay;
          const choosable = day >= firstDay && day <= lastDay && isChoosable(day);
          return (
            <button
              key={date}
              type="button"
              className={`${styles.day} ${chosen ? styles.dayChosen : ""} ${inRange ? styles.dayInRange : ""}`}
              disabled={!choosable}
              aria-pressed={chosen}
              data-date={date}
              onClick={() => onPick(date)}
            >
              {i + 1}
            </button>
          );
        })}
      </div>
    </div>
  );
}
