import { afterAll, describe, expect, it } from "vitest";
import { drainDueTimers } from "#modules/jobs/server";
import { createListing, createUser } from "../tests/factories";
import { startFakeStripe } from "../tests/fake-stripe/server";
import { billing } from "../tests/setup/billing";
import { fakeClock, MINUTE } from "../tests/setup/clock";
import { startTestApp } from "../tests/setup/http-app";
import { testDb } from "../tests/setup/services";

// Stripe's webhooks at both endpoints (decision 080), with the Stripe adapter talking to the
// fake Stripe: events signed by the SDK's test header helper, checked by the SDK's
// constructEvent against the services' clock; stored once; read as news only.

const PLATFORM_SECRET = "whsec_platform_test_1";
const CONNECT_SECRET = "whsec_connect_test_1";
const fake = await startFakeStripe();
const clock = fakeClock("2031-03-02T10:00:00Z");
const app = await startTestApp({
  now: clock.now,
  env: {
    STRIPE_SECRET_KEY: "sk_test_webhooks",
    PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_webhooks",
    STRIPE_WEBHOOK_SECRET: PLATFORM_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    STRIPE_API_BASE: fake.url,
  },
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
const { services } = app;
const seconds = () => Math.floor(clock.now().getTime() / 1000);
const platform = `${app.origin}/webhooks/stripe`;
const connect = `${app.origin}/webhooks/stripe-connect`;
let keys = 0;

/** A buyer sent to iDEAL for one grower's beans, through checkout on the Stripe adapter. */
async function atTheBank(price = 400) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Bonen ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: price,
    currentStock: 5,
  });
  const buyer = await createUser(testDb());
  const { checkout, intent } = await services.checkout.start({
    customerId: buyer.id,
    idempotencyKey: `stripe-webhooks-${Date.now()}-${keys++}`,
    source: "/cart/checkout",
    orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
    billing,
  });
  await services.checkout.pay({
    customerId: buyer.id,
    checkoutId: checkout.id,
    method: "ideal",
    returnUrl: "/cart/checkout/ideal",
  });
  const at = await services.payments.retrievePaymentIntent(intent!.id);
  expect(at).toMatchObject({ status: "requires_action", paymentMethodType: "ideal" });
  return { checkout, intent: at!, buyer };
}
const lastEvent = (type: string, objectId: string) =>
  fake
    .eventsOf(type)
    .filter((e) => (e.data as { object: { id: string } }).object.id === objectId)
    .at(-1)!;
const confirmations = async (checkoutId: string) => {
  const order = (await services.checkout.orders(checkoutId))[0]!;
  const history = await services.transactionEngine.history(order.id);
  return history.filter((h) => h.transition === "transition/confirm-payment").length;
};

describe("Stripe webhooks", () => {
  it("runs on the Stripe adapter", () => {
    expect(services.payments.mode).toBe("stripe");
    expect(services.testPayments).toBeNull();
  });

  it("refuses a bad signature and a stale timestamp with 400, and handles a good one once", async () => {
    const { checkout, intent } = await atTheBank();
    await fake.visit(intent.nextActionUrl!, "approve");
    const succeeded = lastEvent("payment_intent.succeeded", intent.id);
    expect(await fake.deliver(platform, succeeded, "whsec_someone_else", seconds())).toBe(400);
    expect(await fake.deliver(platform, succeeded, PLATFORM_SECRET, seconds() - 6 * 60)).toBe(400);
    // The Connect endpoint has its own secret: the platform's does not sign for it.
    expect(await fake.deliver(connect, succeeded, PLATFORM_SECRET, seconds())).toBe(400);
    expect(await confirmations(checkout.id)).toBe(0);

    expect(await fake.deliver(platform, succeeded, PLATFORM_SECRET, seconds() - 60)).toBe(200);
    expect(await confirmations(checkout.id)).toBe(1);
    expect((await services.checkout.orders(checkout.id))[0]!.state).not.toBe("pending-payment");
  });

  it("ignores a duplicate, and an older event arriving last changes nothing", async () => {
    const { checkout, intent } = await atTheBank();
    const requiresAction = lastEvent("payment_intent.requires_action", intent.id);
    await fake.visit(intent.nextActionUrl!, "approve");
    const succeeded = lastEvent("payment_intent.succeeded", intent.id);
    const deliver = (event: object) => fetchJson(platform, event, PLATFORM_SECRET, seconds());
    expect(await deliver(succeeded)).toEqual({ received: true, duplicate: false });
    expect(await deliver(succeeded)).toEqual({ received: true, duplicate: true });
    // requires_action was sent first but arrives last: the handler reads the intent, paid.
    expect(await deliver(requiresAction)).toEqual({ received: true, duplicate: false });
    expect(await confirmations(checkout.id)).toBe(1);
  });

  it("refunds in full a payment that succeeds after the order expired", async () => {
    const { checkout, intent } = await atTheBank(500);
    clock.advance(15 * MINUTE + 1000);
    await drainDueTimers(services.transactionEngine);
    expect((await services.checkout.orders(checkout.id))[0]!.state).toBe("payment-expired");
    // The bank pays late; Stripe tells us.
    await fake.visit(intent.nextActionUrl!, "approve");
    const succeeded = lastEvent("payment_intent.succeeded", intent.id);
    expect(await fake.deliver(platform, succeeded, PLATFORM_SECRET, seconds())).toBe(200);
    // Only this checkout's jobs: other tests' test-mode jobs in the shared database are not
    // this Stripe-mode app's to run.
    const transactionIds = (await services.checkout.orders(checkout.id)).map((o) => o.id);
    for (let i = 0; i < 10; i++) {
      const pass = await services.runOutbox(
        (e) => {
          throw e;
        },
        { transactionIds },
      );
      if (pass.claimed === 0) break;
    }
    const refunds = [...fake.state.objects.values()].filter(
      (o) => o.object === "refund" && o.payment_intent === intent.id,
    );
    expect(refunds.map((r) => r.amount)).toEqual([500]);
    expect((await services.payments.retrievePaymentIntent(intent.id))?.amountRefunded).toBe(500);
  });

  it("finds a payment whose webhook was lost, on the reconciliation pass", async () => {
    const { checkout, intent } = await atTheBank();
    await fake.visit(intent.nextActionUrl!, "approve");
    // No event arrives. Ten minutes on, the pass re-reads the intent.
    expect(await confirmations(checkout.id)).toBe(0);
    clock.advance(11 * MINUTE);
    const pass = await services.reconcilePayments();
    expect(pass?.reread).toBeGreaterThanOrEqual(1);
    expect(await confirmations(checkout.id)).toBe(1);
    // Within five minutes a second call does nothing.
    expect(await services.reconcilePayments()).toBeNull();
  });

  it("takes Connect events at their own endpoint with their own secret", async () => {
    const account = {
      id: "evt_connect_account_1",
      object: "event",
      type: "account.updated",
      account: "acct_connect_1",
      created: seconds(),
      data: { object: { id: "acct_connect_1", object: "account", charges_enabled: false } },
    };
    expect(await fake.deliver(connect, account, CONNECT_SECRET, seconds())).toBe(200);
    expect(await fetchJson(connect, account, CONNECT_SECRET, seconds())).toEqual({
      received: true,
      duplicate: true,
    });
  });
});

async function fetchJson(endpoint: string, event: object, secret: string, timestamp: number) {
  const Stripe = (await import("stripe")).default;
  const payload = JSON.stringify(event);
  const res = await fetch(endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    },
    body: payload,
  });
  expect(res.status).toBe(200);
  return res.json();
}
