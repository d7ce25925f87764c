import { AppError } from "#modules/errors";
import type { LineItem } from "#modules/pricing";
import type { TransactionEngine, TransactionRow } from "#modules/transactions/server";
import { itemsOf } from "./order-items";
import { isPaidState } from "./paid-states";
import { METHOD_LABELS, type Receipt, receiptLines } from "./receipt";
import type { CheckoutRepository, CheckoutRow } from "./repository.server";

/**
 * One checkout's receipt for its buyer (decision 070): the paid orders with their stored
 * lines. Anyone else, and a checkout with nothing paid, gets the 404 of an unknown id.
 */
export async function loadReceipt(
  {
    checkouts,
    transactions,
    ownCheckout,
    paymentMethodOf,
  }: {
    checkouts: CheckoutRepository;
    transactions: Pick<TransactionEngine, "byCheckout" | "firstEnteredAt">;
    ownCheckout: (customerId: string, checkoutId: string) => Promise<CheckoutRow>;
    paymentMethodOf: (checkout: CheckoutRow) => Promise<string | null>;
  },
  customerId: string,
  checkoutId: string,
): Promise<Receipt> {
  const checkout = await ownCheckout(customerId, checkoutId);
  const paid = (await transactions.byCheckout(checkout.id)).filter((o) => isPaidState(o.state));
  if (paid.length === 0) throw new AppError("not-found", 404, "Errors.notFound");
  const people = new Map(
    (await checkouts.people(paid.map((o) => o.providerId))).map((p) => [p.id, p] as const),
  );
  const paidAt = await transactions.firstEnteredAt(paid[0]!.id, "purchased");
  const orders = paid.map((o: TransactionRow) => {
    const lines = receiptLines(o.lineItems as LineItem[], itemsOf(o));
    const refunds = receiptLines(o.lineItems as LineItem[], itemsOf(o), { reversals: true });
    const grower = people.get(o.providerId);
    return {
      id: o.id,
      number: o.orderNumber,
      // Spec §6: a removed user's name is not shown; the page says "Deleted user".
      garden: grower && !grower.banned && !grower.deleted ? grower.displayName : null,
      deliveryMethod: o.deliveryMethod,
      lines,
      total: lines.reduce((sum, l) => sum + l.amount, 0),
      refunds,
    };
  });
  const billing = checkout.details.billing as { name?: unknown } | undefined;
  const method = await paymentMethodOf(checkout);
  return {
    checkoutId: checkout.id,
    paidAt: (paidAt ?? paid[0]!.lastTransitionedAt ?? checkout.createdAt).toISOString(),
    method: method ? (METHOD_LABELS[method] ?? null) : null,
    billingName: typeof billing?.name === "string" && billing.name.trim() ? billing.name : null,
    orders,
    total: orders.reduce((sum, o) => sum + o.total, 0),
    refunded: -orders.reduce((sum, o) => sum + o.refunds.reduce((s, l) => s + l.amount, 0), 0),
    currency: checkout.currency,
  };
}
