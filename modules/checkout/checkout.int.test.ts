import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { drainDueTimers } from "#modules/jobs/server";
import { checkouts, listings, paymentIntents, paymentRefunds, users } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";
import { payByCard, pickup } from "../../tests/setup/checkout-statements";
import { fakeClock, MINUTE } from "../../tests/setup/clock";
import { testDb, testServices } from "../../tests/setup/services";

// Checkout on real PostgreSQL with a clock the test moves: one payment, one transaction
// per seller, test-mode cards and banks, the webhook through the outbox, expiry.

const card = (number: string) => ({ number, expMonth: "12", expYear: "2034", cvc: "123" });
let keys = 0;
const key = () => `key-${Date.now()}-${keys++}`;

async function garden(stock = 5, price = 300, overrides: { stripeConnected?: boolean } = {}) {
  const provider = await createUser(testDb(), { stripeConnected: true, ...overrides });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Bonen ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: price,
    currentStock: stock,
  });
  return { provider, listing };
}
async function stockOf(id: string) {
  const [row] = await testDb()
    .select({ s: listings.currentStock })
    .from(listings)
    .where(eq(listings.id, id));
  return row!.s;
}
function setup(start: string) {
  const clock = fakeClock(start);
  const { services, mail } = testServices({ now: clock.now });
  const drain = async () => {
    for (let i = 0; i < 10; i++) {
      const pass = await services.runOutbox((e) => {
        throw e;
      });
      if (pass.claimed === 0) return;
    }
  };
  return { clock, services, mail, drain };
}

