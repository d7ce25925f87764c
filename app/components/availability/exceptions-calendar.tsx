import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { zonedTime } from "#modules/listings";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./availability.module.css";
import { type ExceptionItem, exceptionsReducer, monthKey } from "./exceptions-state";

type Month = { year: number; month: number };

class ApiFailure extends Error {
  constructor(readonly title: string | null) {
    super(title ?? "network");
  }
}

/** Same-origin JSON call; the browser sends the Origin header the CSRF check wants. */
async function api<T>(url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(
      url,
      body === undefined
        ? { headers: { accept: "application/json" } }
        : {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify(body),
          },
    );
  } catch {
    throw new ApiFailure(null);
  }
  const json = (await res.json().catch(() => null)) as {
    data?: T;
    errors?: Array<{ title?: string }>;
  } | null;
  if (!res.ok) throw new ApiFailure(json?.errors?.[0]?.title ?? null);
  return json?.data as T;
}

const toItem = (e: { id: string; start: string; end: string; seats: number }): ExceptionItem => ({
  id: e.id,
  start: new Date(e.start).toISOString(),
  end: new Date(e.end).toISOString(),
  seats: e.seats,
});

const shift = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const daysIn = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (m: Month, day: number) => `${m.year}-${pad(m.month)}-${pad(day)}`;

