import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, transactions } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";
import { fakeClock } from "../../tests/setup/clock";
import { testDb, testServices } from "../../tests/setup/services";

// "Contact the seller" on real PostgreSQL: the enquiry and its first message in one database
// transaction, its refusals, and the buyer ordering from it through checkout (decision 055).

async function garden(overrides: { stripeConnected?: boolean; banned?: boolean } = {}) {
  const provider = await createUser(testDb(), { stripeConnected: true, ...overrides });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Bonen ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 300,
    currentStock: 5,
  });
  return { provider, listing };
}
const rowsOf = async (customerId: string) =>
  testDb().select().from(transactions).where(eq(transactions.customerId, customerId));
const messagesOf = async (transactionId: string) =>
  testDb().select().from(messages).where(eq(messages.transactionId, transactionId));

/** The AppError's message id a promise rejects with (or the zod issue's). */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { messageId?: string; status?: number; issues?: Array<{ message: string }> };
    return { status: e.status ?? 400, messageId: e.messageId ?? e.issues?.[0]?.message };
  }
  throw new Error("expected a refusal");
}

describe("enquiries", () => {
  it("opens an enquiry with its first message, shown to both sides as Enquiry", async () => {
    const clock = fakeClock("2031-03-01T09:00:00Z");
    const { services } = testServices({ now: clock.now });
    const { provider, listing } = await garden({ stripeConnected: false });
    const buyer = await createUser(testDb());
    const tx = await services.enquiries.start(buyer.id, {
      listingId: listing.id,
      message: "  Zijn de bonen onbespoten?  ",
    });
    expect(tx).toMatchObject({
      state: "enquiry",
      lastTransition: "transition/enquire",
      customerId: buyer.id,
      providerId: provider.id,
      listingId: listing.id,
      payinTotal: 0,
      deliveryMethod: null,
    });
    const sent = await messagesOf(tx.id);
    expect(sent.map((m) => [m.senderId, m.content])).toEqual([
      [buyer.id, "Zijn de bonen onbespoten?"],
    ]);
    const orders = await services.inbox.query(buyer.id, "orders", 1);
    expect(orders.items.find((i) => i.id === tx.id)?.status.label).toBe("enquiry");
    const sales = await services.inbox.query(provider.id, "sales", 1);
    expect(sales.items.find((i) => i.id === tx.id)?.status).toEqual({
      label: "enquiry",
      needsAction: true,
    });
    expect(await services.inbox.notificationCount(provider.id)).toBe(1);
    clock.advance(60_000);
    // The grower answers on the sale page; the buyer reads both in the order's messages.
    await services.messages.send(
      { id: provider.id, isOperator: false },
      {
        transactionId: tx.id,
        content: "Ja, helemaal.",
      },
    );
    // Answered: no longer waiting for the grower, until the buyer writes again.
    expect(await services.inbox.notificationCount(provider.id)).toBe(0);
    const answered = await services.inbox.query(provider.id, "sales", 1);
    expect(answered.items.find((i) => i.id === tx.id)?.status.needsAction).toBe(false);
    const thread = await services.messages.query({ id: buyer.id, isOperator: false }, tx.id);
    expect(thread.messages.map((m) => m.content)).toEqual([
      "Zijn de bonen onbespoten?",
      "Ja, helemaal.",
    ]);
    clock.advance(60_000);
    await services.messages.send(
      { id: buyer.id, isOperator: false },
      { transactionId: tx.id, content: "Fijn, en de prijs per kilo?" },
    );
    expect(await services.inbox.notificationCount(provider.id)).toBe(1);
  });

  it("refuses an empty message, the own listing and a banned seller, leaving nothing behind", async () => {
    const { services } = testServices();
    const buyer = await createUser(testDb());
    const { provider, listing } = await garden();
    expect(await refusal(services.enquiries.start(buyer.id, { listingId: listing.id }))).toEqual({
      status: 400,
      messageId: "EnquiryForm.messageRequired",
    });
    expect(
      await refusal(services.enquiries.start(buyer.id, { listingId: listing.id, message: "   " })),
    ).toEqual({ status: 400, messageId: "EnquiryForm.messageRequired" });
    expect(
      await refusal(
        services.enquiries.start(buyer.id, { listingId: listing.id, message: "x".repeat(5001) }),
      ),
    ).toEqual({ status: 400, messageId: "Validators.maxLength?maxLength=5000" });
    expect(
      await refusal(
        services.enquiries.start(provider.id, { listingId: listing.id, message: "Hallo" }),
      ),
    ).toEqual({ status: 403, messageId: "EnquiryForm.ownListingError" });
    const banned = await garden({ banned: true });
    expect(
      await refusal(
        services.enquiries.start(buyer.id, { listingId: banned.listing.id, message: "Hallo" }),
      ),
    ).toEqual({ status: 403, messageId: "TransactionPage.messageToRemovedUser" });
    const draft = await createListing(testDb(), { authorId: provider.id, state: "draft" });
    expect(
      await refusal(services.enquiries.start(buyer.id, { listingId: draft.id, message: "Hallo" })),
    ).toEqual({ status: 404, messageId: "CheckoutPage.listingNotFoundError" });
    expect(await rowsOf(buyer.id)).toEqual([]);
    expect(await rowsOf(provider.id)).toEqual([]);
  });

  it("a refused first message rolls the enquiry back: both or neither", async () => {
    const { services } = testServices();
    const buyer = await createUser(testDb());
    const { listing } = await garden();
    // A NUL byte passes zod but PostgreSQL refuses it in text: the insert after the enquiry fails.
    await expect(
      services.enquiries.start(buyer.id, { listingId: listing.id, message: "Hallo\u0000" }),
    ).rejects.toThrow();
    expect(await rowsOf(buyer.id)).toEqual([]);
  });

  it("counts enquiries per customer and hour (429 over the limit)", async () => {
    const clock = fakeClock("2031-03-02T09:00:00Z");
    const { services } = testServices({ now: clock.now });
    const buyer = await createUser(testDb());
    const { listing } = await garden();
    for (let i = 0; i < 20; i++) {
      await services.enquiries.start(buyer.id, { listingId: listing.id, message: `Vraag ${i}` });
    }
    expect(
      await refusal(services.enquiries.start(buyer.id, { listingId: listing.id, message: "21" })),
    ).toEqual({ status: 429, messageId: "EnquiryForm.tooManyEnquiries" });
    clock.advance(61 * 60_000);
    await services.enquiries.start(buyer.id, { listingId: listing.id, message: "Later" });
    expect(await rowsOf(buyer.id)).toHaveLength(21);
  });

  it("ordering from the enquiry moves that same transaction through request-payment-after-enquiry", async () => {
    const clock = fakeClock("2031-03-03T09:00:00Z");
    const { services } = testServices({ now: clock.now });
    const { provider, listing } = await garden();
    const buyer = await createUser(testDb());
    const enquiry = await services.enquiries.start(buyer.id, {
      listingId: listing.id,
      message: "Kan ik er twee halen?",
    });
    clock.advance(60_000);
    const stranger = await createUser(testDb());
    const order = { items: [{ listingId: listing.id, quantity: 2 }], deliveryMethod: "pickup" };
    // Someone else's enquiry is unknown to them.
    await expect(
      services.checkout.start({
        customerId: stranger.id,
        idempotencyKey: `enq-${enquiry.id}-x`,
        source: "/l/bonen/x/checkout",
        orders: [order as never],
        billing,
        enquiryId: enquiry.id,
      }),
    ).rejects.toMatchObject({ status: 404 });
    const started = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: `enq-${enquiry.id}`,
      source: "/l/bonen/x/checkout",
      orders: [order as never],
      billing,
      enquiryId: enquiry.id,
    });
    expect(started.transactions.map((t) => t.id)).toEqual([enquiry.id]);
    expect(started.transactions[0]).toMatchObject({
      state: "pending-payment",
      lastTransition: "transition/request-payment-after-enquiry",
      quantities: { [listing.id]: 2 },
      deliveryMethod: "pickup",
      payinTotal: 600,
    });
    clock.advance(60_000);
    const paid = await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: started.checkout.id,
      method: "card",
      paymentMethod: "pm_card_visa",
      returnUrl: "/l/bonen/x/checkout/card",
    });
    expect(paid.kind).toBe("paid");
    const history = await services.transactionEngine.history(enquiry.id);
    expect(history.map((h) => h.transition)).toEqual([
      "transition/enquire",
      "transition/request-payment-after-enquiry",
      "transition/confirm-payment",
    ]);
    // One transaction for the buyer: no second order beside the enquiry.
    expect(await rowsOf(buyer.id)).toHaveLength(1);
    const sale = await services.inbox.show(
      { id: provider.id, isOperator: false },
      enquiry.id,
      "sale",
    );
    expect("data" in sale && sale.data.state).toBe("purchased");
    // Once ordered it is no longer an enquiry: a second order from it is refused.
    await expect(
      services.checkout.start({
        customerId: buyer.id,
        idempotencyKey: `enq-${enquiry.id}-again`,
        source: "/l/bonen/x/checkout",
        orders: [order as never],
        billing,
        enquiryId: enquiry.id,
      }),
    ).rejects.toMatchObject({ status: 409, code: "transaction-invalid-transition" });
  });

  it("an order from an enquiry about another listing is refused", async () => {
    const { services } = testServices();
    const a = await garden();
    const other = await createListing(testDb(), { authorId: a.provider.id, priceAmount: 200 });
    const buyer = await createUser(testDb());
    const enquiry = await services.enquiries.start(buyer.id, {
      listingId: a.listing.id,
      message: "Hoi",
    });
    await expect(
      services.checkout.start({
        customerId: buyer.id,
        idempotencyKey: `enq-other-${enquiry.id}`,
        source: "/l/x/y/checkout",
        orders: [{ items: [{ listingId: other.id, quantity: 1 }], deliveryMethod: "pickup" }],
        billing,
        enquiryId: enquiry.id,
      }),
    ).rejects.toMatchObject({ status: 400 });
    const [row] = await testDb().select().from(transactions).where(eq(transactions.id, enquiry.id));
    expect(row?.state).toBe("enquiry");
  });

  it("a Gratis listing: the enquiry becomes the free process's request", async () => {
    // A fake clock far ahead, so its expiry timer is never due for other files' timer passes.
    const { services } = testServices({ now: fakeClock("2031-06-01T09:00:00Z").now });
    const giver = await createUser(testDb());
    const free = await createListing(testDb(), {
      authorId: giver.id,
      priceAmount: 0,
      currentStock: 3,
    });
    const buyer = await createUser(testDb());
    const enquiry = await services.enquiries.start(buyer.id, {
      listingId: free.id,
      message: "Mag ik langskomen?",
    });
    expect(enquiry.processAlias).toBe("free-purchase/release-1");
    const started = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: `enq-free-${enquiry.id}`,
      source: "/l/gratis/x/checkout",
      orders: [{ items: [{ listingId: free.id, quantity: 1 }], deliveryMethod: "pickup" }],
      billing,
      enquiryId: enquiry.id,
    });
    expect(started.intent).toBeNull();
    expect(started.transactions).toEqual([
      expect.objectContaining({
        id: enquiry.id,
        state: "requested",
        lastTransition: "transition/request-after-enquiry",
      }),
    ]);
  });
});
