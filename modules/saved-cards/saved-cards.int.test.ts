import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedCardCustomers, testCustomers, testPaymentMethods } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { billing, key, setup } from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// Saved cards in test mode (decision 081): one customer per buyer, add / replace / remove
// through setup intents, nobody reaches another buyer's card, paying with the saved card,
// and "save this card for later" on a one-time card.

type Services = ReturnType<typeof setup>["services"];

const card = (number: string, expMonth = "12", expYear = "2032") => ({
  number,
  expMonth,
  expYear,
  cvc: "123",
});

async function buyerOf() {
  const user = await createUser(testDb());
  return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` };
}

/** The browser's step: a test card to a pm_test_… id. */
async function tokenise(services: Services, number: string, expMonth?: string, expYear?: string) {
  const made = await services.testPayments!.createPaymentMethod(card(number, expMonth, expYear));
  if (!made.ok) throw new Error(made.code);
  return made.paymentMethod.id;
}

async function order(services: Services, buyerId: string, priceAmount = 1250) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Appels ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount,
    currentStock: 10,
  });
  const { checkout, intent } = await services.checkout.start({
    customerId: buyerId,
    idempotencyKey: key(),
    source: "/cart/checkout",
    orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
    billing,
  });
  return { checkout, intent: intent! };
}

describe("saved cards in test mode", () => {
  it("makes one customer per buyer, even when two first saves race", async () => {
    const { services } = setup("2031-03-10T10:00:00Z");
    const buyer = await buyerOf();
    const [a, b] = await Promise.all([
      tokenise(services, "4242424242424242"),
      tokenise(services, "5555555555554444"),
    ]);
    const results = await Promise.all([
      services.savedCards.save(buyer, { paymentMethod: a, returnUrl: "/account/payment-methods" }),
      services.savedCards.save(buyer, { paymentMethod: b, returnUrl: "/account/payment-methods" }),
    ]);
    expect(results.map((r) => r.errors.createCustomer)).toEqual([null, null]);
    const rows = await testDb()
      .select()
      .from(savedCardCustomers)
      .where(eq(savedCardCustomers.userId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.customerId).toMatch(/^cus_test_/);
    const customers = await testDb()
      .select()
      .from(testCustomers)
      .where(eq(testCustomers.idempotencyKey, `customer:${buyer.id}`));
    expect(customers).toHaveLength(1);
  });

  it("adds a card as the default, replaces it (the old one detached) and removes it", async () => {
    const { services } = setup("2031-03-11T10:00:00Z");
    const buyer = await buyerOf();
    expect(await services.savedCards.defaultCard(buyer.id)).toBeNull();

    const first = await tokenise(services, "4242424242424242", "4", "2033");
    const added = await services.savedCards.save(buyer, {
      paymentMethod: first,
      returnUrl: "/account/payment-methods",
    });
    expect(added).toMatchObject({ kind: "saved", card: { id: first, last4Digits: "4242" } });
    expect(await services.savedCards.defaultCard(buyer.id)).toEqual({
      id: first,
      brand: "visa",
      last4Digits: "4242",
      expirationMonth: 4,
      expirationYear: 2033,
    });

    const second = await tokenise(services, "5555555555554444");
    // Any other number is declined at the bank, as at Stripe: so replace with a Stripe test card.
    const replaced = await services.savedCards.save(buyer, {
      paymentMethod: second,
      returnUrl: "/account/payment-methods",
    });
    expect(replaced.kind).toBe("failed");
    expect(replaced.errors.addPaymentMethod).toBe("StripePaymentForm.cardDeclined");
    expect((await services.savedCards.defaultCard(buyer.id))?.id).toBe(first);

    const insufficient = await tokenise(services, "4000000000009995");
    const ok = await services.savedCards.save(buyer, {
      paymentMethod: insufficient,
      returnUrl: "/account/payment-methods",
    });
    expect(ok).toMatchObject({ kind: "saved", card: { last4Digits: "9995" } });
    // The replaced card is detached: the customer no longer has it.
    const customer = (await services.savedCards.customerOf(buyer.id))!;
    expect(await services.payments.defaultPaymentMethod(customer)).toMatchObject({
      last4Digits: "9995",
    });
    const attached = await testDb()
      .select({ id: testPaymentMethods.id })
      .from(testPaymentMethods)
      .where(eq(testPaymentMethods.customerId, customer));
    expect(attached.map((row) => row.id)).toEqual([insufficient]);

    expect(await services.savedCards.remove(buyer.id)).toEqual({
      createCustomer: null,
      addPaymentMethod: null,
      deletePaymentMethod: null,
    });
    expect(await services.savedCards.defaultCard(buyer.id)).toBeNull();
  });

  it("asks for 3-D Secure on setup for the authentication card, then saves it once approved", async () => {
    const { services } = setup("2031-03-12T10:00:00Z");
    const buyer = await buyerOf();
    const pm = await tokenise(services, "4000002760003184");
    const started = await services.savedCards.save(buyer, {
      paymentMethod: pm,
      returnUrl: "/account/payment-methods",
    });
    if (started.kind !== "redirect") throw new Error(started.kind);
    expect(started.url).toMatch(/^\/test-mode\/setup\/seti_test_/);
    const id = started.url.split("/").at(-1)!;
    expect(await services.savedCards.defaultCard(buyer.id)).toBeNull();

    const page = await services.testPayments!.setupIntentFor(id);
    expect(page?.userId).toBe(buyer.id);
    await services.testPayments!.authenticateSetup(id, "approve");
    expect(await services.savedCards.finishSetup(buyer.id, id)).toMatchObject({
      kind: "saved",
      card: { id: pm, last4Digits: "3184" },
    });
  });

  it("lets nobody else see, finish, pay with or remove a buyer's card", async () => {
    const { services } = setup("2031-03-13T10:00:00Z");
    const owner = await buyerOf();
    const other = await buyerOf();
    const pm = await tokenise(services, "4242424242424242");
    await services.savedCards.save(owner, { paymentMethod: pm, returnUrl: "/x" });
    const setupStarted = await services.savedCards.save(owner, {
      paymentMethod: await tokenise(services, "4000002760003184"),
      returnUrl: "/x",
    });
    const setupId = setupStarted.kind === "redirect" ? setupStarted.url.split("/").at(-1)! : "";

    expect(await services.savedCards.defaultCard(other.id)).toBeNull();
    await expect(services.savedCards.finishSetup(other.id, setupId)).rejects.toMatchObject({
      status: 404,
    });
    // The other buyer makes a customer of their own and finishes nothing of the owner's.
    await services.savedCards.save(other, {
      paymentMethod: await tokenise(services, "4242424242424242"),
      returnUrl: "/x",
    });
    await expect(services.savedCards.finishSetup(other.id, setupId)).rejects.toMatchObject({
      status: 404,
    });
    await services.savedCards.remove(other.id);
    expect((await services.savedCards.defaultCard(owner.id))?.id).toBe(pm);

    // Paying with the owner's card id: Stripe would not find it for this customer.
    const { checkout } = await order(services, other.id);
    const outcome = await services.checkout.pay({
      customerId: other.id,
      checkoutId: checkout.id,
      method: "card",
      paymentMethod: pm,
      returnUrl: "/cart/checkout/card",
    });
    expect(outcome).toEqual({ kind: "failed", messageId: "StripePaymentForm.missingCard" });
    // Nor can the other customer make it their default.
    const theirs = (await services.savedCards.customerOf(other.id))!;
    await expect(services.payments.setDefaultPaymentMethod(theirs, pm)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("pays with the saved card, and refuses an expired one with the selector's message", async () => {
    const s = setup("2031-05-20T10:00:00Z");
    const buyer = await buyerOf();
    await s.services.savedCards.save(buyer, {
      paymentMethod: await tokenise(s.services, "4242424242424242", "5", "2031"),
      returnUrl: "/x",
    });
    const first = await order(s.services, buyer.id);
    const using = await s.services.savedCards.paymentFor(buyer, "defaultCard", false);
    expect(using).toMatchObject({ customer: expect.stringMatching(/^cus_test_/) });
    const paid = await s.services.checkout.pay({
      customerId: buyer.id,
      checkoutId: first.checkout.id,
      method: "card",
      ...using,
      returnUrl: "/cart/checkout/card",
    });
    expect(paid.kind).toBe("paid");

    // June: the card (valid through May) has expired.
    s.clock.advance(15 * 24 * 60 * 60_000);
    await expect(
      s.services.savedCards.paymentFor(buyer, "defaultCard", false),
    ).rejects.toMatchObject({ status: 402, messageId: "SavedCardSelector.expiredCard" });
    // And test mode's bank declines it as expired, as Stripe's would.
    const second = await order(s.services, buyer.id);
    const declined = await s.services.checkout.pay({
      customerId: buyer.id,
      checkoutId: second.checkout.id,
      method: "card",
      ...using,
      returnUrl: "/cart/checkout/card",
    });
    expect(declined).toEqual({ kind: "failed", messageId: "StripePaymentForm.expiredCard" });
  });

  it("keeps a one-time card for later when the box is ticked, and only then", async () => {
    const { services } = setup("2031-03-14T10:00:00Z");
    const buyer = await buyerOf();
    const plain = await order(services, buyer.id);
    const unsaved = await tokenise(services, "4242424242424242");
    await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: plain.checkout.id,
      method: "card",
      paymentMethod: unsaved,
      ...(await services.savedCards.paymentFor(buyer, "onetimeCardPayment", false)),
      returnUrl: "/cart/checkout/card",
    });
    expect(await services.savedCards.saveAfterPayment(buyer.id, plain.intent.id)).toBeNull();
    expect(await services.savedCards.defaultCard(buyer.id)).toBeNull();

    // Ticked, with 3-D Secure in between: saved once the payment succeeds.
    const kept = await order(services, buyer.id);
    const pm = await tokenise(services, "4000002760003184");
    const outcome = await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: kept.checkout.id,
      method: "card",
      paymentMethod: pm,
      ...(await services.savedCards.paymentFor(buyer, "onetimeCardPayment", true)),
      returnUrl: "/cart/checkout/card",
    });
    expect(outcome.kind).toBe("redirect");
    expect(await services.savedCards.saveAfterPayment(buyer.id, kept.intent.id)).toBeNull();
    await services.testPayments!.authenticate(kept.intent.id, "approve");
    // Another buyer cannot save it to theirs.
    const other = await buyerOf();
    expect(await services.savedCards.saveAfterPayment(other.id, kept.intent.id)).toBeNull();
    expect(await services.savedCards.saveAfterPayment(buyer.id, kept.intent.id)).toMatchObject({
      kind: "saved",
      card: { id: pm, last4Digits: "3184" },
    });
    // A repeat (the return page and a reload) changes nothing.
    await services.savedCards.saveAfterPayment(buyer.id, kept.intent.id);
    expect((await services.savedCards.defaultCard(buyer.id))?.id).toBe(pm);
  });
});
