import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transactions } from "../../../db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { billingFields } from "../../../tests/setup/billing";
import { setup } from "../../../tests/setup/mail-clock";
import { testDb } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import * as listingCheckout from "./listing-checkout";

// The listing checkout's pages after a failed or cancelled payment (decision
// 066): the buyer comes back to the same checkout with what they typed, a retry pays that
// one order with what they submitted last, and billing is asked once.

const s = setup("2031-05-06T10:00:00Z");
const { services } = s;

async function buyerAndListing(shipping = false) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Eieren ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 350,
    currentStock: 10,
    publicData: shipping ? { pickupEnabled: false, shippingEnabled: true } : {},
  });
  const buyer = await createUser(testDb(), { firstName: "Anna", lastName: "Koper" });
  const user = await services.users.findById(buyer.id);
  const context = { services, user, locale: "nl", requestId: "req-test" } as AppContext;
  return { provider, listing, buyer, context };
}

const params = (listingId: string, returnUrlType?: string) => ({
  slug: "eieren",
  id: listingId,
  ...(returnUrlType ? { returnUrlType } : {}),
});

async function load(context: AppContext, url: string, listingId: string, type?: string) {
  return listingCheckout.loader({
    context,
    request: new Request(`http://localhost${url}`),
    params: params(listingId, type),
  } as never);
}

/** Posts the pay form; a redirect's Location, or the failure's data. */
async function submit(
  context: AppContext,
  url: string,
  listingId: string,
  form: Record<string, string>,
  type?: string,
) {
  // The form carries what its page showed (decision 064): read from the page as it is now.
  const { shownVersion } = await load(context, url, listingId);
  const result = await listingCheckout.action({
    context,
    request: new Request(`http://localhost${url}`, {
      method: "POST",
      body: new URLSearchParams({ shownVersion, ...form }),
    }),
    params: params(listingId, type),
  } as never);
  if (result instanceof Response) return { location: result.headers.get("Location") };
  return { failure: (result as { data: unknown }).data as Record<string, unknown> };
}

// The form's script posts the payment method it made from the card, never the card.
const PAYMENT_METHODS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000000000000002": "pm_card_chargeDeclined",
};
const card = (number: string) => ({ method: "card", paymentMethod: PAYMENT_METHODS[number]! });

async function ordersOf(customerId: string) {
  return testDb().select().from(transactions).where(eq(transactions.customerId, customerId));
}

