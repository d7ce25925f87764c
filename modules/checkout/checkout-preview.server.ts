import { AppError } from "#modules/errors";
import type { TransactionEngine } from "#modules/transactions/server";
import type { CheckoutRepository } from "./repository.server";
import type { CheckoutRequest } from "./schemas";

/**
 * What the checkout page shows before anything is reserved: per seller the items and the
 * customer's breakdown, priced on the server, or the refusal naming the item.
 */
export async function previewCheckout(
  deps: { engine: TransactionEngine; checkouts: CheckoutRepository },
  customerId: string,
  orders: CheckoutRequest["orders"],
) {
  const { engine, checkouts } = deps;
  const sellers = [];
  for (const order of orders) {
    try {
      const priced = await engine.speculate({ customerId, ...order });
      const [seller] = await checkouts.people([priced.providerId]);
      sellers.push({
        ok: true as const,
        providerId: priced.providerId,
        providerName: seller?.displayName ?? "",
        deliveryMethod: order.deliveryMethod,
        items: priced.listings.map((l) => ({
          listingId: l.listingId,
          title: l.title,
          unit: l.unit,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
        lineItems: priced.breakdown.lineItems.filter((l) => l.includeFor.includes("customer")),
        payinTotal: priced.breakdown.payinTotal,
        // What the buyer books, shown above the lines (CheckoutPage.bookingSummary).
        booking:
          priced.booking && priced.bookingDisplay
            ? {
                start: priced.booking.displayStart.toISOString(),
                end: priced.booking.displayEnd.toISOString(),
                ...priced.bookingDisplay,
              }
            : null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      sellers.push({
        ok: false as const,
        messageId: error.messageId,
        listingId: error.fields.listingId ?? order.items[0]?.listingId ?? null,
      });
    }
  }
  return sellers;
}
