import { formatPrice } from "#modules/money";
import type { MailMessage } from "./mailer.server";
import { layout, type MailLocale } from "./templates";

/** What an order mail says: the items, the money, and how the goods change hands. */
export type OrderMailData = {
  orderUrl: string;
  /** "BO-7K3M9Q" (decision 070). */
  orderNumber: string;
  buyerName: string;
  gardenName: string;
  items: Array<{ title: string; quantity: number; unit: string | null }>;
  deliveryMethod: "pickup" | "shipping" | string | null;
  /** The grower's pickup address (pickup) or the buyer's shipping address (shipping). */
  address: string | null;
  message: string | null;
  /** What a booking is for, as text in the recipient's language ("ma 10 mrt 2031"); else null. */
  booking: string | null;
  payinTotal: number;
  payoutTotal: number;
};

const eur = (cents: number) => formatPrice({ amount: cents, currency: "EUR" });
const item = (i: OrderMailData["items"][number]) => `${i.quantity} × ${i.title}`;

const copy = {
  nl: {
    buyer: {
      subject: (d: OrderMailData) => `Je bestelling bij ${d.gardenName} is betaald`,
      heading: (d: OrderMailData) => `Bedankt voor je bestelling, ${d.buyerName}!`,
      body: (d: OrderMailData) => [
        `${d.gardenName} heeft je bestelling ontvangen (bestelnummer ${d.orderNumber}):`,
        ...d.items.map(item),
        ...(d.booking ? [`Boeking: ${d.booking}`] : []),
        `Betaald: ${eur(d.payinTotal)}`,
        d.deliveryMethod === "shipping"
          ? `Wordt verzonden naar: ${d.address ?? ""}`
          : `Ophalen bij: ${d.address ?? "de kweker laat je weten waar"}`,
      ],
      action: "Bestelling bekijken",
    },
    provider: {
      subject: (d: OrderMailData) => `Nieuwe bestelling van ${d.buyerName}`,
      heading: () => "Je hebt een nieuwe bestelling",
      body: (d: OrderMailData) => [
        `${d.buyerName} heeft betaald voor bestelling ${d.orderNumber}. Zet dit klaar:`,
        ...d.items.map(item),
        ...(d.booking ? [`Boeking: ${d.booking}`] : []),
        d.deliveryMethod === "shipping"
          ? `Verzenden naar: ${d.address ?? ""}`
          : `${d.buyerName} komt het ophalen bij: ${d.address ?? "je ophaaladres"}`,
        ...(d.message ? [`Bericht van ${d.buyerName}: ${d.message}`] : []),
        `Je ontvangt: ${eur(d.payoutTotal)}`,
      ],
      action: "Bestelling bekijken",
    },
    footer: "Werkt de knop niet? Plak deze link in je browser:",
  },
  en: {
    buyer: {
      subject: (d: OrderMailData) => `Your order from ${d.gardenName} is paid`,
      heading: (d: OrderMailData) => `Thank you for your order, ${d.buyerName}!`,
      body: (d: OrderMailData) => [
        `${d.gardenName} has received your order (order number ${d.orderNumber}):`,
        ...d.items.map(item),
        ...(d.booking ? [`Booking: ${d.booking}`] : []),
        `Paid: ${eur(d.payinTotal)}`,
        d.deliveryMethod === "shipping"
          ? `Ships to: ${d.address ?? ""}`
          : `Pick up at: ${d.address ?? "the grower will tell you where"}`,
      ],
      action: "View order",
    },
    provider: {
      subject: (d: OrderMailData) => `New order from ${d.buyerName}`,
      heading: () => "You have a new order",
      body: (d: OrderMailData) => [
        `${d.buyerName} has paid for order ${d.orderNumber}. Please prepare:`,
        ...d.items.map(item),
        ...(d.booking ? [`Booking: ${d.booking}`] : []),
        d.deliveryMethod === "shipping"
          ? `Ship to: ${d.address ?? ""}`
          : `${d.buyerName} will pick it up at: ${d.address ?? "your pickup address"}`,
        ...(d.message ? [`Message from ${d.buyerName}: ${d.message}`] : []),
        `You receive: ${eur(d.payoutTotal)}`,
      ],
      action: "View order",
    },
    footer: "Button not working? Paste this link into your browser:",
  },
} as const;

export function orderMail(
  locale: MailLocale,
  to: string,
  party: "buyer" | "provider",
  data: OrderMailData,
): MailMessage {
  const c = copy[locale][party];
  return {
    to,
    subject: c.subject(data),
    ...layout(
      c.heading(data),
      c.body(data),
      { label: c.action, url: data.orderUrl },
      copy[locale].footer,
    ),
  };
}
