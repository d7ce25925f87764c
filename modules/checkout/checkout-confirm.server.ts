import { enqueueOn } from "#modules/jobs/server";
import type { PaymentProcessor } from "#modules/payments";
import { LATE_PAYMENT_REFUND, mailKey } from "#modules/transactions";
import type { TransactionEngine, TransactionRow } from "#modules/transactions/server";
import type { Database } from "../../db/client";
import type { CartPort, ConfirmResult } from "./checkout-types";
import type { RefundMoney } from "./payment-actions.server";
import type { CheckoutRepository } from "./repository.server";

export function createConfirmation({
  db,
  checkouts,
  engine,
  processor,
  cart,
  now: clock,
  onPaid,
  money,
}: {
  db: Database;
  checkouts: CheckoutRepository;
  engine: TransactionEngine;
  processor: PaymentProcessor;
  cart?: CartPort;
  now: () => Date;
  onPaid: (order: TransactionRow) => Promise<void>;
  /** A payment refunded without confirming its order is booked too (decision 079). */
  money: Pick<RefundMoney, "recordRefund">;
}) {
  /**
   * The one confirmation (decision 041): if the checkout's payment has succeeded, each of
   * its orders still waiting for payment moves to purchased — under its row lock, so the
   * return page, the webhook and their repeats move it once. An order that expired first
   * has released its stock; its part of the payment is refunded in full (idempotency key
   * per order), never "confirmed" late.
   */
  return async function confirm(
    checkoutId: string,
    actor: { role: "customer" | "system"; userId: string | null } = {
      role: "system",
      userId: null,
    },
  ): Promise<ConfirmResult> {
    const checkout = await checkouts.find(checkoutId);
    if (!checkout?.paymentIntentId) {
      return { status: "none", confirmed: 0, refunded: 0, refusedBanned: 0, transactions: [] };
    }
    const intent = await processor.retrievePaymentIntent(checkout.paymentIntentId);
    const before = await engine.byCheckout(checkoutId);
    if (intent?.status !== "succeeded") {
      return {
        status: intent?.status ?? "none",
        confirmed: 0,
        refunded: 0,
        refusedBanned: 0,
        transactions: before,
      };
    }
    let confirmed = 0;
    let refunded = 0;
    let refusedBanned = 0;
    const bought: string[] = [];
    // A customer banned after the request is not sold to: the money goes back, and the
    // reservation is released when the payment window runs out.
    const [customer] = await checkouts.people([checkout.customerId]);
    for (const order of before) {
      if (customer?.banned && order.state === "pending-payment") {
        const refund = await processor.refund({
          paymentIntentId: intent.id,
          amount: order.payinTotal,
          idempotencyKey: `banned-customer:${order.id}`,
          reason: "fraudulent",
        });
        // Charged and given back without the order moving: both rows in the ledger.
        await money.recordRefund({ ...order, checkoutId }, refund, "banned-customer", {
          charged: true,
        });
        refusedBanned++;
        continue;
      }
      // Money already given back for a waiting order (the ban above, earlier): never sell it.
      if (intent.amountRefunded > 0 && order.state === "pending-payment") continue;
      const moved = await engine.applyIfIn({
        transactionId: order.id,
        fromState: "pending-payment",
        transition: "transition/confirm-payment",
        actor,
        trusted: true,
      });
      if (moved) {
        confirmed++;
        bought.push(...moved.listingIds);
        await onPaid(moved);
        continue;
      }
      const now = await engine.find(order.id);
      if (now?.state === "payment-expired") {
        const refund = await processor.refund({
          paymentIntentId: intent.id,
          amount: now.payinTotal,
          idempotencyKey: `late-payment:${now.id}`,
          reason: "payment_after_expiry",
        });
        await money.recordRefund({ ...now, checkoutId }, refund, "late-payment", {
          charged: true,
        });
        // No state moves, so the engine writes no mail: this one is keyed like its mails
        // (a repeated webhook refunds nothing more and writes no second row).
        await enqueueOn(db, {
          kind: "transaction-mail",
          idempotencyKey: mailKey(now.id, LATE_PAYMENT_REFUND, "customer"),
          payload: { transactionId: now.id, transition: LATE_PAYMENT_REFUND, to: "customer" },
          availableAt: clock(),
        });
        refunded++;
      } else if (now?.state === "purchased" || now?.state === "delivered") {
        bought.push(...now.listingIds);
      }
    }
    // Bought items leave the cart (a repeat removes nothing more).
    if (cart && bought.length > 0) await cart.removeListings(checkout.customerId, bought);
    return {
      status: intent.status,
      confirmed,
      refunded,
      refusedBanned,
      transactions: await engine.byCheckout(checkoutId),
    };
  };
}
