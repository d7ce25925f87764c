import { formatPrice } from "#modules/money";
import type { MailMessage } from "./mailer.server";
import type { OrderMailData } from "./order-templates";
import { layout, type MailLocale } from "./templates";

/**
 * The buyer's one mail for one payment (decision 070): every garden's order of
 * the checkout with its number, items and how it changes hands, the total, and a link to the
 * receipt. The growers still get one mail each (order-templates.ts).
 */
export type PaymentMailData = {
  receiptUrl: string;
  buyerName: string;
  /** Each paid order, as its own mail would describe it. */
  orders: OrderMailData[];
  total: number;
};

const eur = (cents: number) => formatPrice({ amount: cents, currency: "EUR" });
const items = (d: OrderMailData) => d.items.map((i) => `${i.quantity} × ${i.title}`).join(", ");

const copy = {
  nl: {
    subject: (d: PaymentMailData) =>
      d.orders.length === 1
        ? `Je betaling is ontvangen: bestelling ${d.orders[0]!.orderNumber}`
        : `Je betaling is ontvangen: ${d.orders.length} bestellingen`,
    heading: (d: PaymentMailData) => `Bedankt voor je betaling, ${d.buyerName}!`,
    intro: (d: PaymentMailData) =>
      d.orders.length === 1
        ? `We hebben ${eur(d.total)} ontvangen voor je bestelling:`
        : `We hebben ${eur(d.total)} ontvangen voor ${d.orders.length} bestellingen, één per kweker:`,
    order: (o: OrderMailData) =>
      `Bestelling ${o.orderNumber} bij ${o.gardenName}: ${items(o)} (${eur(o.payinTotal)})`,
    booking: (b: string) => `Boeking: ${b}`,
    delivery: (o: OrderMailData) =>
      o.deliveryMethod === "shipping"
        ? `Wordt verzonden naar: ${o.address ?? ""}`
        : `Ophalen bij: ${o.address ?? "de kweker laat je weten waar"}`,
    view: (o: OrderMailData) => `Bestelling bekijken: ${o.orderUrl}`,
    total: (d: PaymentMailData) => `Totaal betaald: ${eur(d.total)}`,
    action: "Ontvangstbewijs bekijken",
    footer: "Werkt de knop niet? Plak deze link in je browser:",
  },
  en: {
    subject: (d: PaymentMailData) =>
      d.orders.length === 1
        ? `Your payment was received: order ${d.orders[0]!.orderNumber}`
        : `Your payment was received: ${d.orders.length} orders`,
    heading: (d: PaymentMailData) => `Thank you for your payment, ${d.buyerName}!`,
    intro: (d: PaymentMailData) =>
      d.orders.length === 1
        ? `We received ${eur(d.total)} for your order:`
        : `We received ${eur(d.total)} for ${d.orders.length} orders, one per grower:`,
    order: (o: OrderMailData) =>
      `Order ${o.orderNumber} from ${o.gardenName}: ${items(o)} (${eur(o.payinTotal)})`,
    booking: (b: string) => `Booking: ${b}`,
    delivery: (o: OrderMailData) =>
      o.deliveryMethod === "shipping"
        ? `Ships to: ${o.address ?? ""}`
        : `Pick up at: ${o.address ?? "the grower will tell you where"}`,
    view: (o: OrderMailData) => `View order: ${o.orderUrl}`,
    total: (d: PaymentMailData) => `Total paid: ${eur(d.total)}`,
    action: "View receipt",
    footer: "Button not working? Paste this link into your browser:",
  },
} as const;

export function paymentMail(locale: MailLocale, to: string, data: PaymentMailData): MailMessage {
  const c = copy[locale];
  const paragraphs = [
    c.intro(data),
    ...data.orders.flatMap((o) => [
      c.order(o),
      ...(o.booking ? [c.booking(o.booking)] : []),
      c.delivery(o),
      c.view(o),
    ]),
    c.total(data),
  ];
  return {
    to,
    subject: c.subject(data),
    ...layout(c.heading(data), paragraphs, { label: c.action, url: data.receiptUrl }, c.footer),
  };
}
