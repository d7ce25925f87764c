import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { formatPrice } from "#modules/money";
import { checkoutPaidMailKey, ORDER_NUMBER_PATTERN } from "#modules/transactions";
import { outbox, transactions } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { billing, key, setup } from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// Decision 070 on real PostgreSQL: every order gets its short number in the
// database transaction that makes it; the buyer gets one payment mail per checkout however
// often the payment is confirmed; the receipt is the buyer's alone.

async function garden(price: number, locale: "nl" | "en" = "nl") {
  const provider = await createUser(testDb(), { stripeConnected: true, locale });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Bonen ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: price,
    currentStock: 10,
  });
  return { provider, listing };
}

async function twoGardenCheckout(s: ReturnType<typeof setup>, buyerLocale: "nl" | "en" = "nl") {
  const a = await garden(300);
  const b = await garden(450);
  const buyer = await createUser(testDb(), { firstName: "Anna", locale: buyerLocale });
  const started = await s.services.checkout.start({
    customerId: buyer.id,
    idempotencyKey: key(),
    source: "/cart/checkout",
    orders: [
      { items: [{ listingId: a.listing.id, quantity: 2 }], deliveryMethod: "pickup" },
      { items: [{ listingId: b.listing.id, quantity: 1 }], deliveryMethod: "pickup" },
    ],
    billing,
  });
  return { a, b, buyer, started };
}

const pay = (s: ReturnType<typeof setup>, customerId: string, checkoutId: string) =>
  s.services.checkout.pay({
    customerId,
    checkoutId,
    method: "card",
    paymentMethod: "pm_card_visa",
    returnUrl: "/cart/checkout/card",
  });