/** The calendar date ("2026-11-03") of an instant in the plan's time zone. */
function localIso(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/**
 * Exceptions to the weekly plan, a month at a time (spec §4): added and
 * deleted at once, then replaced by the server's row or rolled back.
 */
export function ExceptionsCalendar({
  listingId,
  timeZone,
}: {
  listingId: string;
  timeZone: string;
}) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();
  const [month, setMonth] = useState<Month>(() => {
    const [year, m] = localIso(new Date(), timeZone).split("-").map(Number);
    return { year: year ?? 2026, month: m ?? 1 };
  });
  const [reload, setReload] = useState(0);
  const [state, dispatch] = useReducer(exceptionsReducer, {});
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [seats, setSeats] = useState("0");
  const [formError, setFormError] = useState<string | null>(null);
  const tempIds = useRef(0);

  const key = monthKey(month.year, month.month);
  const current = state[key];
  const monthName = new Intl.DateTimeFormat(intl.locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const monthStart = zonedTime(month.year, month.month, 1, 0, timeZone);
  const monthEnd = zonedTime(month.year, month.month + 1, 1, 0, timeZone);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload asks for the same month again
  useEffect(() => {
    let active = true;
    dispatch({ type: "load", month: key });
    const query = new URLSearchParams({
      listingId,
      start: monthStart.toISOString(),
      end: monthEnd.toISOString(),
    });
    api<Array<{ id: string; start: string; end: string; seats: number }>>(
      `/api/availability_exceptions/query?${query}`,
    ).then(
      (rows) => {
        if (active) dispatch({ type: "loaded", month: key, items: rows.map(toItem) });
      },
      () => {
        if (active) dispatch({ type: "loadFailed", month: key });
      },
    );
    return () => {
      active = false;
    };
  }, [key, listingId, reload]);

  const reason = (error: unknown) =>
    error instanceof ApiFailure && error.title
      ? error.title
      : t("EditListingAvailabilityForm.networkError");

  const goTo = (by: number) => {
    setMonth((m) => shift(m, by));
    setStart("");
    setEnd("");
    setFormError(null);
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = isoDate(month, 1);
    const last = isoDate(month, daysIn(month));
    const count = Number(seats);
    const endDay = end || start;
    if (!start || start < first || endDay > last || endDay < start) {
      setFormError(t("EditListingAvailabilityForm.dateOutsideMonth", { month: monthName }));
      return;
    }
    if (!/^\d+$/.test(seats) || count > 10_000) {
      setFormError(t("EditListingAvailabilityForm.seatsInvalid"));
      return;
    }
    setFormError(null);
    const [, , startDay] = start.split("-").map(Number);
    const [, , lastDay] = endDay.split("-").map(Number);
    const from = zonedTime(month.year, month.month, startDay ?? 1, 0, timeZone);
    const to = zonedTime(month.year, month.month, (lastDay ?? 1) + 1, 0, timeZone);
    tempIds.current += 1;
    const tempId = `pending-${tempIds.current}`;
    const monthOf = key;
    dispatch({
      type: "add",
      month: monthOf,
      item: { id: tempId, start: from.toISOString(), end: to.toISOString(), seats: count },
    });
    setStart("");
    setEnd("");
    try {
      const created = await api<{ id: string; start: string; end: string; seats: number }>(
        "/api/availability_exceptions/create",
        { listingId, start: from.toISOString(), end: to.toISOString(), seats: count },
      );
      dispatch({ type: "added", month: monthOf, tempId, item: toItem(created) });
    } catch (error) {
      dispatch({
        type: "addFailed",
        month: monthOf,
        tempId,
        error: t("EditListingAvailabilityForm.createFailed", { reason: reason(error) }),
      });
    }
  };

  const remove = async (id: string) => {
    const monthOf = key;
    dispatch({ type: "remove", month: monthOf, id });
    try {
      await api("/api/availability_exceptions/delete", { id });
      dispatch({ type: "removed", month: monthOf, id });
    } catch (error) {
      dispatch({
        type: "removeFailed",
        month: monthOf,
        id,
        error: t("EditListingAvailabilityForm.deleteFailed", { reason: reason(error) }),
      });
    }
  };

  const range = (item: ExceptionItem) => {
    const format = new Intl.DateTimeFormat(intl.locale, {
      day: "numeric",
      month: "long",
      timeZone,
    });
    return format.formatRange(new Date(item.start), new Date(new Date(item.end).getTime() - 1));
  };

  // Day cells: which days of the month an exception covers, and whether it closes them.
  const items = current?.items ?? [];
  const dayInfo = (day: number) => {
    const date = isoDate(month, day);
    const hits = items.filter(
      (i) =>
        localIso(new Date(i.start), timeZone) <= date &&
        localIso(new Date(new Date(i.end).getTime() - 1), timeZone) >= date,
    );
    return hits.length === 0 ? null : hits.some((i) => i.seats === 0) ? "closed" : "open";
  };
  const firstWeekday = (new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay() + 6) % 7;
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(intl.locale, { weekday: "short", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );

  return (
    <section className={styles.exceptions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t("EditListingAvailabilityForm.exceptionsHeading")}
      </h3>
      <p className={styles.help}>{t("EditListingAvailabilityForm.exceptionsHelp")}</p>

      <div className={styles.monthBar}>
        <Button type="button" variant="secondary" onClick={() => goTo(-1)}>
          <span aria-hidden="true">‹ </span>
          {t("EditListingAvailabilityForm.previousMonth")}
        </Button>
        <p className={styles.monthName} aria-live="polite">
          {monthName}
        </p>
        <Button type="button" variant="secondary" onClick={() => goTo(1)}>
          {t("EditListingAvailabilityForm.nextMonth")}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>

      <div className={styles.grid} aria-hidden="true">
        {weekdays.map((w) => (
          <span key={w} className={styles.weekday}>
            {w}
          </span>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty leading cells
          <span key={`blank-${i}`} />
        ))}
        {Array.from({ length: daysIn(month) }, (_, i) => {
          const info = dayInfo(i + 1);
          return (
            <span
              key={isoDate(month, i + 1)}
              className={[
                styles.day,
                info ? styles.dayException : "",
                info === "closed" ? styles.dayClosed : "",
              ].join(" ")}
            >
              {i + 1}
            </span>
          );
        })}
      </div>

      {current?.status === "failed" ? (
        <div className={styles.failure} role="alert">
          <span>{t("AvailabilityForm.monthLoadFailed", { month: monthName })}</span>
          <Button type="button" variant="secondary" onClick={() => setReload((n) => n + 1)}>
            {t("EditListingAvailabilityForm.retry")}
          </Button>
        </div>
      ) : current?.status === "loaded" && items.length === 0 ? (
        <p className={styles.status}>
          {t("EditListingAvailabilityForm.noExceptions", { month: monthName })}
        </p>
      ) : !current || (current.status === "loading" && items.length === 0) ? (
        <p className={styles.status} role="status">
          {t("EditListingAvailabilityForm.loading")}
        </p>
      ) : null}

      {items.length > 0 ? (
        <ul className={styles.list} aria-label={monthName}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`${styles.item} ${item.pending ? styles.itemPending : ""}`}
              aria-busy={item.pending || undefined}
              data-testid="availability-exception"
            >
              <span className={styles.itemText}>
                <strong>{range(item)}</strong>
                <span className={styles.itemMeta}>
                  {item.seats === 0
                    ? t("EditListingAvailabilityForm.closed")
                    : t("EditListingAvailabilityForm.seatsCount", { seats: item.seats })}
                  {item.pending ? ` · ${t("EditListingAvailabilityForm.pending")}` : ""}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                disabled={item.pending}
                aria-label={t("EditListingAvailabilityForm.deleteLabel", { range: range(item) })}
                onClick={() => remove(item.id)}
              >
                {t("EditListingAvailabilityForm.delete")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormError>{current?.error}</FormError>

      <form
        className={styles.addForm}
        onSubmit={add}
        noValidate
        aria-label={t("EditListingAvailabilityForm.addHeading")}
      >
        <div className={styles.addFields}>
          <TextField
            type="date"
            name="exceptionStart"
            label={t("EditListingAvailabilityForm.startDate")}
            min={isoDate(month, 1)}
            max={isoDate(month, daysIn(month))}
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            type="date"
            name="exceptionEnd"
            label={t("EditListingAvailabilityForm.endDate")}
            min={start || isoDate(month, 1)}
            max={isoDate(month, daysIn(month))}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
          <TextField
            type="number"
            name="exceptionSeats"
            inputMode="numeric"
            min={0}
            max={10_000}
            label={t("EditListingAvailabilityForm.seats")}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
          />
        </div>
        <FormError>{formError}</FormError>
        <div>
          <Button type="submit" variant="secondary">
            {t("EditListingAvailabilityForm.addException")}
          </Button>
        </div>
      </form>
    </section>
  );
}
