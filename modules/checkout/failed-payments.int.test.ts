import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../tests/factories";
import { billing, key, MINUTE, setup } from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// Failed and cancelled payments (decision 066): an attempt not paid is no sale — the
// grower never sees it nor counts it, the buyer sees "Nog niet betaald" while it can still be
// paid and no longer once it expired — and a failed bank payment names its method.

async function garden(services: ReturnType<typeof setup>["services"]) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Eieren ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 90,
    currentStock: 20,
  });
  const buyer = await createUser(testDb());
  const attempt = async (method: "ideal" | "bancontact", outcome: "fail" | "cancel") => {
    const { checkout, intent, transactions } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
      billing,
    });
    await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: checkout.id,
      method,
      returnUrl: `/cart/checkout/${method}`,
    });
    await services.testPayments!.bankOutcome(intent!.id, outcome);
    return { returned: await services.checkout.returned(buyer.id, intent!.id), transactions };
  };
  return { provider, listing, buyer, attempt };
}

describe("failed payment attempts", () => {
  it("never reach the grower's sales or dot; the buyer sees them unpaid, then not at all", async () => {
    const s = setup("2031-06-02T10:00:00Z");
    const { provider, buyer, attempt } = await garden(s.services);
    for (let i = 0; i < 3; i++) await attempt("ideal", i % 2 ? "cancel" : "fail");
    const sales = await s.services.inbox.query(provider.id, "sales", 1);
    expect(sales.items).toEqual([]);
    expect(sales.pagination.totalItems).toBe(0);
    expect(await s.services.inbox.notificationCount(provider.id)).toBe(0);
    const orders = await s.services.inbox.query(buyer.id, "orders", 1);
    expect(orders.items.map((o) => o.status.label)).toEqual([
      "pendingPayment",
      "pendingPayment",
      "pendingPayment",
    ]);

    // The 15 minutes run out: the attempts leave the buyer's list too.
    s.clock.advance(16 * MINUTE);
    await s.settle();
    expect((await s.services.inbox.query(buyer.id, "orders", 1)).items).toEqual([]);
    expect((await s.services.inbox.query(provider.id, "sales", 1)).items).toEqual([]);
  });

  it("an enquiry whose payment lapsed stays in both inboxes, with its conversation", async () => {
    const s = setup("2031-06-03T10:00:00Z");
    const { provider, listing, buyer } = await garden(s.services);
    const enquiry = await s.services.transactionEngine.initiate({
      customerId: buyer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
      transition: "transition/enquire",
    });
    await s.services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/l/x/y/checkout",
      orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
      billing,
      enquiryId: enquiry.id,
    });
    s.clock.advance(16 * MINUTE);
    await s.settle();
    expect((await s.services.transactionEngine.find(enquiry.id))!.state).toBe("payment-expired");
    const ids = async (userId: string, tab: "orders" | "sales") =>
      (await s.services.inbox.query(userId, tab, 1)).items.map((i) => i.id);
    expect(await ids(provider.id, "sales")).toEqual([enquiry.id]);
    expect(await ids(buyer.id, "orders")).toEqual([enquiry.id]);
  });

  it("a failed Bancontact payment says Bancontact, a failed iDEAL iDEAL", async () => {
    const s = setup("2031-06-04T10:00:00Z");
    const { attempt } = await garden(s.services);
    expect((await attempt("bancontact", "fail")).returned).toMatchObject({
      kind: "failed",
      messageId: "CheckoutPage.bancontactPaymentFailed",
    });
    expect((await attempt("ideal", "fail")).returned).toMatchObject({
      messageId: "CheckoutPage.idealPaymentFailed",
    });
    expect((await attempt("bancontact", "cancel")).returned).toMatchObject({
      messageId: "CheckoutPage.idealPaymentCanceled",
    });
  });
});
