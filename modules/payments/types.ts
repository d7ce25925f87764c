import type { CardDetails } from "#modules/transactions";

/** Stripe's payment intent statuses (https://docs.stripe.com/payments/paymentintents/lifecycle). */
export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export type PaymentMethodType = "card" | "ideal" | "bancontact";

export type PaymentError = {
  code: string;
  declineCode?: string;
  /** Catalogue id of the spec's message for this error. */
  messageId: string;
};

/** The fields of Stripe's PaymentIntent that Buurtoogst reads, camel-cased. */
export type PaymentIntent = {
  id: string;
  amount: number;
  amountRefunded: number;
  currency: string;
  status: PaymentIntentStatus;
  clientSecret: string;
  paymentMethodType: PaymentMethodType | null;
  lastPaymentError: PaymentError | null;
  /** Where the buyer goes next (3-D Secure, a bank), as Stripe's `next_action.redirect_to_url`. */
  nextActionUrl: string | null;
  transferGroup: string | null;
  metadata: Record<string, string>;
};

/**
 * Spec §4: an intent in one of these has been handled (paid, being paid, or given up) and
 * must not be confirmed again.
 */
export const HANDLED_STATUSES: ReadonlySet<PaymentIntentStatus> = new Set([
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
]);

export type CreateIntentInput = {
  amount: number;
  currency: string;
  /** The checkout id: Stripe's transfer_group, so each grower's transfer finds the charge. */
  transferGroup: string;
  metadata: Record<string, string>;
  /** A repeat with the same key gets the first intent back (Stripe's Idempotency-Key). */
  idempotencyKey: string;
};

/**
 * What checkout needs from a payment processor. Two adapters: test mode (built in, the
 * default) and Stripe (a later issue), behind the same calls and the same webhook.
 */
export interface PaymentProcessor {
  readonly mode: "test" | "stripe";
  createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Pays with a card. Test mode takes the card details (Stripe's test numbers); the Stripe
   * adapter takes the card element's payment method instead.
   */
  confirmCard(id: string, card: CardDetails, returnUrl: string): Promise<PaymentIntent>;
  /** Push payments (iDEAL, Bancontact): the intent gets a bank page to send the buyer to. */
  confirmRedirect(
    id: string,
    method: Exclude<PaymentMethodType, "card">,
    returnUrl: string,
  ): Promise<PaymentIntent>;
  cancelPaymentIntent(id: string): Promise<PaymentIntent>;
  refund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<{ id: string; amount: number }>;
}