describe("order numbers", () => {
  it("each order gets a short unique number when it is made, questions included", async () => {
    const s = setup("2037-03-02T10:00:00Z");
    const { started, buyer, a } = await twoGardenCheckout(s);
    const numbers = started.transactions.map((t) => t.orderNumber);
    expect(numbers).toHaveLength(2);
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_PATTERN);
    expect(new Set(numbers).size).toBe(2);
    const enquiry = await s.services.transactionEngine.enquire({
      customerId: buyer.id,
      listingId: a.listing.id,
    });
    expect(enquiry.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    // Unique across the whole table, and the database refuses a copy.
    const dupes = await testDb()
      .select({ n: transactions.orderNumber })
      .from(transactions)
      .groupBy(transactions.orderNumber)
      .having(sql`count(*) > 1`);
    expect(dupes).toEqual([]);
    await expect(
      testDb()
        .update(transactions)
        .set({ orderNumber: numbers[0]! })
        .where(eq(transactions.id, started.transactions[1]!.id)),
    ).rejects.toThrow();
  });

  it("the migration's backfill gives existing rows numbers of the same shape", async () => {
    const s = setup("2037-03-03T10:00:00Z");
    const { started } = await twoGardenCheckout(s);
    const ids = started.transactions.map((t) => t.id);
    const { readFileSync } = await import("node:fs");
    const migration = readFileSync("db/migrations/0025_order_numbers.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((p) => p.includes("DO $$"))!;
    // In a database transaction that is rolled back: the column is shared with other tests.
    await testDb()
      .transaction(async (tx) => {
        await tx.execute(sql`ALTER TABLE transactions ALTER COLUMN order_number DROP NOT NULL`);
        await tx.execute(
          sql`UPDATE transactions SET order_number = NULL WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
        await tx.execute(sql.raw(backfill));
        const rows = await tx
          .select({ n: transactions.orderNumber })
          .from(transactions)
          .where(
            sql`${transactions.id} IN (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          );
        expect(rows).toHaveLength(2);
        for (const r of rows) expect(r.n).toMatch(ORDER_NUMBER_PATTERN);
        expect(rows[0]!.n).not.toBe(rows[1]!.n);
        throw new Error("rollback");
      })
      .catch((e: Error) => {
        if (e.message !== "rollback") throw e;
      });
  });
});

describe("the buyer's payment mail", () => {
  it("is one mail per checkout listing every garden's order, however often payment is confirmed", async () => {
    const s = setup("2037-03-04T10:00:00Z");
    const { a, b, buyer, started } = await twoGardenCheckout(s, "en");
    expect((await pay(s, buyer.id, started.checkout.id)).kind).toBe("paid");
    // The return page, the webhook and the privileged call, each more than once.
    for (let i = 0; i < 3; i++) {
      await s.services.checkout.confirm(started.checkout.id);
      await s.services.checkout.onPaymentEvent({
        kind: "intent-changed",
        paymentIntentId: started.intent!.id,
      });
    }
    await s.drain();
    await s.drain();
    const toBuyer = s.mail.sent.filter((m) => m.to === buyer.email);
    expect(toBuyer).toHaveLength(1);
    const mail = toBuyer[0]!;
    expect(mail.subject).toBe("Your payment was received: 2 orders");
    for (const order of started.transactions) expect(mail.text).toContain(order.orderNumber);
    expect(mail.text).toContain(`2 × ${a.listing.title}`);
    expect(mail.text).toContain(`1 × ${b.listing.title}`);
    expect(mail.text).toContain(`Total paid: ${formatPrice({ amount: 1050, currency: "EUR" })}`);
    expect(mail.text).toContain(`http://localhost:3000/checkout/${started.checkout.id}/receipt`);
    // Each grower still gets their own order, with its number.
    for (const g of [a, b]) {
      const order = started.transactions.find((t) => t.providerId === g.provider.id)!;
      const theirs = s.mail.sent.filter((m) => m.to === g.provider.email);
      expect(theirs).toHaveLength(1);
      expect(theirs[0]!.text).toContain(order.orderNumber);
    }
    // One outbox row for the buyer, under the checkout's key; none per order.
    const rows = await testDb()
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `%confirm-payment:mail-customer`));
    const ours = rows.filter(
      (r) =>
        r.idempotencyKey === checkoutPaidMailKey(started.checkout.id) ||
        started.transactions.some((t) => r.idempotencyKey.startsWith(t.id)),
    );
    expect(ours.map((r) => r.idempotencyKey)).toEqual([checkoutPaidMailKey(started.checkout.id)]);
  });

  it("is in Dutch for a Dutch buyer and names the one order of a one-garden payment", async () => {
    const s = setup("2037-03-05T10:00:00Z");
    const g = await garden(500);
    const buyer = await createUser(testDb(), { firstName: "Bram" });
    const started = await s.services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [{ items: [{ listingId: g.listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
      billing,
    });
    await pay(s, buyer.id, started.checkout.id);
    await s.drain();
    const toBuyer = s.mail.sent.filter((m) => m.to === buyer.email);
    expect(toBuyer.map((m) => m.subject)).toEqual([
      `Je betaling is ontvangen: bestelling ${started.transactions[0]!.orderNumber}`,
    ]);
    expect(toBuyer[0]!.text).toContain("Ontvangstbewijs bekijken");
  });
});

describe("the receipt", () => {
  it("shows the buyer each order's number, lines and totals; everyone else gets 404", async () => {
    const s = setup("2037-03-06T10:00:00Z");
    const { a, b, buyer, started } = await twoGardenCheckout(s);
    const id = started.checkout.id;
    const notFound = async (who: string) => {
      const error = await s.services.checkout.receipt(who, id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(404);
    };
    // Not paid yet: no receipt, even for the buyer.
    await notFound(buyer.id);
    await pay(s, buyer.id, id);
    const receipt = await s.services.checkout.receipt(buyer.id, id);
    expect(receipt.orders.map((o) => o.number)).toEqual(
      started.transactions.map((t) => t.orderNumber),
    );
    const ofGarden = (g: typeof a) =>
      receipt.orders.find(
        (o) =>
          o.number ===
          started.transactions.find((t) => t.providerId === g.provider.id)!.orderNumber,
      )!;
    expect(ofGarden(a).total).toBe(600);
    expect(ofGarden(b).total).toBe(450);
    expect(receipt.total).toBe(1050);
    expect(receipt.method).toBe("CheckoutPage.methodCard");
    expect(receipt.billingName).toBe("Anna de Vries");
    expect(ofGarden(a).lines).toEqual([
      {
        label: {
          id: "TransactionPage.breakdown.units",
          values: { title: a.listing.title, quantity: 2 },
        },
        amount: 600,
      },
    ]);
    expect(ofGarden(b).garden).toBe(b.provider.displayName);
    // The growers, another buyer and an unknown id: the same 404.
    await notFound(a.provider.id);
    await notFound(b.provider.id);
    await notFound((await createUser(testDb())).id);
    const unknown = await s.services.checkout
      .receipt(buyer.id, "00000000-0000-4000-8000-000000000000")
      .catch((e: unknown) => e);
    expect((unknown as AppError).status).toBe(404);
  });
});

describe("inbox rows and order pages", () => {
  it("show the order number, the quantities and this side's amount", async () => {
    const s = setup("2037-03-07T10:00:00Z");
    const { a, buyer, started } = await twoGardenCheckout(s);
    await pay(s, buyer.id, started.checkout.id);
    const order = started.transactions.find((t) => t.providerId === a.provider.id)!;
    const orders = await s.services.inbox.query(buyer.id, "orders", 1);
    const row = orders.items.find((i) => i.id === order.id)!;
    expect(row.orderNumber).toBe(order.orderNumber);
    expect(row.quantities).toEqual([{ title: a.listing.title, quantity: 2 }]);
    expect(row.amount).toBe(order.payinTotal);
    const sales = await s.services.inbox.query(a.provider.id, "sales", 1);
    const sale = sales.items.find((i) => i.id === order.id)!;
    expect(sale.orderNumber).toBe(order.orderNumber);
    expect(sale.amount).toBe(order.payoutTotal);

    const page = await s.services.inbox.show(
      { id: buyer.id, isOperator: false },
      order.id,
      "order",
    );
    expect("data" in page && page.data.orderNumber).toBe(order.orderNumber);
    expect("data" in page && page.data.receiptCheckoutId).toBe(started.checkout.id);
    // The grower's page has the number but no receipt: the receipt is the buyer's.
    const salePage = await s.services.inbox.show(
      { id: a.provider.id, isOperator: false },
      order.id,
      "sale",
    );
    expect("data" in salePage && salePage.data.orderNumber).toBe(order.orderNumber);
    expect("data" in salePage && salePage.data.receiptCheckoutId).toBeNull();
  });
});