describe("checkout", () => {
  it("two gardens, one card payment: both orders purchased, stock taken, mails sent once", async () => {
    const { services, mail, drain } = setup("2031-01-10T10:00:00Z");
    const a = await garden(5, 300);
    const b = await garden(3, 450);
    const buyer = await createUser(testDb());
    const started = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id, 2), { ...pickup(b.listing.id, 1), message: "Na 17 uur" }],
      billing,
    });
    expect(started.transactions.map((t) => t.state)).toEqual([
      "pending-payment",
      "pending-payment",
    ]);
    expect(started.intent).toMatchObject({ amount: 600 + 450, status: "requires_payment_method" });
    expect(await stockOf(a.listing.id)).toBe(3);
    expect(await stockOf(b.listing.id)).toBe(2);

    const paid = await payByCard(services, buyer.id, started.checkout.id);
    expect(paid.kind).toBe("paid");
    const orders = await services.checkout.orders(started.checkout.id);
    expect(orders.map((t) => t.state)).toEqual(["purchased", "purchased"]);

    await drain(); // the succeeded event reaches the webhook; the mails go out
    await drain();
    // One payment, one mail to the buyer listing both gardens' orders (decision 070).
    const buyerMail = mail.sent.filter((m) => m.to === buyer.email);
    expect(buyerMail).toHaveLength(1);
    expect(buyerMail[0]!.subject).toBe("Je betaling is ontvangen: 2 bestellingen");
    for (const order of orders) expect(buyerMail[0]!.text).toContain(order.orderNumber);
    expect(buyerMail[0]!.text).toContain(a.listing.title);
    expect(buyerMail[0]!.text).toContain(b.listing.title);
    expect(buyerMail[0]!.text).toContain("Totaal betaald: € 10,50");
    expect(buyerMail[0]!.text).toContain(`/checkout/${started.checkout.id}/receipt`);
    const growerMail = mail.sent.filter((m) => m.to === b.provider.email);
    expect(growerMail).toHaveLength(1);
    expect(growerMail[0]!.text).toContain("Na 17 uur");
    expect(growerMail[0]!.text).toContain(b.listing.title);
  });

  it("50 identical parallel submits make one payment and one set of orders", async () => {
    const { services } = setup("2031-01-11T10:00:00Z");
    const a = await garden(100, 300);
    const b = await garden(100, 200);
    const buyer = await createUser(testDb());
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        services.checkout.start({
          customerId: buyer.id,
          idempotencyKey: k,
          source: "/cart/checkout",
          orders: [pickup(a.listing.id, 2), pickup(b.listing.id, 1)],
          billing,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.checkout.id)).size).toBe(1);
    expect(new Set(results.map((r) => r.intent?.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await testDb().select().from(checkouts).where(eq(checkouts.customerId, buyer.id));
    expect(rows).toHaveLength(1);
    const intents = await testDb()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.transferGroup, rows[0]!.id));
    expect(intents).toHaveLength(1);
    expect(await services.checkout.orders(rows[0]!.id)).toHaveLength(2);
    expect(await stockOf(a.listing.id)).toBe(98);
    expect(await stockOf(b.listing.id)).toBe(99);
  });

  it("carts crossing the same gardens in both orders neither deadlock nor oversell", async () => {
    const { services } = setup("2031-01-11T12:00:00Z");
    const gardens = await Promise.all([garden(3), garden(3), garden(3)]);
    // A buyer each: one account holds at most 5 unpaid orders (decision 063).
    const buyers = await Promise.all(Array.from({ length: 60 }, () => createUser(testDb())));
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const a = gardens[i % 3]!.listing.id;
        const b = gardens[(i + 1 + (i % 2)) % 3]!.listing.id;
        return services.checkout
          .start({
            customerId: buyers[i]!.id,
            idempotencyKey: key(),
            source: "/cart/checkout",
            orders: [pickup(a), pickup(b)],
            billing,
          })
          .then(
            () => "ok",
            (e: unknown) => (e instanceof AppError ? e.code : String(e)),
          );
      }),
    );
    const counts = new Set(outcomes);
    expect([...counts].sort()).toEqual(["ok", "transaction-listing-insufficient-stock"]);
    const left = (await Promise.all(gardens.map((g) => stockOf(g.listing.id)))).map((n) => n ?? 0);
    const sold = outcomes.filter((o) => o === "ok").length * 2;
    expect(9 - left.reduce((x, y) => x + y, 0)).toBe(sold);
    expect(Math.min(...left)).toBeGreaterThanOrEqual(0);
  });

  it("is all or nothing: one short item leaves no order, no reservation, no payment", async () => {
    const { services } = setup("2031-01-12T10:00:00Z");
    const a = await garden(5);
    const b = await garden(1);
    const buyer = await createUser(testDb());
    const attempt = services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id, 2), pickup(b.listing.id, 2)],
      billing,
    });
    await expect(attempt).rejects.toMatchObject({
      code: "transaction-listing-insufficient-stock",
      fields: { listingId: b.listing.id },
    });
    expect(await stockOf(a.listing.id)).toBe(5);
    const rows = await testDb().select().from(checkouts).where(eq(checkouts.customerId, buyer.id));
    expect(rows).toHaveLength(0);
  });

  it("names the item and the reason: closed, not connected, price changed, own listing", async () => {
    const { services } = setup("2031-01-12T11:00:00Z");
    const ok = await garden(5);
    const unconnected = await garden(5, 300, { stripeConnected: false });
    const closed = await garden(5);
    await testDb()
      .update(listings)
      .set({ state: "closed" })
      .where(eq(listings.id, closed.listing.id));
    const buyer = await createUser(testDb());
    const codeOf = async (orders: Parameters<typeof services.checkout.start>[0]["orders"]) => {
      try {
        await services.checkout.start({
          customerId: buyer.id,
          idempotencyKey: key(),
          source: "/cart/checkout",
          orders,
          billing,
        });
        return "ok";
      } catch (error) {
        const e = error as AppError;
        return `${e.code} ${e.messageId} ${e.fields.listingId === undefined ? "-" : e.fields.listingId === orders.at(-1)!.items[0]!.listingId ? "named" : "other"}`;
      }
    };
    expect(await codeOf([pickup(ok.listing.id), pickup(unconnected.listing.id)])).toBe(
      "transaction-missing-stripe-account CheckoutPage.providerStripeAccountMissingError named",
    );
    expect(await codeOf([pickup(ok.listing.id), pickup(closed.listing.id)])).toBe(
      "transaction-listing-not-found CheckoutPage.listingNotFoundError named",
    );
    expect(
      await codeOf([
        pickup(ok.listing.id),
        { items: [{ listingId: closed.listing.id, quantity: 1 }], deliveryMethod: "shipping" },
      ]),
    ).toBe("validation-invalid-params CheckoutPage.shippingAddressRequired -");
    expect(
      await codeOf([
        {
          items: [{ listingId: ok.listing.id, quantity: 1, expectedUnitPrice: 299 }],
          deliveryMethod: "pickup",
        },
      ]),
    ).toBe("transaction-listing-price-changed CheckoutPage.priceChangedError named");
    const own = services.checkout.start({
      customerId: ok.provider.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(ok.listing.id)],
      billing,
    });
    await expect(own).rejects.toMatchObject({
      code: "forbidden",
      messageId: "CheckoutPage.ownListingError",
    });
    const tiny = await garden(5, 20);
    expect(await codeOf([pickup(tiny.listing.id)])).toBe(
      "transaction-payment-failed CheckoutPage.amountTooLowError -",
    );
    expect(await stockOf(ok.listing.id)).toBe(5);
  });

  it("declined and insufficient-funds cards show the spec's message; a retry with 4242 pays", async () => {
    const { services } = setup("2031-01-13T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    // The card becomes a payment method in the browser (test mode's tokenisation); checkout
    // only ever gets its id.
    const tokenise = async (number: string, expYear = "2034") => {
      const made = await services.testPayments!.createPaymentMethod({ ...card(number), expYear });
      return made.ok ? made.paymentMethod.id : made.messageId;
    };
    const pay = (paymentMethod: string) =>
      services.checkout.pay({
        customerId: buyer.id,
        checkoutId: checkout.id,
        method: "card",
        paymentMethod,
        returnUrl: "/cart/checkout/card",
      });
    expect(await pay(await tokenise("4000 0000 0000 0002"))).toEqual({
      kind: "failed",
      messageId: "StripePaymentForm.cardDeclined",
    });
    expect(await pay(await tokenise("4000000000009995"))).toEqual({
      kind: "failed",
      messageId: "StripePaymentForm.cardDeclined",
    });
    // The card form's own errors stop at tokenisation; nothing reaches the intent.
    expect(await tokenise("4242424242424241")).toBe("StripePaymentForm.incorrectNumber");
    expect(await tokenise("4242424242424242", "2030")).toBe("StripePaymentForm.expiredCard");
    // An id test mode never made is no card.
    expect(await pay("pm_test_made_up")).toEqual({
      kind: "failed",
      messageId: "StripePaymentForm.missingCard",
    });
    expect(await pay(await tokenise("4242424242424242"))).toMatchObject({ kind: "paid" });
    // Handled: a second pay does not confirm again and changes nothing.
    expect(await pay("pm_card_chargeDeclined")).toMatchObject({ kind: "paid" });
    const orders = await services.checkout.orders(checkout.id);
    expect(orders[0]!.state).toBe("purchased");
  });

  it("3-D Secure: the authentication page fails, then approves", async () => {
    const { services } = setup("2031-01-14T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    const pay = () =>
      services.checkout.pay({
        customerId: buyer.id,
        checkoutId: checkout.id,
        method: "card",
        paymentMethod: "pm_card_authenticationRequired",
        returnUrl: "/cart/checkout/card",
      });
    expect(await pay()).toEqual({ kind: "redirect", url: `/test-mode/authenticate/${intent!.id}` });
    const failed = await services.testPayments!.authenticate(intent!.id, "fail");
    expect(failed.returnUrl).toBe("/cart/checkout/card");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({
      kind: "failed",
      messageId: "StripePaymentForm.authenticationFailed",
    });
    expect(await pay()).toMatchObject({ kind: "redirect" });
    await services.testPayments!.authenticate(intent!.id, "approve");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({ kind: "paid" });
    // Another buyer cannot read this return.
    const stranger = await createUser(testDb());
    await expect(services.checkout.returned(stranger.id, intent!.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("iDEAL: the bank page's fail and cancel leave it payable; pay completes it", async () => {
    const { services } = setup("2031-01-15T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/l/x/y/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    const ideal = () =>
      services.checkout.pay({
        customerId: buyer.id,
        checkoutId: checkout.id,
        method: "ideal",
        returnUrl: "/l/x/y/checkout/ideal",
      });
    expect(await ideal()).toEqual({ kind: "redirect", url: `/test-mode/bank/${intent!.id}` });
    await services.testPayments!.bankOutcome(intent!.id, "fail");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({
      messageId: "CheckoutPage.idealPaymentFailed",
    });
    await ideal();
    await services.testPayments!.bankOutcome(intent!.id, "cancel");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({
      messageId: "CheckoutPage.idealPaymentCanceled",
    });
    await ideal();
    const paid = await services.testPayments!.bankOutcome(intent!.id, "pay");
    expect(paid.returnUrl).toBe("/l/x/y/checkout/ideal");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({ kind: "paid" });
  });

  it("the webhook five times and out of order: one transition, one mail per party", async () => {
    const { services, mail, drain } = setup("2031-01-16T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: checkout.id,
      method: "ideal",
      returnUrl: "/cart/checkout/ideal",
    });
    await services.testPayments!.bankOutcome(intent!.id, "pay");
    const event = (id: string, status: string) =>
      JSON.stringify({
        id,
        type: `payment_intent.${status}`,
        created: 1,
        data: { object: { id: intent!.id, object: "payment_intent", status } },
      });
    // succeeded arrives before requires_action; the same events again and again.
    const deliveries = [
      event("evt_ooo_succ", "succeeded"),
      event("evt_ooo_act", "requires_action"),
      event("evt_ooo_succ", "succeeded"),
      event("evt_ooo_succ", "succeeded"),
      event("evt_ooo_act", "requires_action"),
    ];
    const results = await Promise.all(
      deliveries.map((raw) => services.webhooks.receive(raw, services.webhooks.sign(raw))),
    );
    expect(results.filter((r) => !r.duplicate).length).toBeGreaterThanOrEqual(2);
    // And the return page too.
    await services.checkout.returned(buyer.id, intent!.id);
    await drain();
    await drain();
    const history = await services.transactionEngine.history(
      (await services.checkout.orders(checkout.id))[0]!.id,
    );
    expect(history.filter((h) => h.transition === "transition/confirm-payment")).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === buyer.email)).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === a.provider.email)).toHaveLength(1);
    // A forged signature is refused.
    const raw = event("evt_forged", "succeeded");
    await expect(services.webhooks.receive(raw, "t=1,v1=00")).rejects.toMatchObject({
      status: 400,
    });
  });

  it("15 minutes unpaid: stock back, intent cancelled; paying after that is refunded in full", async () => {
    const { services, clock, drain } = setup("2031-01-17T10:00:00Z");
    const a = await garden(4, 500);
    const buyer = await createUser(testDb());
    const first = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id, 2)],
      billing,
    });
    // The second buyer goes to the bank and comes back late.
    const second = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id, 1)],
      billing,
    });
    await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: second.checkout.id,
      method: "ideal",
      returnUrl: "/cart/checkout/ideal",
    });
    expect(await stockOf(a.listing.id)).toBe(1);
    clock.advance(15 * MINUTE + 1000);
    // Every due timer, also those other tests' orders left due at this clock.
    const pass = await drainDueTimers(services.transactionEngine);
    expect(pass.fired).toBeGreaterThanOrEqual(2);
    expect(await stockOf(a.listing.id)).toBe(4);
    await drain();
    expect((await services.checkout.intentOf(first.checkout))!.status).toBe("canceled");
    // Too late at the card form.
    expect(await payByCard(services, buyer.id, first.checkout.id)).toMatchObject({
      kind: "failed",
      messageId: "CheckoutPage.paymentExpiredMessage",
    });
    // The bank says paid after expiry: refunded in full, the buyer told so.
    const late = await services.testPayments!.bankOutcome(second.intent!.id, "pay");
    expect(late.status).toBe("succeeded");
    expect(await services.checkout.returned(buyer.id, second.intent!.id)).toMatchObject({
      kind: "failed",
      messageId: "CheckoutPage.paymentExpiredRefunded",
    });
    await drain();
    const refunds = await testDb()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentIntentId, second.intent!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(500);
    expect((await services.checkout.orders(second.checkout.id))[0]!.state).toBe("payment-expired");
    expect(await stockOf(a.listing.id)).toBe(4);
  });

  it("a customer banned after the request is refunded, not sold to", async () => {
    const { services } = setup("2031-01-19T10:00:00Z");
    const a = await garden(5, 400);
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    await testDb().update(users).set({ banned: true }).where(eq(users.id, buyer.id));
    const outcome = await payByCard(services, buyer.id, checkout.id);
    expect(outcome).toEqual({ kind: "failed", messageId: "CheckoutPage.customerBannedError" });
    expect((await services.checkout.orders(checkout.id))[0]!.state).toBe("pending-payment");
    const refunds = await testDb()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentIntentId, intent!.id));
    expect(refunds.map((r) => r.amount)).toEqual([400]);
  });

  it("shows an order only to its customer, its provider and operators", async () => {
    const { services } = setup("2031-01-18T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const stranger = await createUser(testDb());
    const operator = await createUser(testDb(), { isOperator: true });
    const { transactions } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    const id = transactions[0]!.id;
    expect((await services.orders.show({ id: buyer.id }, id)).role).toBe("customer");
    const asProvider = await services.orders.show({ id: a.provider.id }, id);
    expect(asProvider.lineItems.every((l) => l.includeFor.includes("provider"))).toBe(true);
    expect((await services.orders.show({ id: operator.id, isOperator: true }, id)).role).toBe(
      "operator",
    );
    await expect(services.orders.show({ id: stranger.id }, id)).rejects.toMatchObject({
      status: 404,
    });
  });
});
