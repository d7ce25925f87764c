import type { MailParty } from "./process";
import { DEFAULT_PROCESSES, type ProcessTransitionName } from "./processes";

/**
 * Who hears of each move by e-mail (decision 056): the `notify` column of the process tables
 * (decision 072), by transition name. A transition both processes have mails the same
 * parties in both (tested).
 */

export type { MailParty } from "./process";

/** The outbox kind of a transaction's mails: one row per event and recipient. */
export const TRANSACTION_MAIL_KIND = "transaction-mail";

export const TRANSITION_MAIL_RECIPIENTS = Object.fromEntries(
  Object.values(DEFAULT_PROCESSES).flatMap((p) => p.transitions.map((t) => [t.name, t.notify])),
) as Readonly<Record<ProcessTransitionName, readonly MailParty[]>>;

export function mailRecipients(transition: string): readonly MailParty[] {
  return TRANSITION_MAIL_RECIPIENTS[transition as ProcessTransitionName] ?? [];
}

/**
 * The outbox key of one e-mail: one per transaction, event and recipient, so a repeated
 * webhook, timer or outbox run writes the row once (`ON CONFLICT DO NOTHING`).
 */
export function mailKey(transactionId: string, event: string, to: MailParty): string {
  return `${transactionId}:${event}:mail-${to}`;
}

/**
 * The buyer's one payment confirmation for a checkout (decision 070): every order of the
 * checkout writes its confirm-payment mail row under this key, so the first one written is the
 * only one, however many gardens the payment covered and however often confirm runs.
 */
export function checkoutPaidMailKey(checkoutId: string): string {
  return `checkout:${checkoutId}:transition/confirm-payment:mail-customer`;
}

/** The outbox key of `event`'s mail to `to` about this order (one per checkout when paid). */
export function orderMailKey(
  row: { id: string; checkoutId: string | null },
  event: string,
  to: MailParty,
): string {
  return event === "transition/confirm-payment" && to === "customer" && row.checkoutId
    ? checkoutPaidMailKey(row.checkoutId)
    : mailKey(row.id, event, to);
}

/** Events that are not transitions but still write a mail (decision 056). */
export const LATE_PAYMENT_REFUND = "late-payment-refund";
