import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transactions } from "../../../db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { billingFields } from "../../../tests/setup/billing";
import { DAY, setup } from "../../../tests/setup/mail-clock";
import { testDb } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import * as listingCheckout from "./listing-checkout";

// The checkout page's saved-card selector and Wero (decision 081), through the page's loader
// and action: the saved card is offered and paid with, replaced, kept from a one-time card;
// an expired one (by the services' clock) is refused before anything is reserved; Wero only
// when PAYMENT_METHODS_WERO is on.

type S = ReturnType<typeof setup>;

async function buyerAndListing(s: S) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Peren ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 400,
    currentStock: 20,
  });
  const buyer = await createUser(testDb(), { firstName: "Anna", lastName: "Koper" });
  const user = await s.services.users.findById(buyer.id);
  const context = { services: s.services, user, locale: "nl", requestId: "req-test" } as AppContext;
  const page = `/l/peren/${listing.id}/checkout?quantity=1&deliveryMethod=pickup`;
  const params = { slug: "peren", id: listing.id };
  const load = () =>
    listingCheckout.loader({
      context,
      request: new Request(`http://localhost${page}`),
      params,
    } as never);
  const submit = async (form: Record<string, string>) => {
    const shown = await load();
    const result = await listingCheckout.action({
      context,
      request: new Request(`http://localhost${page}`, {
        method: "POST",
        body: new URLSearchParams({
          shownVersion: shown.shownVersion,
          idempotencyKey: shown.idempotencyKey,
          ...billingFields("Anna Koper"),
          ...form,
        }),
      }),
      params,
    } as never);
    if (result instanceof Response) return { location: result.headers.get("Location") };
    return { failure: (result as { data: Record<string, unknown> }).data };
  };
  const buyerRef = { id: buyer.id, email: buyer.email, name: "Anna Koper" };
  const tokenise = async (number: string, expMonth = "12", expYear = "2040") => {
    const made = await s.services.testPayments!.createPaymentMethod({
      number,
      expMonth,
      expYear,
      cvc: "123",
    });
    if (!made.ok) throw new Error(made.code);
    return made.paymentMethod.id;
  };
  const orders = () =>
    testDb().select().from(transactions).where(eq(transactions.customerId, buyer.id));
  return { buyer: buyerRef, load, submit, tokenise, orders };
}

describe("checkout's saved-card selector", () => {
  it("offers and pays with the saved card; replace and 'save for later' make the new card the default", async () => {
    const s = setup("2031-07-01T10:00:00Z");
    const b = await buyerAndListing(s);
    expect((await b.load()).paymentChoices).toEqual({ savedCard: null, wero: false });
    // No saved card: asking for it is the form's message.
    expect((await b.submit({ method: "defaultCard" })).failure).toMatchObject({
      formError: "SavedCardSelector.noSavedCard",
    });

    const first = await b.tokenise("4242424242424242", "8", "2033");
    await s.services.savedCards.save(b.buyer, { paymentMethod: first, returnUrl: "/x" });
    expect((await b.load()).paymentChoices.savedCard).toEqual({
      brand: "visa",
      last4Digits: "4242",
      expirationMonth: 8,
      expirationYear: 2033,
      expired: false,
    });
    // The saved card, with nothing typed: paid.
    expect((await b.submit({ method: "defaultCard" })).location).toMatch(/^\/order\//);

    // Replace: a new card pays and becomes the saved one.
    const second = await b.tokenise("4000002760003184", "9", "2034");
    const replacing = await b.submit({ method: "replaceCard", paymentMethod: second });
    const intentId = replacing.location!.match(/\/test-mode\/authenticate\/(pi_\w+)/)![1]!;
    const approved = await s.services.testPayments!.authenticate(intentId, "approve");
    // The return route confirms the order and keeps the card.
    const back = `${new URL(approved.returnUrl!, "http://localhost").pathname}`;
    await expect(
      listingCheckout.loader({
        context: { services: s.services, user: await s.services.users.findById(b.buyer.id) },
        request: new Request(`http://localhost${approved.returnUrl}&payment_intent=${intentId}`),
        params: { slug: "peren", id: back.split("/")[3]!, returnUrlType: "card" },
      } as never),
    ).rejects.toMatchObject({ status: 302 });
    expect((await s.services.savedCards.defaultCard(b.buyer.id))?.id).toBe(second);

    // A one-time card without the box stays one-time; with it, it is kept.
    const once = await b.tokenise("4242424242424242", "1", "2035");
    expect((await b.submit({ method: "card", paymentMethod: once })).location).toMatch(
      /^\/order\//,
    );
    expect((await s.services.savedCards.defaultCard(b.buyer.id))?.id).toBe(second);
    const kept = await b.tokenise("4242424242424242", "2", "2036");
    const saved = await b.submit({ method: "card", paymentMethod: kept, saveCard: "on" });
    expect(saved.location).toMatch(/^\/order\//);
    expect(await s.services.savedCards.defaultCard(b.buyer.id)).toMatchObject({
      id: kept,
      expirationMonth: 2,
      expirationYear: 2036,
    });
    expect(await b.orders()).toHaveLength(4);
  });

  it("says an expired saved card has expired, by the clock, and reserves nothing", async () => {
    const s = setup("2031-07-15T10:00:00Z");
    const b = await buyerAndListing(s);
    const pm = await b.tokenise("4242424242424242", "7", "2031");
    await s.services.savedCards.save(b.buyer, { paymentMethod: pm, returnUrl: "/x" });
    expect((await b.load()).paymentChoices.savedCard?.expired).toBe(false); // valid through July

    s.clock.advance(20 * DAY); // August
    expect((await b.load()).paymentChoices.savedCard?.expired).toBe(true);
    const refused = await b.submit({ method: "defaultCard" });
    expect(refused.failure).toMatchObject({
      formError: "SavedCardSelector.expiredCard",
      fieldErrors: { card: "SavedCardSelector.expiredCard" },
    });
    expect(await b.orders()).toHaveLength(0);
  });
});

describe("Wero", () => {
  it("is offered and paid on the test bank only when switched on", async () => {
    const off = setup("2031-07-20T10:00:00Z");
    const a = await buyerAndListing(off);
    expect((await a.submit({ method: "wero" })).failure).toMatchObject({
      fieldErrors: { method: "CheckoutPage.paymentMethodRequired" },
    });

    const on = setup("2031-07-20T10:00:00Z", { PAYMENT_METHODS_WERO: "on" });
    const b = await buyerAndListing(on);
    expect((await b.load()).paymentChoices.wero).toBe(true);
    const sent = await b.submit({ method: "wero" });
    const intentId = sent.location!.match(/\/test-mode\/bank\/(pi_\w+)/)![1]!;
    expect((await on.services.payments.retrievePaymentIntent(intentId))?.paymentMethodType).toBe(
      "wero",
    );
    const paid = await on.services.testPayments!.bankOutcome(intentId, "pay");
    expect(paid.status).toBe("succeeded");
  });
});
