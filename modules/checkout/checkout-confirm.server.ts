import { enqueueOn } from "#modules/jobs/server";
import type { PaymentIntent, PaymentProcessor } from "#modules/payments";
import { LATE_PAYMENT_REFUND, mailKey } from "#modules/transactions";
import type { TransactionEngine, TransactionRow } from "#modules/transactions/server";
import type { Database } from "../../db/client";
import type { CartPort, ConfirmResult } from "./checkout-types";
import type { RefundMoney } from "./payment-actions.server";
import type { CheckoutRepository, CheckoutRow } from "./repository.server";

/** A checkout's orders as `byCheckout` reads them: oldest first, then by id. */
export const byAge = (rows: readonly TransactionRow[]): TransactionRow[] =>
  [...rows].sort(
    (x, y) =>
      x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
  );

/** The processor's reason for each refund the confirmation makes (Stripe's `reason`). */
const PROCESSOR_REASON = {
  "banned-customer": "fraudulent",
  "late-payment": "payment_after_expiry",
} as const;

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
   * its orders still waiting for payment moves to purchased — all of them, and the bought
   * items' leaving the cart, in one database transaction under the orders' row locks, so the
   * return page, the webhook and their repeats move each once. An order that expired first
   * has released its stock; its part of the payment is refunded in full (idempotency key
   * per order), never "confirmed" late. `known`: the checkout, the intent and the buyer's ban
   * as the caller has just read or changed them (the pay action), so they are not read again.
   */
  return async function confirm(
    checkoutId: string,
    actor: { role: "customer" | "system"; userId: string | null } = {
      role: "system",
      userId: null,
    },
    known?: { checkout: CheckoutRow; intent: PaymentIntent; customerBanned?: boolean },
  ): Promise<ConfirmResult> {
    const checkout = known?.checkout ?? (await checkouts.find(checkoutId));
    if (!checkout?.paymentIntentId) {
      return { status: "none", confirmed: 0, refunded: 0, refusedBanned: 0, transactions: [] };
    }
    const intent =
      known?.intent.id === checkout.paymentIntentId
        ? known.intent
        : await processor.retrievePaymentIntent(checkout.paymentIntentId);
    if (intent?.status !== "succeeded") {
      return {
        status: intent?.status ?? "none",
        confirmed: 0,
        refunded: 0,
        refusedBanned: 0,
        transactions: await engine.byCheckout(checkoutId),
      };
    }
    // A customer banned after the request is not sold to: the money goes back, and the
    // reservation is released when the payment window runs out.
    const customerBanned =
      known?.customerBanned ?? (await checkouts.people([checkout.customerId]))[0]?.banned ?? false;
    const { orders, moved, expired, banned } = await db.transaction(async (tx) => {
      const locked = await engine.lockByCheckoutOn(tx, checkoutId);
      const orders: TransactionRow[] = [];
      const moved: TransactionRow[] = [];
      const expired: TransactionRow[] = [];
      const banned: TransactionRow[] = [];
      const bought: string[] = [];
      for (const order of locked) {
        if (customerBanned && order.state === "pending-payment") {
          banned.push(order);
          orders.push(order);
          continue;
        }
        // Money already given back for a waiting order (a ban, earlier): never sell it.
        const refundedBefore = intent.amountRefunded > 0 && order.state === "pending-payment";
        const after = refundedBefore
          ? null
          : await engine.applyIfInOn(tx, order, {
              fromState: "pending-payment",
              transition: "transition/confirm-payment",
              actor,
              trusted: true,
            });
        orders.push(after ?? order);
        if (after) {
          moved.push(after);
          bought.push(...after.listingIds);
        } else if (order.state === "payment-expired") {
          expired.push(order);
        } else if (order.state === "purchased" || order.state === "delivered") {
          bought.push(...order.listingIds);
        }
      }
      // Bought items leave the cart (a repeat removes nothing more); its row is locked last.
      if (cart && bought.length > 0) await cart.removeListingsOn(tx, checkout.customerId, bought);
      return { orders, moved, expired, banned };
    });
    for (const order of moved) await onPaid(order);
    // The processor's refunds run after the commit: no order row stays locked for a call out.
    // Charged and given back without the order moving: both rows in the ledger.
    const refunds = [
      ...banned.map((order) => ({ order, reason: "banned-customer" as const })),
      ...expired.map((order) => ({ order, reason: "late-payment" as const })),
    ];
    for (const { order, reason } of refunds) {
      const refund = await processor.refund({
        paymentIntentId: intent.id,
        amount: order.payinTotal,
        idempotencyKey: `${reason}:${order.id}`,
        reason: PROCESSOR_REASON[reason],
      });
      await money.recordRefund({ ...order, checkoutId }, refund, reason, { charged: true });
      // No state moves, so the engine writes no mail: a late payment's is keyed like its mails
      // (a repeated webhook refunds nothing more and writes no second row).
      if (reason === "late-payment") {
        await enqueueOn(db, {
          kind: "transaction-mail",
          idempotencyKey: mailKey(order.id, LATE_PAYMENT_REFUND, "customer"),
          payload: { transactionId: order.id, transition: LATE_PAYMENT_REFUND, to: "customer" },
          availableAt: clock(),
        });
      }
    }
    return {
      status: intent.status,
      confirmed: moved.length,
      refunded: expired.length,
      refusedBanned: banned.length,
      transactions: byAge(orders),
    };
  };
}
