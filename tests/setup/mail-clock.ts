import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { drainDueTimers } from "#modules/jobs/server";
import { paymentRefunds, transactionTimers } from "../../db/schema";
import { parseEnv } from "../../server/env";
import { createServices } from "../../server/services";
import { createListing, createUser } from "../factories";
import { billing } from "./billing";
import { fakeClock } from "./clock";
import { memoryMailer, testDb } from "./services";

// Shared by the transaction-mail tests (decision 056): services on a clock the test moves, a
// paid order through checkout and the test-mode card, and what the payments and timers hold.

export { DAY, MINUTE } from "./clock";
export { billing };

let keys = 0;
export const key = () => `mails-${Date.now()}-${keys++}`;

/** The real services on the test database, a movable clock, mail in memory; `env` adds settings. */
export function setup(start: string, env: Record<string, string> = {}) {
  const clock = fakeClock(start);
  const mail = memoryMailer();
  const services = createServices({
    db: testDb(),
    env: parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000", ...env }, () => {}),
    mailer: mail.mailer,
    now: clock.now,
  });
  // Runs the outbox until it is empty; callers run it twice to prove a repeat sends nothing.
  // Rows of other tests' orders in the shared database are due too: their failures are left
  // to retry (a missing mail of ours fails the test's own assertions).
  const drain = async () => {
    for (let i = 0; i < 100; i++) {
      const pass = await services.runOutbox();
      if (pass.claimed === 0) return;
    }
  };
  // Every due timer, however many earlier tests left due at this clock.
  const settle = async () => {
    await drainDueTimers(services.transactionEngine);
    await drainDueTimers(services.transactionEngine);
    await drain();
    await drain();
  };
  return { clock, services, mail, drain, settle };
}

export type Setup = ReturnType<typeof setup>;

/** A paid order through checkout and the test-mode card, as a buyer in nl and a grower in en. */
export async function paidOrder({ services, drain }: Setup, deliveryMethod: "pickup" | "shipping") {
  const provider = await createUser(testDb(), {
    firstName: "Kees",
    lastName: "Kweker",
    stripeConnected: true,
    locale: "en",
  });
  const customer = await createUser(testDb(), { firstName: "Anna", lastName: "Koper" });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Pompoenen ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 400,
    currentStock: 5,
    publicData: { shippingEnabled: true },
  });
  const started = await services.checkout.start({
    customerId: customer.id,
    idempotencyKey: key(),
    source: "/cart/checkout",
    orders: [
      deliveryMethod === "shipping"
        ? {
            items: [{ listingId: listing.id, quantity: 2 }],
            deliveryMethod,
            shippingAddress: { ...billing, state: undefined, phone: undefined },
          }
        : { items: [{ listingId: listing.id, quantity: 2 }], deliveryMethod },
    ],
    billing,
  });
  const paid = await services.checkout.pay({
    customerId: customer.id,
    checkoutId: started.checkout.id,
    method: "card",
    paymentMethod: "pm_card_visa",
    returnUrl: "/cart/checkout/card",
  });
  expect(paid.kind).toBe("paid");
  await drain();
  const id = started.transactions[0]!.id;
  return {
    id,
    customer,
    provider,
    listing,
    intentId: started.intent!.id,
    checkoutId: started.checkout.id,
  };
}

export const as = (user: { id: string }) => ({ id: user.id, isOperator: false });

export async function refundsOf(intentId: string) {
  return testDb().select().from(paymentRefunds).where(eq(paymentRefunds.paymentIntentId, intentId));
}

export async function timersOf(transactionId: string) {
  return testDb()
    .select()
    .from(transactionTimers)
    .where(eq(transactionTimers.transactionId, transactionId));
}
