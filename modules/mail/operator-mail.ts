import type { MailMessage } from "./mailer.server";
import { layout, type MailLocale } from "./templates";

/** An operator's mail when a buyer opens a dispute (decision 084): who, what, why, and the link. */
export type DisputeOpenedMailData = {
  name: string;
  orderNumber: string;
  buyer: string;
  grower: string;
  reason: string | null;
  /** Days before the dispute is cancelled by its timer, whole days, rounded down. */
  daysLeft: number | null;
  /** The order in the operator console. */
  url: string;
};

const copy = {
  nl: {
    subject: (d: DisputeOpenedMailData) => `Nieuw probleem gemeld bij bestelling ${d.orderNumber}`,
    heading: (d: DisputeOpenedMailData) => `Hoi ${d.name},`,
    body: (d: DisputeOpenedMailData) => [
      `${d.buyer} heeft een probleem gemeld met bestelling ${d.orderNumber} bij ${d.grower}.`,
      ...(d.reason ? ["De melding:", `„${d.reason}”`] : []),
      ...(d.daysLeft !== null
        ? [`Zonder besluit wordt de bestelling over ${d.daysLeft} dagen automatisch geannuleerd.`]
        : []),
    ],
    action: "Probleem bekijken",
    footer: "Werkt de knop niet? Plak deze link in je browser:",
  },
  en: {
    subject: (d: DisputeOpenedMailData) => `New problem reported on order ${d.orderNumber}`,
    heading: (d: DisputeOpenedMailData) => `Hi ${d.name},`,
    body: (d: DisputeOpenedMailData) => [
      `${d.buyer} reported a problem with order ${d.orderNumber} from ${d.grower}.`,
      ...(d.reason ? ["The report:", `"${d.reason}"`] : []),
      ...(d.daysLeft !== null
        ? [`Without a decision the order is cancelled automatically in ${d.daysLeft} days.`]
        : []),
    ],
    action: "View the problem",
    footer: "Button not working? Paste this link into your browser:",
  },
} as const;

export function disputeOpenedMail(
  locale: MailLocale,
  to: string,
  data: DisputeOpenedMailData,
): MailMessage {
  const c = copy[locale];
  return {
    to,
    subject: c.subject(data),
    ...layout(c.heading(data), c.body(data), { label: c.action, url: data.url }, c.footer),
  };
}
