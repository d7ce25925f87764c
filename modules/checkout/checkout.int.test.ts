import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { checkouts, listings, paymentIntents } from "../../db/schema";
import { createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";
import { garden, key, stockOf } from "../../tests/setup/checkout-fixtures";
import { payByCard, pickup } from "../../tests/setup/checkout-statements";
import { clockedServices as setup, testDb } from "../../tests/setup/services";

// Checkout on real PostgreSQL with a clock the test moves: one payment, one transaction
// per seller, test-mode cards and banks, the webhook through the outbox, expiry.

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
