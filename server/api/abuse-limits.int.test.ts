import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { createListing, createUser, DEFAULT_PASSWORD, type User } from "../../tests/factories";
import { apiClient, startTestApp } from "../../tests/setup/http-app";
import { purchasedOrder } from "../../tests/setup/orders";
import { testDb, uniqueEmail } from "../../tests/setup/services";

type App = Awaited<ReturnType<typeof startTestApp>>;

async function post(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.origin}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Accept-Language": "en",
      Origin: app.origin,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as { errors?: Array<Record<string, unknown>> },
  };
}

const badLogin = (app: App, email: string, forwardedFor: string) =>
  post(
    app,
    "/api/auth/login",
    { email, password: "not-the-password" },
    {
      "X-Forwarded-For": forwardedFor,
    },
  );

describe("client address without TRUST_PROXY", () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => app.close());

  it("ignores X-Forwarded-For from loopback: a new header each try does not escape the lockout", async () => {
    const email = uniqueEmail("xff");
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await badLogin(app, email, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits reset requests for one address, in the API error shape, after 'not found' texts", async () => {
    const email = uniqueEmail("reset-api");
    const first = await post(app, "/api/password_reset/request", { email });
    expect(first.status).toBe(404);
    expect(first.json.errors?.[0]?.code).toBe("email-not-found");
    for (let i = 0; i < 4; i++) await post(app, "/api/password_reset/request", { email });
    const over = await post(app, "/api/password_reset/request", { email });
    expect(over.status).toBe(429);
    expect(over.json.errors?.[0]).toMatchObject({
      status: 429,
      code: "too-many-requests",
      title: "Too many password reset requests. Please wait an hour and try again.",
    });
  });

  it("refuses a post whose Origin has another scheme than the site's", async () => {
    const { origin } = app;
    const res = await post(
      app,
      "/api/auth/logout",
      {},
      {
        Origin: origin.replace("http:", "https:"),
        Cookie: "bt_session=x",
      },
    );
    expect(res.status).toBe(403);
  });

  it("refuses Origin: null even with a same-origin Referer (decision 064)", async () => {
    const res = await post(
      app,
      "/api/checkouts",
      {},
      { Origin: "null", Referer: `${app.origin}/cart/checkout`, Cookie: "bt_session=x" },
    );
    expect(res.status).toBe(403);
  });
});

describe("client address with TRUST_PROXY=loopback", () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ loginRateLimit: 3, trustProxy: "loopback" });
  });
  afterAll(() => app.close());

  it("counts each forwarded client on its own", async () => {
    const email = uniqueEmail("xff-trusted");
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await badLogin(app, email, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });
});

async function loggedIn(app: App, user: User) {
  const client = apiClient(app.origin);
  const login = await client.call("POST", "/api/auth/login", {
    email: user.email,
    password: DEFAULT_PASSWORD,
  });
  expect(login.status).toBe(200);
  return client;
}

