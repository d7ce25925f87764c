import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityPlan } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";
import { signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

// Decision 064: what the checkout API refuses, and how, before anything is charged.

const NOW = new Date("2031-03-03T09:00:00Z"); // a Monday; bookings are dated from it
let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
});
afterAll(() => app.close());

async function signedIn() {
  const { client } = await signedUpClient(app.origin, {
    label: "checkout-input",
    headers: { "Accept-Language": "en" },
  });
  return client;
}

async function listing(price = 350, stock: number | null = 50, plan?: AvailabilityPlan) {
  const grower = await createUser(testDb(), { stripeConnected: true });
  return createListing(testDb(), {
    authorId: grower.id,
    priceAmount: price,
    currentStock: stock,
    ...(plan ? { availabilityPlan: plan, publicData: { unit: "perDay" } } : {}),
  });
}

const en = { "Accept-Language": "en" };

describe("checkout API input", () => {
  it("answers a reused Idempotency-Key with another body 409 idempotency-key-reused; the same body gets the first", async () => {
    const client = await signedIn();
    const l = await listing();
    const body = (quantity: number) => ({
      orders: [{ items: [{ listingId: l.id, quantity }], deliveryMethod: "pickup" }],
      billing,
    });
    const key = { ...en, "Idempotency-Key": `reuse-${Date.now()}` };
    const first = await client.call("POST", "/api/checkouts", body(1), key);
    expect(first.status).toBe(201);
    const same = await client.call("POST", "/api/checkouts", body(1), key);
    expect(same.status).toBe(200);
    expect(same.json.data.id).toBe(first.json.data.id);
    const other = await client.call("POST", "/api/checkouts", body(40), key);
    expect(other.status).toBe(409);
    expect(other.json.errors[0]).toMatchObject({
      status: 409,
      code: "idempotency-key-reused",
      title:
        "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
    });
    // The one-listing initiate too.
    const initiate = (stockReservationQuantity: number) => ({
      processAlias: "default-purchase/release-1",
      transition: "transition/request-payment",
      params: { listingId: l.id, stockReservationQuantity, deliveryMethod: "pickup" },
    });
    const initiateKey = { ...en, "Idempotency-Key": `reuse-initiate-${Date.now()}` };
    expect(
      (await client.call("POST", "/api/transactions/initiate", initiate(1), initiateKey)).status,
    ).toBe(201);
    expect(
      (await client.call("POST", "/api/transactions/initiate", initiate(1), initiateKey)).status,
    ).toBe(200);
    const changed = await client.call(
      "POST",
      "/api/transactions/initiate",
      initiate(3),
      initiateKey,
    );
    expect(changed.status).toBe(409);
    expect(changed.json.errors[0].code).toBe("idempotency-key-reused");
  });

  it("refuses a payment returnUrl that leaves the site (/\\evil, /\\t, /\\/)", async () => {
    const client = await signedIn();
    const l = await listing();
    const created = await client.call(
      "POST",
      "/api/checkouts",
      {
        orders: [{ items: [{ listingId: l.id, quantity: 1 }], deliveryMethod: "pickup" }],
        billing,
      },
      { ...en, "Idempotency-Key": `return-url-${Date.now()}` },
    );
    for (const returnUrl of [
      "/\\evil.example/x",
      "/\t/evil.example/x",
      "/\\/evil.example",
      "//evil.example",
      "https://evil.example/",
    ]) {
      const pay = await client.call(
        "POST",
        "/api/checkouts/pay",
        { checkoutId: created.json.data.id, method: "ideal", returnUrl },
        en,
      );
      expect(pay.status, JSON.stringify(returnUrl)).toBe(400);
      expect(pay.json.errors[0].meta).toEqual({ field: "returnUrl" });
    }
    const ok = await client.call(
      "POST",
      "/api/checkouts/pay",
      {
        checkoutId: created.json.data.id,
        method: "ideal",
        returnUrl: "/cart/checkout/ideal?key=abc",
      },
      en,
    );
    expect(ok.json.data.status).toBe("requires_action");
  });

  it("refuses a lone surrogate in the checkout's text fields with 400, not 500", async () => {
    const client = await signedIn();
    const l = await listing();
    const orders = [{ items: [{ listingId: l.id, quantity: 1 }], deliveryMethod: "pickup" }];
    for (const [body, field] of [
      [{ orders, billing: { ...billing, name: "Kim \ud800" } }, ["billing", "name"]],
      [{ orders: [{ ...orders[0], message: "Hoi \udc00" }], billing }, ["orders", 0, "message"]],
    ] as const) {
      const res = await client.call("POST", "/api/checkouts", body, {
        ...en,
        "Idempotency-Key": `surrogate-${Math.random().toString(36).slice(2)}`,
      });
      expect(res.status).toBe(400);
      expect(res.json.errors[0]).toMatchObject({
        code: "validation-invalid-params",
        title: "This field contains a character that is not allowed.",
        meta: { field: field.join(".") },
      });
    }
  });

  it("refuses stockReservationQuantity × a high price over one payment's limit with a clear 400", async () => {
    const client = await signedIn();
    const l = await listing(10_000_000, null);
    const body = {
      processAlias: "default-purchase/release-1",
      transition: "transition/request-payment",
      params: { listingId: l.id, stockReservationQuantity: 10_000, deliveryMethod: "pickup" },
    };
    for (const path of ["/api/transactions/initiate", "/api/transactions/initiate_speculative"]) {
      const res = await client.call("POST", path, body, en);
      expect(res.status, path).toBe(400);
      expect(res.json.errors[0].title).toBe(
        "The amount is too high to be paid at once (at most € 999,999.99). Order less.",
      );
    }
  });

  it("refuses a cart whose gardens together come to more than one payment may be", async () => {
    const client = await signedIn();
    // € 600.000 each: each order is within the limit, the two together are not.
    const a = await listing(6_000_000, 100);
    const b = await listing(6_000_000, 100);
    const res = await client.call(
      "POST",
      "/api/checkouts",
      {
        orders: [a, b].map((l) => ({
          items: [{ listingId: l.id, quantity: 10 }],
          deliveryMethod: "pickup",
        })),
        billing,
      },
      { ...en, "Idempotency-Key": `sum-over-${Date.now()}` },
    );
    expect(res.status).toBe(400);
    expect(res.json.errors[0].title).toBe(
      "The amount is too high to be paid at once (at most € 999,999.99). Order less.",
    );
  });

  it("refuses a booking of more than one seat, which the line items would price as one (§1.2)", async () => {
    const client = await signedIn();
    const plan: AvailabilityPlan = {
      type: "availability-plan/day",
      timezone: "Europe/Amsterdam",
      entries: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((dayOfWeek) => ({
        dayOfWeek,
        seats: 5,
      })),
    };
    const l = await listing(2000, null, plan);
    const [start, end] = ["2031-03-10", "2031-03-11"];
    const booking = (seats: number) => ({
      orders: [
        {
          items: [{ listingId: l.id, quantity: 1 }],
          deliveryMethod: "pickup",
          booking: { start, end, seats },
        },
      ],
      billing,
    });
    const five = await client.call("POST", "/api/checkouts", booking(5), {
      ...en,
      "Idempotency-Key": `seats-${Date.now()}`,
    });
    expect(five.status).toBe(400);
    expect(five.json.errors[0].title).toBe("You can book one place per booking.");
    const quote = await client.call(
      "POST",
      "/api/transaction-line-items",
      { listingId: l.id, bookingStart: start, bookingEnd: end, seats: 5 },
      en,
    );
    expect(quote.status).toBe(400);
    const one = await client.call("POST", "/api/checkouts", booking(1), {
      ...en,
      "Idempotency-Key": `seats-one-${Date.now()}`,
    });
    expect(one.status).toBe(201);
    expect(one.json.data.amount.amount).toBe(2 * 2000);
  });
});
