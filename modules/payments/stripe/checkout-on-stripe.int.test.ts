import { afterAll, describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { startFakeStripe } from "../../../tests/fake-stripe/server";
import { billing } from "../../../tests/setup/billing";
import { fakeClock } from "../../../tests/setup/clock";
import { testDb, testServices } from "../../../tests/setup/services";

// Checkout, unchanged, on the Stripe adapter (decision 080): the same answers as in test mode
// for a declined card, a card that pays, and 3-D Secure through Stripe's redirect.

const fake = await startFakeStripe();
afterAll(() => fake.close());
const { services } = testServices({
  now: fakeClock("2031-04-07T10:00:00Z").now,
  env: {
    STRIPE_SECRET_KEY: "sk_test_checkout",
    PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_checkout",
    STRIPE_WEBHOOK_SECRET: "whsec_checkout_1",
    STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_checkout_connect_1",
    STRIPE_API_BASE: fake.url,
  },
});
let keys = 0;

async function started() {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Prei ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 275,
    currentStock: 5,
  });
  const buyer = await createUser(testDb());
  const { checkout, intent } = await services.checkout.start({
    customerId: buyer.id,
    idempotencyKey: `checkout-on-stripe-${Date.now()}-${keys++}`,
    source: "/cart/checkout",
    orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
    billing,
  });
  const pay = (paymentMethod: string) =>
    services.checkout.pay({
      customerId: buyer.id,
      checkoutId: checkout.id,
      method: "card",
      paymentMethod,
      returnUrl: "/cart/checkout/card",
    });
  return { checkout, intent: intent!, buyer, pay };
}

describe("checkout on the Stripe adapter", () => {
  it("makes the intent at Stripe with the checkout as transfer group and our key", async () => {
    const { checkout, intent } = await started();
    const stored = fake.state.get("payment_intent", intent.id);
    expect(stored).toMatchObject({
      amount: 275,
      currency: "eur",
      capture_method: "automatic",
      transfer_group: checkout.id,
      payment_method_types: ["card", "ideal", "bancontact"],
    });
    const create = fake.requests.find(
      (r) => r.path === "/v1/payment_intents" && r.method === "POST",
    );
    expect(create?.headers["idempotency-key"]).toEqual(expect.stringContaining(checkout.id));
  });

  it("shows a declined card's message, then pays with another", async () => {
    const { checkout, pay } = await started();
    expect(await pay("pm_card_chargeDeclined")).toEqual({
      kind: "failed",
      messageId: "StripePaymentForm.cardDeclined",
    });
    expect(await pay("pm_card_visa")).toMatchObject({ kind: "paid" });
    expect((await services.checkout.orders(checkout.id))[0]!.state).toBe("purchased");
  });

  it("sends 3-D Secure to Stripe's page and reads the outcome on return", async () => {
    const { intent, buyer, pay } = await started();
    const sent = await pay("pm_card_authenticationRequired");
    expect(sent).toEqual({ kind: "redirect", url: `${fake.url}/_fake/next_action/${intent.id}` });
    const returnUrl = fake.state.get("payment_intent", intent.id).next_action as {
      redirect_to_url: { return_url: string };
    };
    expect(returnUrl.redirect_to_url.return_url).toBe("http://localhost:3000/cart/checkout/card");
    await fake.visit((sent as { url: string }).url, "fail");
    expect(await services.checkout.returned(buyer.id, intent.id)).toMatchObject({
      kind: "failed",
      messageId: "StripePaymentForm.authenticationFailed",
    });
    const again = await pay("pm_card_authenticationRequired");
    await fake.visit((again as { url: string }).url, "approve");
    expect(await services.checkout.returned(buyer.id, intent.id)).toMatchObject({ kind: "paid" });
  });

  it("gives Bancontact the billing name as the payer's name", async () => {
    const { checkout, buyer } = await started();
    const sent = await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: checkout.id,
      method: "bancontact",
      returnUrl: "/cart/checkout/card",
    });
    expect(sent).toMatchObject({ kind: "redirect" });
    const confirm = fake.requests.findLast((r) => r.path.endsWith("/confirm"));
    expect(confirm?.form).toMatchObject({
      payment_method_data: { type: "bancontact", billing_details: { name: billing.name } },
    });
  });
});