describe("a party cannot rewrite an order through a transition (decision 063)", () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("refuses a dispute carrying any protected field but its reason; the order stays readable", async () => {
    const order = await purchasedOrder(testDb(), app.services, {
      deliveryMethod: "shipping",
      protectedData: { message: "Graag na vijven", shippingDetails: { name: "Anna" } },
    });
    const engine = app.services.transactionEngine;
    await engine.applyTransition({
      transactionId: order.id,
      transition: "transition/mark-delivered",
      actor: { role: "provider", userId: order.provider.id },
    });
    const before = (await engine.find(order.id))!;
    const buyer = await loggedIn(app, order.customer);
    const dispute = (protectedData: Record<string, unknown>) =>
      buyer.call(
        "POST",
        "/api/transactions/transition",
        { id: order.id, transition: "transition/dispute", params: { protectedData } },
        { "Accept-Language": "en" },
      );
    // A probe found that every later read of the order would have answered 500.
    const probe = await dispute({ disputeReason: "…", cartListingLineItems: 5 });
    expect(probe.status).toBe(400);
    expect(probe.json.errors[0]).toMatchObject({
      code: "validation-invalid-params",
      title: "Unknown fields: cartListingLineItems.",
    });
    for (const field of ["message", "shippingDetails", "cartAdditionalListings"]) {
      expect((await dispute({ disputeReason: "x", [field]: "overschreven" })).status).toBe(400);
    }
    expect((await dispute({ disputeReason: "a".repeat(5001) })).status).toBe(400);
    const speculative = await buyer.call("POST", "/api/transactions/transition_speculative", {
      id: order.id,
      transition: "transition/dispute",
      params: { protectedData: { disputeReason: "x", message: "y" } },
    });
    expect(speculative.status).toBe(400);
    // Nothing moved or changed; the grower's list and the order still read.
    expect((await engine.find(order.id))!).toMatchObject({
      state: "delivered",
      protectedData: before.protectedData,
    });
    const grower = await loggedIn(app, order.provider);
    expect((await grower.call("GET", "/api/transactions/query?only=sale")).status).toBe(200);
    // A plain dispute still works and writes its reason only.
    const fair = await dispute({ disputeReason: "De helft was rot" });
    expect(fair.status).toBe(200);
    expect(fair.json.data.state).toBe("disputed");
    expect((await engine.find(order.id))!.protectedData).toEqual({
      ...before.protectedData,
      disputeReason: "De helft was rot",
    });
    expect((await grower.call("GET", `/api/transactions/show?id=${order.id}`)).status).toBe(200);
  });

  it("refuses params on a transition that takes none", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    const grower = await loggedIn(app, order.provider);
    const res = await grower.call("POST", "/api/transactions/transition", {
      id: order.id,
      transition: "transition/mark-delivered",
      params: { protectedData: { message: "overschreven" } },
    });
    expect(res.status).toBe(400);
    expect((await app.services.transactionEngine.find(order.id))!.state).toBe("purchased");
    const buyer = await loggedIn(app, order.customer);
    const privileged = await buyer.call("POST", "/api/transition-privileged", {
      bodyParams: {
        id: order.id,
        transition: "transition/confirm-payment",
        params: { protectedData: { message: "overschreven" } },
      },
    });
    expect(privileged.status).toBe(400);
  });
});

describe("one account holds at most 5 unpaid orders (decision 063)", () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("refuses the sixth with 429 before anything is written, and honours an earlier key", async () => {
    const grower = await createUser(testDb(), { stripeConnected: true });
    const listing = await createListing(testDb(), {
      authorId: grower.id,
      priceAmount: 300,
      currentStock: 20,
    });
    const buyer = await loggedIn(app, await createUser(testDb()));
    const initiate = (key: string) =>
      buyer.call(
        "POST",
        "/api/transactions/initiate",
        {
          processAlias: "default-purchase/release-1",
          transition: "transition/request-payment",
          params: { listingId: listing.id, stockReservationQuantity: 3, deliveryMethod: "pickup" },
        },
        { "Idempotency-Key": key, "Accept-Language": "en" },
      );
    const stock = async () =>
      (
        await testDb()
          .select({ n: listings.currentStock })
          .from(listings)
          .where(eq(listings.id, listing.id))
      )[0]!.n;
    const run = `${Date.now()}`;
    for (let i = 1; i <= 5; i++) expect((await initiate(`unpaid-${run}-${i}`)).status).toBe(201);
    expect(await stock()).toBe(5);
    const sixth = await initiate(`unpaid-${run}-6`);
    expect(sixth.status).toBe(429);
    expect(sixth.json.errors[0]).toMatchObject({
      code: "transaction-too-many-unpaid-orders",
      title:
        "You already have 5 orders waiting for payment. Pay one of them, or wait until they expire, then try again.",
    });
    expect(await stock()).toBe(5);
    // A repeat of a key already used writes nothing new: it is answered, not counted.
    expect((await initiate(`unpaid-${run}-3`)).status).toBe(200);
  });
});
