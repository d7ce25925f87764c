import type {
  LATE_PAYMENT_REFUND,
  MailedTransitionName,
  ProcessReminderName,
} from "#modules/transactions";
import type { MailLocale } from "./templates";

/**
 * What the mail books and their registry share (transaction-mail.ts imports the books; the
 * books import only this, so nothing imports back).
 */

/** The event name of the new-message mail in the mail book (decision 067). */
export const NEW_MESSAGE_MAIL = "new-message";

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
  /** An operator's reason for this very move (decision 084): both parties read it. */
  operatorReason?: string | null;
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

/** One event's texts: language → recipient → text. */
export type MailEntry = Record<MailLocale, Partial<Record<MailParty, MailCopy>>>;

/**
 * Every event a transaction mail is written for: each transition whose process row notifies
 * someone (the paid order's confirmation has its own templates, order-templates.ts), each
 * reminder, a late payment's refund and a new message. Keyed by these, a missing text fails
 * the typecheck (decision 072).
 */
export type MailEvent =
  | Exclude<MailedTransitionName, "transition/confirm-payment">
  | ProcessReminderName
  | typeof LATE_PAYMENT_REFUND
  | typeof NEW_MESSAGE_MAIL;

/** A book's share of the events: event → language → recipient → text. */
export type MailBook = Partial<Record<MailEvent, MailEntry>>;
