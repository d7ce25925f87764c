import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../db/client";
import { parseEnv } from "../../server/env";
import { createServices } from "../../server/services";
import { createListing, createUser } from "../../tests/factories";
import {
  numbered,
  payByCard,
  pickup,
  recordStatements,
  startCheckout,
} from "../../tests/setup/checkout-statements";

// What one checkout and its card payment cost the database (decision 089): counted on a pool
// of their own, so the budget cannot grow back without this failing (the message lists what
// ran). 56 statements in 4 transactions at first; the bounds are what it takes now.

const db = createDatabase(inject("databaseUrl"), 2, { recordStatements: true });
const services = createServices({
  db,
  env: parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000" }),
  mailer: { send: async () => {} },
});
afterAll(() => db.$client.end());

const lockedListings = (statements: string[]) =>
  statements.filter((s) => /from "listings"/.test(s) && /for update/i.test(s)).length;

async function checkoutAndPay(sellers: number) {
  const buyer = await createUser(db);
  const orders: ReturnType<typeof pickup>[] = [];
  for (let i = 0; i < sellers; i++) {
    const seller = await createUser(db, { stripeConnected: true });
    const listing = await createListing(db, { authorId: seller.id, currentStock: 5 });
    orders.push(pickup(listing.id));
  }
  const started = await recordStatements(db, () =>
    startCheckout(services, buyer.id, `budget-${sellers}-${buyer.id}`, orders),
  );
  const paid = await recordStatements(db, () =>
    payByCard(services, buyer.id, started.value.checkout.id),
  );
  expect(paid.value.kind).toBe("paid");
  const all = { statements: [...started.log.statements, ...paid.log.statements], transactions: 0 };
  return { started: started.log, paid: paid.log, all };
}

describe("one checkout and its card payment", () => {
  it("one garden: at most 20 statements; start in one transaction, the listing locked once", async () => {
    const { started, paid, all } = await checkoutAndPay(1);
    expect(started.transactions).toBe(1);
    expect(lockedListings(started.statements)).toBe(1);
    // The processor's confirmation is one statement; the order's is one database transaction.
    expect(paid.transactions).toBe(1);
    expect(all.statements.length, numbered(all)).toBeLessThanOrEqual(20);
  });

  it("two gardens: both listings in one lock, at most 24 statements", async () => {
    const { started, paid, all } = await checkoutAndPay(2);
    expect(started.transactions).toBe(1);
    expect(lockedListings(started.statements)).toBe(1);
    expect(paid.transactions).toBe(1);
    expect(all.statements.length, numbered(all)).toBeLessThanOrEqual(24);
  });
});
