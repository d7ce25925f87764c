import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../db/client";
import { parseEnv } from "../../server/env";
import { createServices } from "../../server/services";
import { createListing, createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";

// What one checkout and its card payment cost the database (decision 089): counted on a pool
// of their own, so the budget cannot grow back without this failing. 56 statements in 4
// transactions before; the bounds leave a little room, not a second round of reads.

const db = createDatabase(inject("databaseUrl"), 2, { recordStatements: true });
const services = createServices({
  db,
  env: parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000" }),
  mailer: { send: async () => {} },
});
afterAll(() => db.$client.end());

const pickup = (listingId: string) => ({
  items: [{ listingId, quantity: 1 }],
  deliveryMethod: "pickup" as const,
});
const lockedListings = (statements: string[]) =>
  statements.filter((s) => /from "listings"/.test(s) && /for update/i.test(s)).length;

async function checkoutAndPay(sellers: number) {
  const buyer = await createUser(db);
  const orders = [];
  for (let i = 0; i < sellers; i++) {
    const seller = await createUser(db, { stripeConnected: true });
    const listing = await createListing(db, { authorId: seller.id, currentStock: 5 });
    orders.push(pickup(listing.id));
  }
  const start = db.$client.recordStatements();
  const { checkout } = await services.checkout.start({
    customerId: buyer.id,
    idempotencyKey: `budget-${sellers}-${buyer.id}`,
    source: "/cart/checkout",
    orders,
    billing,
  });
  const started = { ...start, statements: [...start.statements] };
  const pay = db.$client.recordStatements();
  const outcome = await services.checkout.pay({
    customerId: buyer.id,
    checkoutId: checkout.id,
    method: "card",
    paymentMethod: "pm_card_visa",
    returnUrl: "/cart/checkout/card",
  });
  expect(outcome.kind).toBe("paid");
  return { started, paid: pay };
}

describe("one checkout and its card payment", () => {
  it("one garden: at most 27 statements; start in one transaction, the listing locked once", async () => {
    const { started, paid } = await checkoutAndPay(1);
    expect(started.transactions).toBe(1);
    expect(lockedListings(started.statements)).toBe(1);
    // The processor's own transaction (test mode stands in for Stripe) and the confirmation's.
    expect(paid.transactions).toBe(2);
    expect(started.statements.length + paid.statements.length).toBeLessThanOrEqual(27);
  });

  it("two gardens: both listings in one lock, at most 33 statements", async () => {
    const { started, paid } = await checkoutAndPay(2);
    expect(started.transactions).toBe(1);
    expect(lockedListings(started.statements)).toBe(1);
    expect(paid.transactions).toBe(2);
    expect(started.statements.length + paid.statements.length).toBeLessThanOrEqual(33);
  });
});
