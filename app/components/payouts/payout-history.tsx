import { useEffect, useRef, useState } from "react";
import { formatPrice } from "#modules/money";
import type { MonthTotal, PayoutView } from "#modules/payouts";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./payout-history.module.css";

/** What the loader gives (services.payouts.history, decision 079), serialised. */
export type PayoutHistoryData = {
  orders: Array<{
    id: string;
    orderNumber: string;
    amount: number;
    currency: string;
    orderedAt: string;
    payout: PayoutView;
  }>;
  months: MonthTotal[];
};

const money = (amount: number) =>
  amount === 0 ? "€ 0,-" : formatPrice({ amount, currency: "EUR" });

function usePayoutLabel() {
  const t = useT();
  const intl = useIntl();
  const day = (iso: string) =>
    intl.formatDate(iso, { day: "numeric", month: "long", year: "numeric" });
  return (view: PayoutView) => {
    switch (view.state) {
      case "waiting-for-receipt":
        return t("PayoutHistory.waitingForReceipt");
      case "scheduled":
        return view.retrying
          ? t("PayoutHistory.retrying", { date: day(view.date) })
          : t("PayoutHistory.scheduled", { date: day(view.date) });
      case "paid":
        return t("PayoutHistory.paid", { date: day(view.date) });
      case "reversed":
        return t("PayoutHistory.reversed");
      case "failed":
        return t("PayoutHistory.failed");
      default:
        return "";
    }
  };
}

/**
 * The last twelve months as bars, drawn by uPlot — loaded only here, after hydration, by a
 * dynamic import in an effect (decision 079), so no other page carries it. The table beside it
 * says the same for screen readers and before the chart has loaded.
 */
function MonthsChart({ months }: { months: MonthTotal[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    const el = ref.current;
    if (!el) return;
    Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: uPlot }]) => {
        if (cancelled) return;
        const xs = months.map((_, i) => i);
        const label = (i: number) =>
          intl.formatDate(`${months[i]?.month ?? "2000-01"}-01T00:00:00Z`, {
            month: "short",
            timeZone: "UTC",
          });
        chart = new uPlot(
          {
            width: Math.max(280, el.clientWidth),
            height: 180,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false, range: [-0.5, months.length - 0.5] } },
            axes: [
              { values: (_u, ticks) => ticks.map((v) => label(v)), space: 30 },
              { values: (_u, ticks) => ticks.map((v) => money(Math.round(v))), size: 70 },
            ],
            series: [
              {},
              {
                label: "payouts",
                fill: "#2f7d32",
                stroke: "#2f7d32",
                paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
                points: { show: false },
              },
            ],
          },
          [xs, months.map((m) => m.amount)],
          el,
        );
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [months, intl]);
  return (
    <div ref={ref} className={styles.chart} aria-hidden="true" data-failed={failed || undefined} />
  );
}

/** The grower's payouts (decision 079): the months' chart, then per order its amount and state. */
export function PayoutHistory({ history }: { history: PayoutHistoryData }) {
  const t = useT();
  const intl = useIntl();
  const label = usePayoutLabel();
  const monthName = (month: string) =>
    intl.formatDate(`${month}-01T00:00:00Z`, { month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <section className={styles.payouts} aria-labelledby="payout-history-heading">
      <h2 id="payout-history-heading">{t("PayoutHistory.heading")}</h2>
      <h3>{t("PayoutHistory.monthsHeading")}</h3>
      <MonthsChart months={history.months} />
      <table className={styles.months}>
        <caption className={styles.visuallyHidden}>{t("PayoutHistory.monthsHeading")}</caption>
        <tbody>
          {history.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td className={styles.amount}>{money(m.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t("PayoutHistory.ordersHeading")}</h3>
      {history.orders.length === 0 ? (
        <p>{t("PayoutHistory.empty")}</p>
      ) : (
        <ul className={styles.orders}>
          {history.orders.map((o) => (
            <li key={o.id} className={styles.order} data-state={o.payout.state}>
              <span>{t("PayoutHistory.order", { number: o.orderNumber })}</span>
              <span className={styles.amount}>{money(o.amount)}</span>
              <span className={styles.state}>{label(o.payout)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
