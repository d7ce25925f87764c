/**
 * Who hears of each move by e-mail (issue 17 §6, decision 056): the party who should act next,
 * or who needs to know. Keyed by transition name, the same in both processes; a name missing
 * here sends nothing (the requests before payment, and a review period that ends with no
 * review at all). The mail module holds a text for every entry (tested).
 */

export type MailParty = "customer" | "provider";

const BOTH: readonly MailParty[] = ["customer", "provider"];
const BUYER: readonly MailParty[] = ["customer"];
const GROWER: readonly MailParty[] = ["provider"];

export const TRANSITION_MAIL_RECIPIENTS: Readonly<Record<string, readonly MailParty[]>> = {
  // A question about a listing: the grower answers.
  "transition/enquire": GROWER,
  // Paid: confirmation to the buyer, the order to prepare to the grower.
  "transition/confirm-payment": BOTH,
  // The 15 minutes ran out: the buyer's order was not placed.
  "transition/expire-payment": BUYER,
  // Free process: a request to hand over, and the buyer's confirmation.
  "transition/request": BOTH,
  "transition/request-after-enquiry": BOTH,
  "transition/expire-request": BOTH,
  // Shipped or ready: the buyer marks it received.
  "transition/mark-delivered": BUYER,
  // Received: the grower's payout is on its way.
  "transition/mark-received": GROWER,
  "transition/mark-received-from-purchased": GROWER,
  "transition/mark-received-from-requested": GROWER,
  "transition/auto-mark-received": BOTH,
  "transition/mark-received-from-disputed": BOTH,
  // A problem reported: the grower must know; the buyer learns what happens next.
  "transition/dispute": BOTH,
  "transition/auto-cancel": BOTH,
  "transition/cancel": BOTH,
  // The grower could not deliver: the buyer reads why, the grower keeps the record (decision 068).
  "transition/cancel-by-provider": BOTH,
  "transition/auto-cancel-from-disputed": BOTH,
  "transition/cancel-from-disputed": BOTH,
  // Completed: the review period starts for both.
  "transition/auto-complete": BOTH,
  // One review in: the other side is asked for theirs.
  "transition/review-1-by-customer": GROWER,
  "transition/review-1-by-provider": BUYER,
  // Both reviews in, or the period over with one: the reviews are published.
  "transition/review-2-by-customer": BOTH,
  "transition/review-2-by-provider": BOTH,
  "transition/expire-provider-review-period": BOTH,
  "transition/expire-customer-review-period": BOTH,
};

export function mailRecipients(transition: string): readonly MailParty[] {
  return TRANSITION_MAIL_RECIPIENTS[transition] ?? [];
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
