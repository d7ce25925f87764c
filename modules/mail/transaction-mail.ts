import { cancelMails } from "./cancel-mails";
import { deliveryMails } from "./delivery-mails";
import type { MailMessage } from "./mailer.server";
import { messageMails } from "./message-mails";
import { reviewMails } from "./review-mails";
import { layout, type MailLocale } from "./templates";

/**
 * The e-mails of a transaction's moves after checkout (issue 17 §6, decision 056): one text
 * per event (a transition, a reminder, a late payment's refund) and recipient, in nl and en.
 * The paid order's own mails stay in order-templates.ts.
 */

export type MailParty = "customer" | "provider";

/** What every transaction mail may say; user text in it is escaped by `layout`. */
export type TransactionMailData = {
  /** The recipient's order (buyer) or sale (grower) page. */
  url: string;
  /** The recipient's first name. */
  name: string;
  /** The other party's display name. */
  other: string;
  /** "2 × Tomaten, 1 × Sla". */
  items: string;
  deliveryMethod: string | null;
  disputeReason: string | null;
  /** Why the grower could not deliver (decision 068). */
  cancelReason?: string | null;
  /** Cents: what the buyer paid (and gets back on a cancel), or what the grower receives. */
  amount: number;
  /** "BO-7K3M9Q" (decision 070); null for a question, which is no order yet. */
  orderNumber: string | null;
};

export type MailCopy = {
  subject: (d: TransactionMailData) => string;
  body: (d: TransactionMailData) => string[];
  action: string;
};

/** Event → language → recipient → text. */
export type MailBook = Record<string, Record<MailLocale, Partial<Record<MailParty, MailCopy>>>>;

const book: MailBook = { ...deliveryMails, ...cancelMails, ...reviewMails, ...messageMails };

const footer = {
  nl: "Werkt de knop niet? Plak deze link in je browser:",
  en: "Button not working? Paste this link into your browser:",
} as const;

const numberLine = {
  nl: (n: string) => `Bestelnummer: ${n}`,
  en: (n: string) => `Order number: ${n}`,
} as const;

const greeting = { nl: (n: string) => `Hoi ${n},`, en: (n: string) => `Hi ${n},` } as const;

/** Whether an event has a text for this recipient (every recipient the engine mails must). */
export function hasTransactionMail(event: string, to: MailParty): boolean {
  return Boolean(book[event]?.nl[to] && book[event]?.en[to]);
}

/** The mail of `event` for `to`, or null when the event says nothing to that party. */
export function transactionMail(
  locale: MailLocale,
  address: string,
  event: string,
  to: MailParty,
  data: TransactionMailData,
): MailMessage | null {
  const copy = book[event]?.[locale][to];
  if (!copy) return null;
  const subject = copy.subject(data);
  return {
    to: address,
    subject,
    ...layout(
      subject,
      [
        greeting[locale](data.name),
        ...copy.body(data),
        ...(data.orderNumber ? [numberLine[locale](data.orderNumber)] : []),
      ],
      { label: copy.action, url: data.url },
      footer[locale],
    ),
  };
}