describe("paying again after a failed payment", () => {
  it("a cancelled iDEAL comes back to the same checkout with what was typed; the retry's corrections are the order's", async () => {
    const { listing, buyer, context } = await buyerAndListing();
    const page = `/l/eieren/${listing.id}/checkout?quantity=3&deliveryMethod=pickup`;
    const first = await load(context, page, listing.id);
    const key = first.idempotencyKey;
    const sent = await submit(context, page, listing.id, {
      idempotencyKey: key,
      ...billingFields("Anna Koper"),
      "message-0": "Graag vrijdag",
      method: "ideal",
    });
    const intentId = sent.location!.match(/\/test-mode\/bank\/(pi_\w+)/)![1]!;
    const back = await services.testPayments!.bankOutcome(intentId, "cancel");
    // The return route keeps the order (quantity 3) and the checkout's key.
    expect(back.returnUrl).toContain("quantity=3");
    expect(back.returnUrl).toContain(`key=${key}`);
    const returnPath = `${back.returnUrl}&payment_intent=${intentId}`;
    const returned = await load(context, returnPath, listing.id, "ideal");
    expect(returned.returnError).toBe("CheckoutPage.idealPaymentCanceled");
    expect(returned.idempotencyKey).toBe(key);
    expect(returned.values).toMatchObject({
      billingName: "Anna Koper",
      billingLine1: "Oudegracht 1",
      "message-0": "Graag vrijdag",
    });
    expect(returned.sellers[0]).toMatchObject({ ok: true, payinTotal: 3 * 350 });

    // Corrected name and message, then a card: one order, paid, with the corrections.
    const paid = await submit(
      context,
      returnPath,
      listing.id,
      {
        idempotencyKey: key,
        ...billingFields("Anna de Koper"),
        "message-0": "Liever zaterdag",
        ...card("4242424242424242"),
      },
      "ideal",
    );
    expect(paid.location).toMatch(/^\/order\/[0-9a-f-]+\/details$/);
    const orders = await ordersOf(buyer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      state: "purchased",
      quantities: { [listing.id]: 3 },
      protectedData: {
        billingDetails: { name: "Anna de Koper" },
        message: "Liever zaterdag",
      },
    });
  });

  it("a declined card's retry ships to the corrected address, in the order and both mails", async () => {
    const { listing, buyer, provider, context } = await buyerAndListing(true);
    const page = `/l/eieren/${listing.id}/checkout?quantity=1&deliveryMethod=shipping`;
    const { idempotencyKey } = await load(context, page, listing.id);
    const address = (line1: string) => ({
      "ship-0-name": "Anna Koper",
      "ship-0-line1": line1,
      "ship-0-postalCode": "3511 AA",
      "ship-0-city": "Utrecht",
      "ship-0-country": "NL",
      // "Zelfde als verzendadres" ticked: billing fields left over from before are ignored.
      billingSameAsShipping: "on",
      ...billingFields("Iemand Anders"),
    });
    const declined = await submit(context, page, listing.id, {
      idempotencyKey,
      ...address("Verkeerdstraat 9"),
      ...card("4000000000000002"),
    });
    expect(declined.failure).toMatchObject({ formError: "StripePaymentForm.cardDeclined" });
    const paid = await submit(context, page, listing.id, {
      idempotencyKey,
      ...address("Goedestraat 2"),
      ...card("4242424242424242"),
    });
    expect(paid.location).toMatch(/^\/order\//);
    const [order] = await ordersOf(buyer.id);
    expect(order!.protectedData).toMatchObject({
      shippingDetails: { line1: "Goedestraat 2" },
      billingDetails: { name: "Anna Koper", line1: "Goedestraat 2" },
    });
    await s.drain();
    const mails = s.mail.sent.filter((m) => m.to === buyer.email || m.to === provider.email);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const all = JSON.stringify(mails);
    expect(all).not.toContain("Verkeerdstraat");
    expect(JSON.stringify(mails.filter((m) => m.to === provider.email))).toContain("Goedestraat 2");
  });

  it("a new checkout starts with the billing details of the buyer's last one", async () => {
    const { listing, context } = await buyerAndListing();
    const page = `/l/eieren/${listing.id}/checkout?quantity=1&deliveryMethod=pickup`;
    const fresh = await load(context, page, listing.id);
    // Nothing bought yet: the profile's name.
    expect(fresh.values).toEqual({ billingName: "Anna Koper" });
    await submit(context, page, listing.id, {
      idempotencyKey: fresh.idempotencyKey,
      ...billingFields("A. Koper"),
      ...card("4242424242424242"),
    });
    const next = await load(context, page, listing.id);
    expect(next.idempotencyKey).not.toBe(fresh.idempotencyKey);
    expect(next.values).toMatchObject({ billingName: "A. Koper", billingCity: "Utrecht" });
  });

  it("'Betalen' on an unpaid order opens its checkout, for its buyer only", async () => {
    const { listing, buyer, context } = await buyerAndListing();
    const page = `/l/eieren/${listing.id}/checkout?quantity=2&deliveryMethod=pickup`;
    const { idempotencyKey } = await load(context, page, listing.id);
    await submit(context, page, listing.id, {
      idempotencyKey,
      ...billingFields("Anna Koper"),
      method: "bancontact",
    });
    const [order] = await ordersOf(buyer.id);
    const payPath = await services.checkout.payPath(buyer.id, order!.id);
    expect(payPath).toBe(`${page}&key=${idempotencyKey}`);
    const stranger = await createUser(testDb());
    expect(await services.checkout.payPath(stranger.id, order!.id)).toBeNull();
    // Someone else's key opens a checkout of their own, empty.
    const other = { ...context, user: await services.users.findById(stranger.id) } as AppContext;
    const foreign = await load(other, payPath!, listing.id);
    expect(foreign.idempotencyKey).not.toBe(idempotencyKey);
    expect(foreign.values).not.toHaveProperty("billingLine1");
    // A key that is no key opens a fresh checkout too.
    for (const bad of ["%00", "x%00y", "%c0", "k".repeat(5000), "../../x"]) {
      const odd = await load(context, `${page}&key=${bad}`, listing.id);
      expect(odd.idempotencyKey).not.toBe(bad);
    }
    const again = await load(context, payPath!, listing.id);
    expect(again.idempotencyKey).toBe(idempotencyKey);
    expect(again.values).toMatchObject({ billingName: "Anna Koper", method: "bancontact" });
  });
});
