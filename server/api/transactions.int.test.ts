import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPayload } from "#modules/payments/server";
import { listings, paymentIntents, transactions } from "../../db/schema";
import { createListing, createUser, DEFAULT_PASSWORD } from "../../tests/factories";
import { apiClient, signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { purchasedOrder } from "../../tests/setup/orders";
import { testDb } from "../../tests/setup/services";

// The transactions API (spec §7) and the webhook endpoint over HTTP on the real app.

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn() {
  return signedUpClient(app.origin, { label: "api-buyer" });
}

async function listing(price = 400, connected = true) {
  const grower = await createUser(testDb(), { stripeConnected: connected });
  return createListing(testDb(), { authorId: grower.id, priceAmount: price, currentStock: 5 });
}

const initiateBody = (listingId: string, extra: Record<string, unknown> = {}) => ({
  processAlias: "default-purchase/release-1",
  transition: "transition/request-payment",
  params: { listingId, stockReservationQuantity: 2, deliveryMethod: "pickup", ...extra },
});

describe("transactions API", () => {
  it("initiates, pays, shows to the parties only, lists, and confirms through transition-privileged", async () => {
    const { client } = await signedIn();
    const l = await listing();
    const speculative = await client.call(
      "POST",
      "/api/transactions/initiate_speculative",
      initiateBody(l.id),
    );
    expect(speculative.status).toBe(200);
    expect(speculative.json.data.payinTotal).toEqual({ amount: 800, currency: "EUR" });

    const created = await client.call("POST", "/api/transactions/initiate", initiateBody(l.id), {
      "Idempotency-Key": "api-test-key-1",
    });
    expect(created.status).toBe(201);
    const tx = created.json.data;
    expect(tx).toMatchObject({
      state: "pending-payment",
      lastTransition: "transition/request-payment",
      role: "customer",
    });
    expect(tx.paymentIntent.clientSecret).toMatch(/^pi_\w+_secret_/);
    const again = await client.call("POST", "/api/transactions/initiate", initiateBody(l.id), {
      "Idempotency-Key": "api-test-key-1",
    });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(tx.id);

    const pay = await client.call("POST", "/api/checkouts/pay", {
      checkoutId: tx.checkoutId,
      method: "card",
      paymentMethod: "pm_card_chargeDeclined",
    });
    expect(pay.status).toBe(402);
    expect(pay.json.errors[0]).toMatchObject({
      code: "transaction-payment-failed",
      title: "Je kaart is geweigerd.",
    });
    // Not paid yet: confirm-payment through the privileged endpoint is 402.
    const early = await client.call("POST", "/api/transition-privileged", {
      bodyParams: { id: tx.id, transition: "transition/confirm-payment", params: {} },
    });
    expect(early.status).toBe(402);
    // Card numbers are not taken (decision 071): a body with one is refused.
    const withCard = await client.call("POST", "/api/checkouts/pay", {
      checkoutId: tx.checkoutId,
      method: "card",
      card: { number: "4242424242424242", expMonth: "12", expYear: "34", cvc: "123" },
    });
    expect(withCard.status).toBe(400);
    // Without a payment method the answer is the processor's hosted card page.
    const hosted = await client.call("POST", "/api/checkouts/pay", {
      checkoutId: tx.checkoutId,
      method: "card",
    });
    expect(hosted.json.data).toEqual({
      status: "requires_action",
      redirectUrl: expect.stringMatching(/^\/test-mode\/card\/pi_\w+$/),
    });
    const paid = await client.call("POST", "/api/checkouts/pay", {
      checkoutId: tx.checkoutId,
      method: "card",
      paymentMethod: "pm_card_visa",
    });
    expect(paid.json.data).toEqual({ status: "paid", transactionIds: [tx.id] });
    const confirmed = await client.call("POST", "/api/transition-privileged", {
      bodyParams: { id: tx.id, transition: "transition/confirm-payment", params: {} },
    });
    expect(confirmed.json.data.state).toBe("purchased");

    const shown = await client.call("GET", `/api/transactions/show?id=${tx.id}`);
    expect(shown.json.data.state).toBe("purchased");
    const history = await client.call(
      "GET",
      `/api/process_transitions/query?transactionId=${tx.id}`,
    );
    expect(history.json.data).toEqual([
      { name: "transition/mark-received-from-purchased", to: "received" },
    ]);
    const list = await client.call("GET", "/api/transactions/query?only=order");
    expect(list.json.data.map((t: { id: string }) => t.id)).toEqual([tx.id]);

    // A stranger gets 404; a customer may not run the provider's transition (403).
    const stranger = await signedIn();
    expect((await stranger.client.call("GET", `/api/transactions/show?id=${tx.id}`)).status).toBe(
      404,
    );
    const wrongRole = await client.call("POST", "/api/transactions/transition", {
      id: tx.id,
      transition: "transition/mark-delivered",
      params: {},
    });
    expect(wrongRole.status).toBe(403);
    const received = await client.call("POST", "/api/transactions/transition", {
      id: tx.id,
      transition: "transition/mark-received-from-purchased",
      params: {},
    });
    expect(received.json.data.state).toBe("received");
    const twice = await client.call("POST", "/api/transactions/transition", {
      id: tx.id,
      transition: "transition/mark-received-from-purchased",
      params: {},
    });
    expect(twice.status).toBe(409);
    expect(twice.json.errors[0].code).toBe("transaction-invalid-transition");
  });

  it("refuses own listing, an unconnected seller, a closed listing, a wrong currency and a zero payout", async () => {
    const { client, userId } = await signedIn();
    const own = await createListing(testDb(), {
      authorId: userId,
      priceAmount: 300,
      currentStock: 3,
    });
    const codeOf = async (listingId: string) =>
      (await client.call("POST", "/api/transactions/initiate", initiateBody(listingId))).json
        .errors[0];
    expect(await codeOf(own.id)).toMatchObject({
      code: "forbidden",
      title: "Je kunt je eigen aanbod niet kopen.",
    });
    expect((await codeOf((await listing(300, false)).id)).code).toBe(
      "transaction-missing-stripe-account",
    );
    const closed = await createListing(testDb(), {
      authorId: (await createUser(testDb(), { stripeConnected: true })).id,
      priceAmount: 300,
      currentStock: 3,
      state: "closed",
    });
    expect((await codeOf(closed.id)).code).toBe("transaction-listing-not-found");
    const dollars = await createListing(testDb(), {
      authorId: (await createUser(testDb(), { stripeConnected: true })).id,
      priceAmount: 300,
      priceCurrency: "USD",
      currentStock: 3,
    });
    expect(await codeOf(dollars.id)).toMatchObject({
      code: "validation-invalid-params",
      title: "De prijs van dit aanbod staat niet in euro's, daarom kun je het niet bestellen.",
    });
    // 1 cent: the 25 % fee rounds to 0, so the grower would get everything; at 1 cent the
    // buyer pays below Stripe's minimum.
    expect((await codeOf((await listing(1)).id)).code).toBe("transaction-payment-failed");
    const missing = await client.call("POST", "/api/transactions/initiate", {
      processAlias: "default-purchase/release-1",
      transition: "transition/request-payment",
      params: { listingId: (await listing()).id },
    });
    expect(missing.status).toBe(400);
  });

  it("the webhook endpoint takes only Stripe-signed raw bodies and ignores duplicates", async () => {
    const body = JSON.stringify({
      id: `evt_http_${Date.now()}`,
      type: "payment_intent.succeeded",
      created: 1,
      data: { object: { id: "pi_unknown", object: "payment_intent" } },
    });
    const post = (signature: string) =>
      fetch(`${app.origin}/webhooks/stripe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body,
      });
    const secret = "whsec_buurtoogst_test_mode";
    expect((await post("t=1,v1=abc")).status).toBe(400);
    const first = await post(signPayload(body, secret, new Date()));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const second = await post(signPayload(body, secret, new Date()));
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    const stale = await post(signPayload(body, secret, new Date(Date.now() - 6 * 60_000)));
    expect(stale.status).toBe(400);
  });
});

// Decision 063: what a refused initiate leaves behind, the quantity it needs, the grower's
// view of an unpaid parcel.
async function footprint(customerId: string, listingId: string) {
  const [stock] = await testDb()
    .select({ n: listings.currentStock })
    .from(listings)
    .where(eq(listings.id, listingId));
  const [orders] = await testDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(eq(transactions.customerId, customerId));
  const [intents] = await testDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentIntents)
    .where(sql`${paymentIntents.metadata}->>'customerId' = ${customerId}`);
  return { stock: stock!.n, orders: orders!.n, intents: intents!.n };
}

describe("initiate refuses before it writes", () => {
  it("a processAlias that does not fit the listing: 400, no order, no stock held, no payment intent", async () => {
    const { client, userId } = await signedIn();
    const l = await listing();
    const before = await footprint(userId, l.id);
    expect(before).toEqual({ stock: 5, orders: 0, intents: 0 });
    const wrong = { ...initiateBody(l.id), processAlias: "free-purchase/release-1" };
    const direct = await client.call("POST", "/api/transactions/initiate", wrong);
    expect(direct.status).toBe(400);
    expect(await footprint(userId, l.id)).toEqual(before);
    expect(direct.json.errors[0]).toMatchObject({
      code: "validation-invalid-params",
      title: expect.stringContaining("processAlias"),
    });
    const privileged = await client.call("POST", "/api/initiate-privileged", {
      bodyParams: wrong,
    });
    expect(privileged.status).toBe(400);
    expect(await footprint(userId, l.id)).toEqual(before);
    // The right process still works afterwards: nothing was left half-made under the key.
    const right = await client.call("POST", "/api/transactions/initiate", initiateBody(l.id));
    expect(right.status).toBe(201);
    expect(await footprint(userId, l.id)).toEqual({ stock: 3, orders: 1, intents: 1 });
  });

  it("no quantity: 400 'transition should contain quantity information' (spec §8), nothing written", async () => {
    const { client, userId } = await signedIn();
    const l = await listing();
    const body = initiateBody(l.id);
    const { stockReservationQuantity: _, ...params } = body.params;
    for (const path of ["/api/transactions/initiate", "/api/transactions/initiate_speculative"]) {
      const res = await client.call("POST", path, { ...body, params }, { "Accept-Language": "en" });
      expect(res.status).toBe(400);
      expect(res.json.errors[0]).toMatchObject({
        code: "validation-invalid-params",
        meta: { field: "params.stockReservationQuantity" },
      });
      expect(res.json.errors[0].title).toMatch(
        /^Error: transition should contain quantity information/,
      );
    }
    expect(await footprint(userId, l.id)).toEqual({ stock: 5, orders: 0, intents: 0 });
  });

  it("params it does not name: 400 naming them, nothing written", async () => {
    const { client, userId } = await signedIn();
    const l = await listing();
    const res = await client.call(
      "POST",
      "/api/transactions/initiate",
      initiateBody(l.id, { cartListingLineItems: 5 }),
      { "Accept-Language": "en" },
    );
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({
      code: "validation-invalid-params",
      title: "Unknown fields: cartListingLineItems.",
    });
    expect(await footprint(userId, l.id)).toEqual({ stock: 5, orders: 0, intents: 0 });
  });
});

describe("the grower's API view of a parcel order", () => {
  it("shows the buyer's address and phone only once the order is paid", async () => {
    const { client } = await signedIn();
    const grower = await createUser(testDb(), { stripeConnected: true });
    const l = await createListing(testDb(), {
      authorId: grower.id,
      priceAmount: 400,
      currentStock: 5,
      publicData: { shippingEnabled: true },
    });
    const address = {
      name: "Kim Koper",
      line1: "Geheimstraat 9",
      postalCode: "3511 AB",
      city: "Utrecht",
      country: "NL",
      phone: "0612345678",
    };
    const created = await client.call(
      "POST",
      "/api/transactions/initiate",
      initiateBody(l.id, { deliveryMethod: "shipping", shippingDetails: address }),
    );
    expect(created.status).toBe(201);
    const tx = created.json.data;
    expect(tx.shippingDetails).toMatchObject({ line1: "Geheimstraat 9", phone: "0612345678" });
    const growerClient = apiClient(app.origin);
    const login = await growerClient.call("POST", "/api/auth/login", {
      email: grower.email,
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(200);
    const unpaid = [
      (await growerClient.call("GET", `/api/transactions/show?id=${tx.id}`)).json.data,
      ...(await growerClient.call("GET", "/api/transactions/query?only=sale")).json.data,
    ];
    expect(unpaid.map((o: { id: string }) => o.id)).toEqual([tx.id, tx.id]);
    for (const order of unpaid) {
      expect(order.shippingDetails).toBeNull();
      expect(JSON.stringify(order)).not.toMatch(/Geheimstraat|0612345678/);
    }
    const paid = await client.call("POST", "/api/checkouts/pay", {
      checkoutId: tx.checkoutId,
      method: "card",
      paymentMethod: "pm_card_visa",
    });
    expect(paid.json.data.status).toBe("paid");
    const shown = await growerClient.call("GET", `/api/transactions/show?id=${tx.id}`);
    expect(shown.json.data.shippingDetails).toMatchObject({
      line1: "Geheimstraat 9",
      phone: "0612345678",
    });
  });
});

describe("speculative transitions (decision 074)", () => {
  it("answers what the engine's move would lead to, refund lines included, and moves nothing", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    const grower = apiClient(app.origin);
    await grower.call("POST", "/api/auth/login", {
      email: order.provider.email,
      password: DEFAULT_PASSWORD,
    });
    const listed = await grower.call(
      "GET",
      `/api/process_transitions/query?transactionId=${order.id}`,
    );
    expect(listed.json.data.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(["transition/mark-delivered", "transition/cancel-by-provider"]),
    );
    const body = {
      id: order.id,
      transition: "transition/cancel-by-provider",
      params: { protectedData: { cancelReason: "Hagel." } },
    };
    const speculative = await grower.call("POST", "/api/transactions/transition_speculative", body);
    expect(speculative.status).toBe(200);
    expect(speculative.json.data).toMatchObject({
      state: "canceled",
      lastTransition: "transition/cancel-by-provider",
      role: "provider",
    });
    const reversals = speculative.json.data.lineItems.filter(
      (l: { reversal: boolean }) => l.reversal,
    );
    expect(reversals.length).toBeGreaterThan(0);
    const shown = await grower.call("GET", `/api/transactions/show?id=${order.id}`);
    expect(shown.json.data.state).toBe("purchased");
    const moved = await grower.call("POST", "/api/transactions/transition", body);
    expect(moved.json.data.state).toBe("canceled");
    expect(moved.json.data.lineItems).toEqual(speculative.json.data.lineItems);
  });
});
