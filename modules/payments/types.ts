import type { ConnectProcessor } from "./connect-types";
import type { CustomerProcessor } from "./customer-types";
import type { Refund, TransferProcessor } from "./transfer-types";

/** Stripe's payment intent statuses (https://docs.stripe.com/payments/paymentintents/lifecycle). */
export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

/**
 * "ideal" is shown to buyers as "iDEAL | Wero"; "wero" is offered only when switched on
 * (PAYMENT_METHODS_WERO, decision 081).
 */
export type PaymentMethodType = "card" | "ideal" | "bancontact" | "wero";

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
  /** Saved cards (decision 081): the customer (cus_…), the payment method used, and "off_session" to keep it. */
  customer?: string | null;
  paymentMethod?: string | null;
  setupFutureUsage?: "off_session" | null;
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
 * How a payment is confirmed: with a payment method the browser made (Stripe.js, or test
 * mode's tokenisation), or by sending the buyer to a page — a bank for iDEAL and Bancontact,
 * or the processor's hosted card page when the browser made no payment method (no
 * JavaScript). Never with a card number: those stay with the processor (decision 071).
 */
export type ConfirmWith = ({ paymentMethod: string } | { redirect: PaymentMethodType }) & {
  /**
   * Saved cards (decision 081): the buyer's customer (cus_…), needed to pay with a card saved
   * to it, and "off_session" to keep the card for later (Stripe's setup_future_usage; it is
   * attached to the customer once the payment succeeds). Stripe takes the customer by an
   * update of the intent before the confirm.
   */
  customer?: string;
  setupFutureUsage?: "off_session";
};

/**
 * What checkout needs from a payment processor. Two adapters: test mode (built in, the
 * default) and Stripe (a later issue), behind the same calls and the same webhook; the
 * contract test (processor.contract.int.test.ts) runs the same cases against each.
 */
export interface PaymentProcessor extends ConnectProcessor, TransferProcessor, CustomerProcessor {
  readonly mode: "test" | "stripe";
  createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Confirms an intent (Stripe's `confirm`). A page to send the buyer to (3-D Secure, a
   * bank, the hosted card page) comes back as `nextActionUrl`; they return to `returnUrl`
   * with `?payment_intent=…`. A handled intent (spec §4) comes back unchanged.
   */
  confirmPaymentIntent(id: string, using: ConfirmWith, returnUrl: string): Promise<PaymentIntent>;
  cancelPaymentIntent(id: string): Promise<PaymentIntent>;
  refund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<Refund>;
}
