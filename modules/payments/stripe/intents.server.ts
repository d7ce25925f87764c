import type Stripe from "stripe";
import { AppError } from "#modules/errors";
import type { ConnectProcessor } from "../connect-types";
import type { CustomerProcessor } from "../customer-types";
import type { Refund, TransferProcessor } from "../transfer-types";
import { HANDLED_STATUSES, type PaymentIntent, type PaymentProcessor } from "../types";
import { type Call, factsOf, isMissing, isStripeError } from "./client.server";
import { toPaymentIntent, toRefund } from "./shapes";

/** Card, iDEAL and Bancontact; captured at payment (architecture: Payments). */
export const PAYMENT_METHOD_TYPES: Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[] = [
  "card",
  "ideal",
  "bancontact",
];

/** What every read of an intent expands: the charge (refunded amount) and the method (its type). */
const EXPAND = ["latest_charge", "payment_method"];

/** Stripe's refund reasons; anything else of ours goes in the refund's metadata. */
const STRIPE_REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

type Deps = { stripe: Stripe; call: Call; appUrl: string };

/**
 * PaymentIntents and refunds at Stripe (decision 080): automatic capture, transfer_group =
 * the checkout's id, our idempotency keys, confirmation with a payment method id (Stripe.js
 * made it in the browser) or by sending the buyer to the bank, and 3-D Secure as
 * next_action.redirect_to_url back to the return URL.
 */
export function createStripeIntents({ stripe, call, appUrl }: Deps) {
  const absolute = (url: string) => new URL(url, appUrl).toString();

  async function retrieve(id: string): Promise<PaymentIntent | null> {
    try {
      return toPaymentIntent(await stripe.paymentIntents.retrieve(id, { expand: EXPAND }));
    } catch (error) {
      if (isMissing(error)) return null;
      return call("payment", () => Promise.reject(error));
    }
  }

  async function existing(id: string) {
    const intent = await retrieve(id);
    if (!intent) throw new AppError("not-found", 404, "Errors.notFound");
    return intent;
  }

  const intents: Omit<
    PaymentProcessor,
    "mode" | "refund" | keyof ConnectProcessor | keyof TransferProcessor | keyof CustomerProcessor
  > & {
    refund(input: Parameters<PaymentProcessor["refund"]>[0]): Promise<Refund>;
    retrieveRefund(id: string): Promise<Refund | null>;
    latestCharge(paymentIntentId: string): Promise<string>;
  } = {
    async createPaymentIntent(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const created = await call("payment", () =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            capture_method: "automatic",
            allowed_payment_method_types: PAYMENT_METHOD_TYPES,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
            expand: EXPAND,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toPaymentIntent(created);
    },

    retrievePaymentIntent: retrieve,

    async confirmPaymentIntent(id, using, returnUrl) {
      const current = await existing(id);
      // Spec §4: handled intents are not confirmed again.
      if (HANDLED_STATUSES.has(current.status)) return current;
      if ("redirect" in using && using.redirect === "card") {
        // Stripe takes cards only through Stripe.js: there is no hosted card page here.
        throw new AppError("validation-invalid-params", 400, "CheckoutPage.cardNeedsJavaScript");
      }
      const params: Stripe.PaymentIntentConfirmParams =
        "paymentMethod" in using
          ? { payment_method: using.paymentMethod }
          : {
              payment_method_data: {
                type: using.redirect,
                // Bancontact needs the payer's name; the buyer types it at the bank.
                billing_details: { name: current.metadata.buyerName ?? "Buurtoogst" },
              },
            };
      try {
        // A saved card is paid with its customer, which Stripe takes by an update (decision 081).
        if (using.customer) await stripe.paymentIntents.update(id, { customer: using.customer });
        const confirmed = await stripe.paymentIntents.confirm(id, {
          ...params,
          ...(using.setupFutureUsage ? { setup_future_usage: using.setupFutureUsage } : {}),
          return_url: absolute(returnUrl),
          expand: EXPAND,
        });
        return toPaymentIntent(confirmed);
      } catch (error) {
        // A declined card is an answer, not a failure: the intent now carries the decline.
        if (isStripeError(error) && factsOf(error).kind === "card_error") return existing(id);
        // Another customer's card: refused, and the intent still waits for a payment method.
        if (isStripeError(error) && error.param === "payment_method") return existing(id);
        return call("payment", () => Promise.reject(error));
      }
    },

    async cancelPaymentIntent(id) {
      const current = await existing(id);
      if (current.status === "canceled") return current;
      // Stripe refuses to cancel a paid intent; the caller refunds instead.
      if (current.status === "succeeded" || current.status === "processing") {
        throw new AppError("transaction-payment-failed", 402, "CheckoutPage.paymentFailed");
      }
      return toPaymentIntent(
        await call("payment", () => stripe.paymentIntents.cancel(id, { expand: EXPAND })),
      );
    },

    async refund({ paymentIntentId, amount, idempotencyKey, reason }) {
      const params: Stripe.RefundCreateParams = {
        payment_intent: paymentIntentId,
        amount,
        metadata: reason ? { reason } : {},
      };
      if (reason && STRIPE_REASONS.has(reason)) {
        params.reason = reason as Stripe.RefundCreateParams.Reason;
      }
      const refund = await call("payment", () => stripe.refunds.create(params, { idempotencyKey }));
      return toRefund(refund);
    },

    async retrieveRefund(id) {
      try {
        return toRefund(await stripe.refunds.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return call("payment", () => Promise.reject(error));
      }
    },

    /** The charge a transfer's source_transaction names: the intent's latest charge. */
    async latestCharge(paymentIntentId) {
      const intent = await call("payment", () => stripe.paymentIntents.retrieve(paymentIntentId));
      const charge = intent.latest_charge;
      const id = typeof charge === "string" ? charge : charge?.id;
      if (!id || intent.status !== "succeeded") {
        throw new AppError("transaction-payment-failed", 402, "CheckoutPage.paymentFailed");
      }
      return id;
    },
  };
  return intents;
}
