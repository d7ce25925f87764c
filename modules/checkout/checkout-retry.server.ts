import { AppError } from "#modules/errors";
import type { TransactionEngine } from "#modules/transactions/server";
import type { UnitOfWork } from "../../db/unit-of-work";
import type { CheckoutRepository, CheckoutRow } from "./repository.server";
import type { BillingDetails, CheckoutRequest } from "./schemas";

/**
 * Checkout's own repositories. The orders are the engine's: a use-case that writes them too
 * hands the engine its database transaction (decision 077).
 */
export type Repos = { checkouts: CheckoutRepository };

/** What checkout reads of the orders, through the engine. */
export type OrderReads = Pick<TransactionEngine, "find" | "byCheckout" | "byCheckoutOn">;

/**
 * Paying again after a failed or cancelled payment (decision 066): the page finds its checkout
 * by key, revises what the buyer corrected, and the unpaid order links back to it. Part of the
 * checkout service (`createCheckoutService` spreads it in).
 */
export function createCheckoutRetry(work: UnitOfWork<Repos>, engine: OrderReads) {
  const repos = work.repos;
  return {
    /**
     * A pay page submitted again after a failed or cancelled payment (decision 066): the
     * orders still waiting for payment take what the buyer submitted last — billing, each
     * seller's shipping address and message — so the order and its mails never keep a
     * corrected address. Items and quantities are the checkout's own and stay. Null when
     * this key has no checkout yet (the caller starts one).
     */
    async revise(input: {
      customerId: string;
      idempotencyKey: string;
      billing: BillingDetails;
      orders: Array<
        Pick<CheckoutRequest["orders"][number], "items" | "shippingAddress" | "message">
      >;
      /** What the page is for (its items); another than the checkout's is refused (409). */
      requestFingerprint?: string;
    }): Promise<CheckoutRow | null> {
      return work.withTransaction(async (own, tx) => {
        const checkout = await own.checkouts.byKey(input.customerId, input.idempotencyKey);
        if (!checkout) return null;
        const first = checkout.details.requestFingerprint;
        if (input.requestFingerprint && first && first !== input.requestFingerprint) {
          throw new AppError("idempotency-key-reused", 409, "Errors.idempotencyKeyReused");
        }
        const sameListings = (a: readonly string[], b: readonly string[]) =>
          a.length === b.length && [...a].sort().join() === [...b].sort().join();
        for (const order of await engine.byCheckoutOn(tx, checkout.id)) {
          const submitted = input.orders.find((o) =>
            sameListings(
              o.items.map((i) => i.listingId),
              order.listingIds,
            ),
          );
          if (!submitted) continue;
          await own.checkouts.reviseUnpaidOrder(order.id, {
            billingDetails: input.billing,
            ...(submitted.shippingAddress && order.deliveryMethod === "shipping"
              ? { shippingDetails: submitted.shippingAddress }
              : {}),
            ...(submitted.message ? { message: submitted.message } : {}),
          });
        }
        await own.checkouts.setDetails(checkout.id, {
          ...checkout.details,
          billing: input.billing,
        });
        return checkout;
      });
    },

    /**
     * The checkout of a pay page's key while it can still be paid (every order waiting for
     * payment), with its orders: the page shows it again with what the buyer typed.
     */
    async resumable(customerId: string, idempotencyKey: string) {
      const checkout = await repos.checkouts.byKey(customerId, idempotencyKey);
      if (!checkout) return null;
      const orders = await engine.byCheckout(checkout.id);
      if (orders.length === 0 || orders.some((o) => o.state !== "pending-payment")) return null;
      return { checkout, orders };
    },

    /**
     * Where the buyer pays an order not paid yet (decision 066: "Betalen" on the order):
     * its checkout's page with the checkout's key, so paying there pays this order. Null for
     * anyone else, an order no longer waiting, or a checkout begun through the API.
     */
    async payPath(customerId: string, transactionId: string): Promise<string | null> {
      const order = await engine.find(transactionId);
      if (order?.customerId !== customerId || order.state !== "pending-payment") return null;
      const checkout = order.checkoutId ? await repos.checkouts.find(order.checkoutId) : null;
      const source = checkout?.source ?? "";
      if (!/^\/(l|cart)\//.test(source)) return null;
      const key = encodeURIComponent(checkout!.idempotencyKey);
      return `${source}${source.includes("?") ? "&" : "?"}key=${key}`;
    },

    /** Billing details of the buyer's newest checkout: a new checkout's first values. */
    lastBilling: (customerId: string) => repos.checkouts.lastBilling(customerId),
  };
}
