import type { PaymentProcessor } from "#modules/payments";
import type { PayoutService } from "#modules/payouts/server";
import type { OrderReads, Repos } from "./checkout-retry.server";

/** What a refund asks of the payouts (decision 079): call off or reverse, then book it. */
export type RefundMoney = Pick<PayoutService, "beforeRefund" | "recordRefund">;

/**
 * What the engine's outbox asks of the payment when an order ends unpaid or is cancelled after
 * purchase. Part of the checkout service (`createCheckoutService` spreads it in).
 */
export function createPaymentActions(
  repos: Repos,
  engine: OrderReads,
  processor: PaymentProcessor,
  money: RefundMoney,
) {
  return {
    /**
     * Expiry's payment side (the engine's cancel-payment-intent, from the outbox): once no
     * order of the checkout waits for payment, an intent nobody is paying is cancelled. One
     * at a bank or 3-D Secure page is left: if it still succeeds, `confirm` refunds it.
     */
    async cancelUnpaid(transactionId: string): Promise<void> {
      const order = await engine.find(transactionId);
      if (!order?.checkoutId) return;
      const checkout = await repos.checkouts.find(order.checkoutId);
      if (!checkout?.paymentIntentId) return;
      const orders = await engine.byCheckout(checkout.id);
      if (orders.some((t) => t.state === "pending-payment")) return;
      const intent = await processor.retrievePaymentIntent(checkout.paymentIntentId);
      if (
        intent &&
        (intent.status === "requires_payment_method" || intent.status === "requires_confirmation")
      ) {
        await processor.cancelPaymentIntent(intent.id);
      }
    },

    /**
     * A cancel after purchase (the engine's refund action): that seller's part back, as a
     * partial refund of the one charge. A payout not made yet is called off first; one made
     * is reversed (decision 079). The refund is booked in the ledger in the state the
     * processor gives (iDEAL and Bancontact refunds start pending; webhooks append the rest).
     */
    async refundOrder(transactionId: string, idempotencyKey: string): Promise<void> {
      const order = await engine.find(transactionId);
      if (!order?.checkoutId || order.payinTotal === 0) return;
      const checkout = await repos.checkouts.find(order.checkoutId);
      if (!checkout?.paymentIntentId) return;
      const intent = await processor.retrievePaymentIntent(checkout.paymentIntentId);
      if (intent?.status !== "succeeded") return;
      await money.beforeRefund(order.id);
      const refund = await processor.refund({
        paymentIntentId: intent.id,
        amount: order.payinTotal,
        idempotencyKey,
        reason: "requested_by_customer",
      });
      await money.recordRefund(
        { ...order, checkoutId: order.checkoutId },
        refund,
        order.lastTransition ?? "refund",
      );
    },
  };
}
