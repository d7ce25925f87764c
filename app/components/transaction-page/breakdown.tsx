import { formatPrice } from "#modules/money";
import type { TransactionPageData } from "#modules/orders";
import type { LineItem } from "#modules/pricing";
import { useT } from "~/hooks/use-t";
import { BookingSummary } from "../checkout/booking-summary";
import styles from "./transaction-page.module.css";

const LINE_LABELS: Record<string, string> = {
  "line-item/shipping-fee": "TransactionPage.breakdown.shippingFee",
  "line-item/pickup-fee": "TransactionPage.breakdown.pickupFee",
  "line-item/minimum-order-fee": "TransactionPage.breakdown.minimumOrderFee",
  "line-item/customer-commission": "TransactionPage.breakdown.customerCommission",
  "line-item/provider-commission": "TransactionPage.breakdown.providerCommission",
};

const LISTING_CODE = /^line-item\/listing-([0-9a-f]{32})$/;
// A booking's line counts days, nights or started hours of its one listing (decision 058).
const BOOKING_LABELS: Record<string, string> = {
  "line-item/day": "TransactionPage.breakdown.bookingDays",
  "line-item/night": "TransactionPage.breakdown.bookingNights",
  "line-item/hour": "TransactionPage.breakdown.bookingHours",
};

function listingTitle(code: string, listings: TransactionPageData["listings"]): string | null {
  if (code === "line-item/units" || code in BOOKING_LABELS) return listings[0]?.title ?? null;
  const hex = LISTING_CODE.exec(code)?.[1];
  if (!hex) return null;
  return listings.find((l) => l.id.replaceAll("-", "") === hex)?.title ?? null;
}

function useLineLabel(listings: TransactionPageData["listings"]) {
  const t = useT();
  return (line: LineItem) => {
    const title = listingTitle(line.code, listings);
    const base = title
      ? t(BOOKING_LABELS[line.code] ?? "TransactionPage.breakdown.units", {
          title,
          // A reversal's quantity is negative; its label says "Terugbetaling" already.
          quantity: Math.abs(line.quantity ?? 1),
        })
      : t(LINE_LABELS[line.code] ?? "TransactionPage.breakdown.other");
    return line.reversal ? t("TransactionPage.breakdown.refund", { line: base }) : base;
  };
}

/** The provider's total label (spec §4): received, canceled, or the default. */
function providerTotalLabel(state: string) {
  if (
    ["received", "completed", "reviewed-by-customer", "reviewed-by-provider", "reviewed"].includes(
      state,
    )
  )
    return "TransactionPage.breakdown.providerTotalReceived";
  if (state === "canceled") return "TransactionPage.breakdown.providerTotalCanceled";
  return "TransactionPage.breakdown.providerTotalDefault";
}

/** An order not paid never says "betaald" (decision 066). */
function customerTotalLabel(state: string) {
  if (state === "pending-payment") return "TransactionPage.breakdown.customerTotalUnpaid";
  if (state === "payment-expired") return "TransactionPage.breakdown.customerTotalNotPaid";
  return "TransactionPage.breakdown.customerTotal";
}

/** Spec §6: each side sees its own lines; the customer the total paid, the provider the total received. */
export function Breakdown({ tx }: { tx: TransactionPageData }) {
  const t = useT();
  const label = useLineLabel(tx.listings);
  const money = (amount: number) =>
    amount === 0 ? "€ 0,-" : formatPrice({ amount, currency: tx.currency });
  // A refunded order carries its reversal lines (spec §3): the buyer reads what was paid and
  // what went back; the grower's total is what remains, nothing (decision 068).
  const reversed = tx.lineItems.filter((line) => line.reversal);
  const refunded = -reversed.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  const net = tx.lineItems.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  const total = tx.role === "customer" ? tx.payinTotal : reversed.length > 0 ? net : tx.payoutTotal;
  const totalLabel =
    tx.role === "customer" ? customerTotalLabel(tx.state) : providerTotalLabel(tx.state);
  return (
    <section className={styles.card} aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className={styles.cardHeading}>
        {t("TransactionPage.breakdown.heading")}
      </h2>
      {/* A booking says when, as its checkout did: both sides need the dates. */}
      {tx.booking ? <BookingSummary booking={tx.booking} /> : null}
      <dl className={styles.breakdown}>
        {tx.lineItems.map((line, i) => (
          // Lines have no id of their own; their order is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className={styles.breakdownRow}>
            <dt>{label(line)}</dt>
            <dd>{money(line.lineTotal.amount)}</dd>
          </div>
        ))}
        <div className={`${styles.breakdownRow} ${styles.breakdownTotal}`}>
          <dt>{t(totalLabel)}</dt>
          <dd>{money(total)}</dd>
        </div>
        {tx.role === "customer" && reversed.length > 0 ? (
          <div className={`${styles.breakdownRow} ${styles.breakdownTotal}`}>
            <dt>{t("TransactionPage.breakdown.customerRefunded")}</dt>
            <dd>{money(refunded)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
