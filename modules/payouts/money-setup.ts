import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { reconcile } from "#modules/ledger";
import { ledgerEntries, payouts, testTransfers } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";
import { type Setup, setup } from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// Shared by the payouts and ledger integration tests (decision 079): a paid order through
// checkout and test mode (card or a bank), and what the ledger, payouts and transfers hold.

let keys = 0;

export function moneySetup(start: string, env: Record<string, string> = {}) {
  return setup(start, env);
}

/** A paid order of `priceAmount` × `quantity` for pickup, paid by card or at the test bank. */
export async function paidOrder(
  s: Setup,
  {
    method = "card",
    priceAmount = 400,
    quantity = 2,
  }: { method?: "card" | "ideal"; priceAmount?: number; quantity?: number } = {},
) {
  const { services, drain } = s;
  const provider = await createUser(testDb(), { stripeConnected: true });
  const customer = await createUser(testDb());
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    priceAmount,
    currentStock: 5,
  });
  const started = await services.checkout.start({
    customerId: customer.id,
    idempotencyKey: `money-${process.pid}-${keys++}-${Math.random()}`,
    source: "/cart/checkout",
    orders: [{ items: [{ listingId: listing.id, quantity }], deliveryMethod: "pickup" }],
    billing,
  });
  const paid = await services.checkout.pay({
    customerId: customer.id,
    checkoutId: started.checkout.id,
    method,
    ...(method === "card" ? { paymentMethod: "pm_card_visa" } : {}),
    returnUrl: `/cart/checkout/${method}`,
  });
  if (method === "ideal") {
    expect(paid.kind).toBe("redirect");
    await services.testPayments!.bankOutcome(started.intent!.id, "pay");
  } else {
    expect(paid.kind).toBe("paid");
  }
  await drain();
  const id = started.transactions[0]!.id;
  const row = (await services.transactionEngine.find(id))!;
  expect(row.state).toBe("purchased");
  return {
    id,
    row,
    provider,
    customer,
    checkoutId: started.checkout.id,
    intentId: started.intent!.id,
  };
}

export const as = (user: { id: string }) => ({ id: user.id, isOperator: false });

export async function ledgerOf(transactionId: string) {
  return testDb()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(ledgerEntries.id);
}

export async function payoutOf(transactionId: string) {
  const [row] = await testDb()
    .select()
    .from(payouts)
    .where(eq(payouts.transactionId, transactionId));
  return row ?? null;
}

export async function transfersOf(transactionId: string) {
  return testDb()
    .select()
    .from(testTransfers)
    .where(eq(testTransfers.transferGroup, (await payoutOf(transactionId))?.checkoutId ?? ""));
}

/** The checkout's ledger, reconciled with nothing held: the differences (none when settled). */
export async function differencesOf(checkoutId: string) {
  const rows = await testDb()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.checkoutId, checkoutId));
  return reconcile(rows).differences;
}

/** Delivered and received by the buyer: the payout is scheduled with the move. */
export async function receive(s: Setup, order: Awaited<ReturnType<typeof paidOrder>>) {
  await s.services.inbox.transition(as(order.provider), order.id, {
    transition: "transition/mark-delivered",
  });
  await s.services.inbox.transition(as(order.customer), order.id, {
    transition: "transition/mark-received",
  });
}
