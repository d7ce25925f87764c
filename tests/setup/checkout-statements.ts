import type { Database, StatementLog } from "../../db/client";
import type { Services } from "../../server/services";
import { billing } from "./billing";

/**
 * Checkouts as the statement budget, the checkout tests and bench:checkout run them: one
 * garden's pickup order, a payment with Stripe's 4242 test card, and what the pool ran while
 * they did (decision 089; the pool made with `recordStatements`).
 */

/** One garden's order of one listing, picked up. */
export const pickup = (listingId: string, quantity = 1) => ({
  items: [{ listingId, quantity }],
  deliveryMethod: "pickup" as const,
});

/** A checkout of `orders` as the cart's checkout page starts it, with the test billing address. */
export const startCheckout = (
  services: Pick<Services, "checkout">,
  customerId: string,
  idempotencyKey: string,
  orders: ReturnType<typeof pickup>[],
) =>
  services.checkout.start({
    customerId,
    idempotencyKey,
    source: "/cart/checkout",
    orders,
    billing,
  });

/** Pays a started checkout with 4242 (`pm_card_visa`), as the card form does. */
export const payByCard = (
  services: Pick<Services, "checkout">,
  customerId: string,
  checkoutId: string,
) =>
  services.checkout.pay({
    customerId,
    checkoutId,
    method: "card",
    paymentMethod: "pm_card_visa",
    returnUrl: "/cart/checkout/card",
  });

/** `run`'s result and every statement `db`'s pool ran meanwhile (other work on it included). */
export async function recordStatements<T>(
  db: Database,
  run: () => Promise<T>,
): Promise<{ value: T; log: StatementLog }> {
  const log = db.$client.recordStatements();
  const value = await run();
  // A copy: the pool keeps appending to its log until the next recording starts.
  return { value, log: { statements: [...log.statements], transactions: log.transactions } };
}

/** Statements and database transactions per checkout, of a log over `checkouts` of them. */
export const perCheckout = (log: StatementLog, checkouts: number) => ({
  statements: log.statements.length / checkouts,
  transactions: log.transactions / checkouts,
});

/** A log as numbered lines, each statement's first 160 characters: a failing budget's message. */
export const numbered = (log: StatementLog) =>
  log.statements
    .map((text, i) => `${i + 1}. ${text.replace(/\s+/g, " ").trim().slice(0, 160)}`)
    .join("\n");
