import { formatPrice } from "#modules/money";
import { type LineItem, listingIdFromLineItemCode } from "#modules/pricing";

/**
 * The receipt of one checkout (decision 070): what the buyer paid, per
 * garden's order, from the order's stored line items, and what went back (decision 079). Labels are
 * catalogue ids with their values, so the page (`t`) and the PDF (`translate`) say the same.
 */

export type ReceiptLabel = { id: string; values?: Record<string, string | number> };
/** `refund`: a line given back (spec §6 "refund of fee"), said as "Terugbetaling: {line}". */
export type ReceiptLine = { label: ReceiptLabel; amount: number; refund?: true };

export type ReceiptOrder = {
  id: string;
  number: string;
  /** The grower's name; null for a removed user (spec §6). */
  garden: string | null;
  deliveryMethod: string | null;
  lines: ReceiptLine[];
  total: number;
  /** What went back of this order (negative amounts); empty when nothing did (decision 079). */
  refunds: ReceiptLine[];
};

export type Receipt = {
  checkoutId: string;
  /** When the payment was confirmed (the first order's move to purchased), ISO. */
  paidAt: string;
  /** "CheckoutPage.methodIdeal" etc.; null when the processor did not say. */
  method: string | null;
  billingName: string | null;
  orders: ReceiptOrder[];
  total: number;
  /** Σ refunded, positive: a refunded receipt says "Totaal terugbetaald" too, never "Totaal betaald" alone. */
  refunded: number;
  currency: string;
};

const FEE_LABELS: Record<string, string> = {
  "line-item/shipping-fee": "TransactionPage.breakdown.shippingFee",
  "line-item/pickup-fee": "TransactionPage.breakdown.pickupFee",
  "line-item/minimum-order-fee": "TransactionPage.breakdown.minimumOrderFee",
  "line-item/customer-commission": "TransactionPage.breakdown.customerCommission",
};
// A booking's line counts days, nights or started hours of its one listing (decision 058).
const BOOKING_LABELS: Record<string, string> = {
  "line-item/day": "TransactionPage.breakdown.bookingDays",
  "line-item/night": "TransactionPage.breakdown.bookingNights",
  "line-item/hour": "TransactionPage.breakdown.bookingHours",
};

export const METHOD_LABELS: Record<string, string> = {
  card: "CheckoutPage.methodCard",
  ideal: "CheckoutPage.methodIdeal",
  bancontact: "CheckoutPage.methodBancontact",
  wero: "CheckoutPage.methodWero",
};

/**
 * The buyer's lines of an order as charged: the customer's lines that are not reversals (a
 * refund is the order page's to show). Titles are those stored with the order at checkout.
 */
export function receiptLines(
  lineItems: readonly LineItem[],
  items: ReadonlyArray<{ listingId: string; title: string }>,
  { reversals = false }: { reversals?: boolean } = {},
): ReceiptLine[] {
  const titleOf = (code: string) => {
    if (code === "line-item/units" || code in BOOKING_LABELS) return items[0]?.title ?? null;
    const id = listingIdFromLineItemCode(code);
    return id ? (items.find((i) => i.listingId === id)?.title ?? null) : null;
  };
  return lineItems
    .filter((l) => l.includeFor.includes("customer") && Boolean(l.reversal) === reversals)
    .map((l) => {
      const title = titleOf(l.code);
      const label: ReceiptLabel = title
        ? {
            id: BOOKING_LABELS[l.code] ?? "TransactionPage.breakdown.units",
            values: { title, quantity: Math.abs(l.quantity ?? 1) },
          }
        : { id: FEE_LABELS[l.code] ?? "TransactionPage.breakdown.other" };
      return reversals
        ? { label, amount: l.lineTotal.amount, refund: true as const }
        : { label, amount: l.lineTotal.amount };
    });
}

/** Money as the order pages show it: "€ 0,-" rather than "Gratis" on a receipt. */
export const receiptMoney = (amount: number) =>
  amount === 0 ? "€ 0,-" : formatPrice({ amount, currency: "EUR" });

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A line's text: a refund is "Terugbetaling: {line}", as on the order page. */
export const receiptLineText = (line: ReceiptLine, t: Translate) => {
  const base = t(line.label.id, line.label.values);
  return line.refund ? t("TransactionPage.breakdown.refund", { line: base }) : base;
};

/** One row of the receipt as text: a label, and an amount on the right (or none). */
export type ReceiptRow = { text: string; amount?: string; bold?: boolean; size?: number };

/** The receipt as rows of text, for the PDF (the page lays out the same data itself). */
export function receiptRows(
  receipt: Receipt,
  t: Translate,
  formatDate: (iso: string) => string,
): ReceiptRow[] {
  const rows: ReceiptRow[] = [
    { text: t("ReceiptPage.heading"), bold: true, size: 18 },
    { text: "" },
    { text: t("ReceiptPage.paidAt", { date: formatDate(receipt.paidAt) }) },
  ];
  if (receipt.method) rows.push({ text: t("ReceiptPage.method", { method: t(receipt.method) }) });
  if (receipt.billingName)
    rows.push({ text: t("ReceiptPage.billedTo", { name: receipt.billingName }) });
  rows.push({ text: t("ReceiptPage.reference", { id: receipt.checkoutId }) });
  for (const order of receipt.orders) {
    rows.push({ text: "" });
    rows.push({
      text: t("ReceiptPage.orderHeading", {
        number: order.number,
        name: order.garden ?? t("UserDisplay.deletedUser"),
      }),
      bold: true,
      size: 12,
    });
    for (const line of order.lines) {
      rows.push({ text: receiptLineText(line, t), amount: receiptMoney(line.amount) });
    }
    rows.push({ text: t("ReceiptPage.orderTotal"), amount: receiptMoney(order.total), bold: true });
    for (const line of order.refunds) {
      rows.push({ text: receiptLineText(line, t), amount: receiptMoney(line.amount) });
    }
  }
  rows.push({ text: "" });
  rows.push({
    text: t("ReceiptPage.total"),
    amount: receiptMoney(receipt.total),
    bold: true,
    size: 12,
  });
  if (receipt.refunded > 0) {
    rows.push({
      text: t("ReceiptPage.totalRefunded"),
      amount: receiptMoney(receipt.refunded),
      bold: true,
      size: 12,
    });
  }
  rows.push({ text: "" });
  rows.push({ text: t("ReceiptPage.footer") });
  return rows;
}
