import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPayload } from "#modules/payments/server";
import { createListing, DEFAULT_PASSWORD } from "../tests/factories";
import { apiClient, signedUpClient, startTestApp } from "../tests/setup/http-app";
import { purchasedOrder } from "../tests/setup/orders";
import { testDb, uniqueEmail } from "../tests/setup/services";

// Decision 024: inputs that were a plain-text 500 get a 4xx in the API error shape.
let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function raw(
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  type = "application/json",
) {
  const res = await fetch(`${app.origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": type, Origin: app.origin, "Accept-Language": "en" },
    body,
  });
  return { status: res.status, json: await res.json() };
}

async function provider() {
  const { client, userId } = await signedUpClient(app.origin, {
    label: "bad",
    firstName: "Els",
    lastName: "Peeters",
  });
  const listing = await createListing(testDb(), { authorId: userId });
  return { client, listingId: listing.id };
}

const unreadable = {
  status: 400,
  code: "validation-invalid-params",
  title: "This request could not be read: send a JSON object in UTF-8.",
};

describe("bad input to the API", () => {
  it("answers malformed, non-object and wrongly encoded JSON bodies with 400", async () => {
    const bodies: Array<[string | Uint8Array<ArrayBuffer>, string?]> = [
      ['{"email": "a@b.nl",'],
      ["null"],
      ["42"],
      ['"text"'],
      ["[1, 2]"],
      ['{"email": "a@b.nl"}', "application/json; charset=latin1"],
      ['{"email": "a@b.nl"}', "application/json; charset=x-unknown"],
      [new Uint8Array([0x7b, 0x22, 0xc0, 0x22, 0x3a, 0x31, 0x7d])],
    ];
    for (const [body, type] of bodies) {
      for (const path of ["/api/auth/login", "/api/password_reset/reset"]) {
        const res = await raw(path, body, type);
        expect(res.status, `${path} ${String(body)}`).toBe(400);
        expect(res.json.errors[0]).toMatchObject(unreadable);
      }
    }
  });

  it("refuses a NUL character in any field, naming the field", async () => {
    const res = await raw(
      "/api/auth/login",
      JSON.stringify({ email: "jan\u0000@example.test", password: "Wachtwoord123!" }),
    );
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({
      code: "validation-invalid-params",
      title: "This field contains a character that is not allowed.",
      meta: { field: "email" },
    });
    const signup = await raw(
      "/api/current_user/create",
      JSON.stringify({
        email: uniqueEmail("nul"),
        firstName: "J\u0000an",
        lastName: "Bakker",
        password: "Wachtwoord123!",
      }),
    );
    expect(signup.status).toBe(400);
    expect(signup.json.errors[0].meta).toEqual({ field: "firstName" });
  });

  it("refuses half a surrogate pair in any field like a NUL (decision 064)", async () => {
    const res = await raw(
      "/api/current_user/create",
      '{"email": "x@example.test", "firstName": "J\\ud800an", "lastName": "B", "password": "Wachtwoord123!"}',
    );
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({
      title: "This field contains a character that is not allowed.",
      meta: { field: "firstName" },
    });
  });

  it("refuses numbers beyond their columns with the field's message", async () => {
    const { client, listingId } = await provider();
    const fee = await client.call(
      "POST",
      "/api/own_listings/update",
      { id: listingId, pricing: { price: "3", stock: "5", minimumOrderFee: "100000000" } },
      { "Accept-Language": "en" },
    );
    expect(fee.status).toBe(400);
    expect(fee.json.errors[0]).toMatchObject({
      meta: { field: "minimumOrderFee" },
      title: "Please enter a valid amount.",
    });
    const stock = await client.call("POST", "/api/stock/compare_and_set", {
      listingId,
      oldTotal: 2147483648,
      newTotal: 5,
    });
    expect(stock.status).toBe(400);
    expect(stock.json.errors[0].meta).toEqual({ field: "oldTotal" });
  });

  it("refuses availability dates outside 2000–2099", async () => {
    const { client, listingId } = await provider();
    for (const [start, end] of [
      ["0000-01-01", "0000-01-02"],
      ["-271821-04-20", "2026-01-01"],
      ["2026-01-01", "275760-09-13"],
    ]) {
      const created = await client.call("POST", "/api/availability_exceptions/create", {
        listingId,
        seats: 1,
        start,
        end,
      });
      expect(created.status, `${start} ${end}`).toBe(400);
      const query = await client.call(
        "GET",
        `/api/availability_exceptions/query?listingId=${listingId}&start=${start}&end=${end}`,
      );
      expect(query.status, `${start} ${end}`).toBe(400);
    }
  });

  it("answers a page post that is not a form with 400 before the action", async () => {
    for (const [body, type] of [
      ['{"email": null}', "application/json"],
      [
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na',
        "multipart/form-data; boundary=x",
      ],
    ]) {
      const res = await fetch(`${app.origin}/login`, {
        method: "POST",
        headers: { "Content-Type": type as string, Origin: app.origin, "Accept-Language": "en" },
        body,
      });
      expect(res.status, type).toBe(400);
      expect(await res.text()).toBe("This form could not be read. Reload the page and try again.");
    }
  });

  it("answers transition params of any shape with 4xx, never 500 (decision 063)", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    await app.services.transactionEngine.applyTransition({
      transactionId: order.id,
      transition: "transition/mark-delivered",
      actor: { role: "provider", userId: order.provider.id },
    });
    const buyer = apiClient(app.origin);
    await buyer.call("POST", "/api/auth/login", {
      email: order.customer.email,
      password: DEFAULT_PASSWORD,
    });
    for (const params of [
      null,
      "text",
      [1, 2],
      { protectedData: null },
      { protectedData: "text" },
      { protectedData: [] },
      { protectedData: { disputeReason: {} } },
      { protectedData: { disputeReason: ["a"] } },
      { protectedData: { disputeReason: "\ud800" } },
      { protectedData: { disputeReason: "a".repeat(5001) } },
      { protectedData: { disputeReason: "x", lineItems: [] } },
      { protectedData: { disputeReason: "x" }, protectedDataExtra: 1 },
      { reviewRating: 5 },
    ]) {
      for (const path of [
        "/api/transactions/transition",
        "/api/transactions/transition_speculative",
      ]) {
        const res = await buyer.call("POST", path, {
          id: order.id,
          transition: "transition/dispute",
          params,
        });
        expect(res.status, `${path} ${JSON.stringify(params)}`).toBe(400);
        expect(res.json.errors[0].code).toBe("validation-invalid-params");
      }
    }
    expect((await app.services.transactionEngine.find(order.id))!.state).toBe("delivered");
  });

  it("answers initiate params of the wrong shape with 400 (decision 063)", async () => {
    // Refused by the params' shape before the listing (here the caller's own) is looked at.
    const { client, listingId } = await provider();
    for (const params of [
      { listingId, deliveryMethod: "pickup" },
      { listingId, deliveryMethod: "pickup", stockReservationQuantity: null },
      { listingId, deliveryMethod: "pickup", stockReservationQuantity: "" },
      { listingId, deliveryMethod: "pickup", stockReservationQuantity: "veel" },
      { listingId, deliveryMethod: "pickup", stockReservationQuantity: 1, lineItems: [] },
      { listingId, deliveryMethod: "pickup", stockReservationQuantity: 1, protectedData: {} },
    ]) {
      const res = await client.call("POST", "/api/transactions/initiate", {
        processAlias: "default-purchase/release-1",
        transition: "transition/request-payment",
        params,
      });
      expect(res.status, JSON.stringify(params)).toBe(400);
    }
  });

  it("answers a path that is not valid percent-encoding with 400", async () => {
    for (const path of ["/%c0", "/images/%", "/u/%E0%A4%A", "/l/%c0/x", "/api/listings/%c0"]) {
      const res = await fetch(`${app.origin}${path}`, { headers: { "Accept-Language": "en" } });
      expect(res.status, path).toBe(400);
      if (path.startsWith("/api/"))
        expect((await res.json()).errors[0].code).toBe("validation-invalid-params");
      else expect(await res.text()).toBe("This address is not valid.");
    }
  });

  it("answers a correctly signed webhook without data with 400, not 500 (decision 064)", async () => {
    const secret = "whsec_buurtoogst_test_mode";
    const events = [
      { id: "evt_no_data", type: "payment_intent.succeeded", created: 1 },
      { id: "evt_null_data", type: "payment_intent.succeeded", data: null },
      { id: "evt_no_object", type: "payment_intent.succeeded", data: {} },
      { id: "evt_bad_id", type: "payment_intent.succeeded", data: { object: { id: 5 } } },
      ["evt_array"],
    ];
    for (const event of events) {
      const body = JSON.stringify(event);
      const res = await fetch(`${app.origin}/webhooks/stripe`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": signPayload(body, secret, new Date()),
        },
        body,
      });
      expect(res.status, body).toBe(400);
    }
  });
});
