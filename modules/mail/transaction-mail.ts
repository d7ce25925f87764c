import { cancelMails } from "./cancel-mails";
import { deliveryMails } from "./delivery-mails";
import type { MailEntry, MailEvent, MailParty, TransactionMailData } from "./mail-book";
import type { MailMessage } from "./mailer.server";
import { messageMails } from "./message-mails";
import { reviewMails } from "./review-mails";
import { layout, type MailLocale } from "./templates";

export type { MailCopy, MailParty, TransactionMailData } from "./mail-book";

/**
 * The e-mails of a transaction's moves after checkout (decision 056): one text
 * per event (a transition, a reminder, a late payment's refund) and recipient, in nl and en.
 * The paid order's own mails stay in order-templates.ts.
 */

// The registry imports the books; a book left out, or an event no book has, fails the typecheck.
const book: Record<MailEvent, MailEntry> = {
  ...deliveryMails,
  ...cancelMails,
  ...reviewMails,
  ...messageMails,
};

const footer = {
  nl: "Werkt de knop niet? Plak deze link in je browser:",
  en: "Button not working? Paste this link into your browser:",
} as const;

const numberLine = {
  nl: (n: string) => `Bestelnummer: ${n}`,
  en: (n: string) => `Order number: ${n}`,
} as const;

// An operator's step says why, in the operator's words, under every move's own text (decision 084).
const operatorReasonLines = {
  nl: (r: string) => ["Toelichting van Buurtoogst:", `„${r}”`],
  en: (r: string) => ["Buurtoogst's explanation:", `"${r}"`],
} as const;

const greeting = { nl: (n: string) => `Hoi ${n},`, en: (n: string) => `Hi ${n},` } as const;

function bookEntry(event: string): MailEntry | undefined {
  return Object.hasOwn(book, event) ? book[event as MailEvent] : undefined;
}

/** Whether an event has a text for this recipient (every recipient the engine mails must). */
export function hasTransactionMail(event: string, to: MailParty): boolean {
  const entry = bookEntry(event);
  return Boolean(entry?.nl[to] && entry?.en[to]);
}

/** The mail of `event` for `to`, or null when the event says nothing to that party. */
export function transactionMail(
  locale: MailLocale,
  address: string,
  event: string,
  to: MailParty,
  data: TransactionMailData,
): MailMessage | null {
  const copy = bookEntry(event)?.[locale][to];
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
        ...(data.operatorReason ? operatorReasonLines[locale](data.operatorReason) : []),
        ...(data.orderNumber ? [numberLine[locale](data.orderNumber)] : []),
      ],
      { label: copy.action, url: data.url },
      footer[locale],
    ),
  };
}
