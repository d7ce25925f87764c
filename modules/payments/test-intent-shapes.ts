import type { PaymentIntentRow } from "./repository.server";
import type { PaymentError, PaymentIntent, PaymentIntentStatus, PaymentMethodType } from "./types";

/** Test mode's intents as the processor seam and Stripe's events show them (decision 040). */

export const authenticationPath = (id: string) => `/test-mode/authenticate/${id}`;
export const bankPath = (id: string) => `/test-mode/bank/${id}`;
export const cardPath = (id: string) => `/test-mode/card/${id}`;

/** Where an intent waiting for the buyer sends them: the card is still to be entered, or 3-D Secure. */
function nextActionPath(row: PaymentIntentRow): string | null {
  if (row.status !== "requires_action") return null;
  if (row.paymentMethodType !== "card") return bankPath(row.id);
  return row.paymentMethodDetails ? authenticationPath(row.id) : cardPath(row.id);
}

export function toPaymentIntent(row: PaymentIntentRow): PaymentIntent {
  const type = (row.paymentMethodType ?? null) as PaymentMethodType | null;
  return {
    id: row.id,
    amount: row.amount,
    amountRefunded: row.amountRefunded,
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
    clientSecret: row.clientSecret,
    paymentMethodType: type,
    lastPaymentError: (row.lastPaymentError as PaymentError | null) ?? null,
    nextActionUrl: nextActionPath(row),
    transferGroup: row.transferGroup,
    metadata: row.metadata,
    customer: row.customer,
    paymentMethod: row.paymentMethod,
    setupFutureUsage: row.setupFutureUsage === "off_session" ? "off_session" : null,
  };
}

/** The intent as Stripe's JSON has it, for the events' data.object. */
export function stripeObject(intent: PaymentIntent) {
  return {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    amount_received: intent.status === "succeeded" ? intent.amount : 0,
    currency: intent.currency.toLowerCase(),
    status: intent.status,
    transfer_group: intent.transferGroup,
    metadata: intent.metadata,
    payment_method_types: [intent.paymentMethodType ?? "card"],
    last_payment_error: intent.lastPaymentError
      ? {
          code: intent.lastPaymentError.code,
          decline_code: intent.lastPaymentError.declineCode,
        }
      : null,
    livemode: false,
  };
}
