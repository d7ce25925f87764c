import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRouter } from "../../../server/api/router";
import { createLogger } from "../../../server/log";
import { createUser, DEFAULT_PASSWORD, type User } from "../../../tests/factories";
import { apiClient, startTestApp } from "../../../tests/setup/http-app";
import { purchasedOrder } from "../../../tests/setup/orders";
import { testDb } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import routes from "../../routes";
import * as paymentMethods from "../account/payment-methods";
import * as payoutsPage from "../account/payments";
import * as receiptPage from "../checkout/receipt";
import * as receiptPdf from "../checkout/receipt-pdf";
import * as inboxIndex from "../inbox/index";
import * as inboxTab from "../inbox/route";
import * as operatorPayouts from "../operator/payouts";
import * as onboardingPage from "../test-mode/onboarding";
import * as testSetup from "../test-mode/setup";
import * as bankTokens from "../test-mode/tokens";
import * as order from "./order";
import * as redirectRoute from "./redirect";
import * as sale from "./sale";

// Access matrix (decision 049): every transaction, message and review route (pages and API) × the
// order's customer, its provider, another user and an anonymous visitor. No 2xx where none is
// expected; strangers get the 404 an unknown id gets. A page or API route under these paths
// without an entry here fails the last test.

type Who = "customer" | "provider" | "other" | "anonymous";
const WHO: Who[] = ["customer", "provider", "other", "anonymous"];

let app: Awaited<ReturnType<typeof startTestApp>>;
let people: Record<Exclude<Who, "anonymous">, User>;
let txId: string;
let listingId: string;
let checkoutId: string;
let paidCheckoutId: string;
/** The customer's setup intent waiting for 3-D Secure (decision 081): theirs alone. */
let setupId: string;
const clients = {} as Record<Who, ReturnType<typeof apiClient>>;

beforeAll(async () => {
  app = await startTestApp();
  const made = await purchasedOrder(testDb(), app.services);
  txId = made.id;
  listingId = made.listing.id;
  people = { customer: made.customer, provider: made.provider, other: await createUser(testDb()) };
  // The customer's own checkout, not yet paid: only the customer may pay it.
  const started = await app.services.checkout.start({
    customerId: made.customer.id,
    idempotencyKey: `matrix-${txId}`,
    source: "/cart/checkout",
    orders: [{ items: [{ listingId, quantity: 1 }], deliveryMethod: "pickup" }],
  });
  checkoutId = started.checkout.id;
  // A paid checkout of the customer's: its receipt is theirs alone (decision 070).
  const paid = await app.services.checkout.start({
    customerId: made.customer.id,
    idempotencyKey: `matrix-paid-${txId}`,
    source: "/cart/checkout",
    orders: [{ items: [{ listingId, quantity: 1 }], deliveryMethod: "pickup" }],
  });
  paidCheckoutId = paid.checkout.id;
  const payment = await app.services.checkout.pay({
    customerId: made.customer.id,
    checkoutId: paidCheckoutId,
    method: "card",
    paymentMethod: "pm_card_visa",
    returnUrl: "/cart/checkout/card",
  });
  expect(payment.kind).toBe("paid");
  const saving = await app.services.savedCards.save(
    { id: made.customer.id, email: made.customer.email, name: "Anna Koper" },
    { paymentMethod: "pm_card_authenticationRequired", returnUrl: "/account/payment-methods" },
  );
  if (saving.kind !== "redirect") throw new Error(`setup: ${saving.kind}`);
  setupId = saving.url.split("/").at(-1)!;
  for (const who of WHO) {
    clients[who] = apiClient(app.origin);
    if (who === "anonymous") continue;
    const login = await clients[who].call("POST", "/api/auth/login", {
      email: people[who].email,
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(200);
  }
});
afterAll(() => app?.close());

/** The HTTP status React Router would answer with for a loader's or action's outcome. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const out = await run();
    if (out instanceof Response) return out.status;
    const init =
      (out as { type?: string; init?: ResponseInit | null })?.type === "DataWithResponseInit"
        ? (out as { init: ResponseInit | null }).init
        : null;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

/** A page's context as the server builds it: the user from the session cookie (decision 065). */
async function contextFor(who: Who): Promise<AppContext> {
  const token = clients[who].cookie.replace(/^bt_session=/, "");
  const user = token ? await app.services.auth.resolveSession(token) : null;
  return {
    services: app.services,
    user,
    locale: "nl",
    log: createLogger("silent"),
    requestId: "access-matrix",
  } as AppContext;
}

const get = (path: string) => new Request(`http://localhost${path}`);
const post = (path: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(`http://localhost${path}`, { method: "POST", body });
};

type Entry = {
  /** "page <route path>" or "api <METHOD> <path>", as the route tables name them. */
  route: string;
  call: (who: Who) => Promise<number>;
  expected: Record<Who, number>;
};

const page = (
  route: string,
  run: (context: AppContext, id: string) => unknown,
  expected: Record<Who, number>,
): Entry => ({
  route: `page ${route}`,
  call: async (who) => statusOf(async () => run(await contextFor(who), txId)),
  expected,
});

const api = (
  method: string,
  path: string,
  expected: Record<Who, number>,
  body?: () => unknown,
): Entry => ({
  route: `api ${method} ${path}`,
  call: async (who) => {
    const target = method === "GET" ? `/api${path}?transaction_id=${txId}` : `/api${path}`;
    return (await clients[who].call(method, target, body?.())).status;
  },
  expected,
});

/** An API call whose target and body need the transaction id in their own place. */
const apiAt = (
  method: string,
  path: string,
  target: () => string,
  expected: Record<Who, number>,
  body?: () => unknown,
): Entry => ({
  route: `api ${method} ${path}`,
  call: async (who) => (await clients[who].call(method, target(), body?.())).status,
  expected,
});

const args = (context: AppContext, request: Request, params: Record<string, string> = {}) =>
  ({ context, request, params }) as never;

const MATRIX: Entry[] = [
  page("inbox", (c) => inboxIndex.loader(args(c, get("/inbox"))), {
    customer: 302,
    provider: 302,
    other: 302,
    anonymous: 302,
  }),
  // Everyone signed in sees their own inbox (the other user's is empty); no id to check.
  page("inbox/:tab", (c) => inboxTab.loader(args(c, get("/inbox/orders"), { tab: "orders" })), {
    customer: 200,
    provider: 200,
    other: 200,
    anonymous: 302,
  }),
  page("order/:id", (c, id) => redirectRoute.loader(args(c, get(`/order/${id}`), { id })), {
    customer: 302,
    provider: 302,
    other: 302,
    anonymous: 302,
  }),
  page("sale/:id", (c, id) => redirectRoute.loader(args(c, get(`/sale/${id}`), { id })), {
    customer: 302,
    provider: 302,
    other: 302,
    anonymous: 302,
  }),
  page("order/:id/details", (c, id) => order.loader(args(c, get(`/order/${id}/details`), { id })), {
    customer: 200,
    provider: 302,
    other: 404,
    anonymous: 302,
  }),
  page(
    "order/:id/details (message)",
    (c, id) =>
      order.action(
        args(c, post(`/order/${id}/details`, { intent: "message", content: "Hoi" }), { id }),
      ),
    { customer: 200, provider: 200, other: 404, anonymous: 302 },
  ),
  page("sale/:id/details", (c, id) => sale.loader(args(c, get(`/sale/${id}/details`), { id })), {
    customer: 302,
    provider: 200,
    other: 404,
    anonymous: 302,
  }),
  // The order is not completed yet: a review is refused (409) to both sides, strangers 404.
  page(
    "order/:id/details (review)",
    (c, id) =>
      order.action(
        args(c, post(`/order/${id}/details`, { intent: "review", rating: "5", content: "Top" }), {
          id,
        }),
      ),
    { customer: 409, provider: 409, other: 404, anonymous: 302 },
  ),
  // The grower's cancel (decision 068) without its reason: the params are checked first, before
  // the order is read (decision 063), so both parties get 400 for the missing reason; a stranger
  // still gets 404 and nothing moves. (A buyer with a reason gets 403: provider-cancel.int.test.)
  page(
    "sale/:id/details (cancel-by-provider)",
    (c, id) =>
      sale.action(
        args(
          c,
          post(`/sale/${id}/details`, {
            intent: "transition",
            transition: "transition/cancel-by-provider",
            cancelReason: "",
          }),
          { id },
        ),
      ),
    { customer: 400, other: 404, anonymous: 302, provider: 400 },
  ),
  // Runs last among the pages: it moves the order on (purchased → delivered).
  page(
    "sale/:id/details (transition)",
    (c, id) =>
      sale.action(
        args(
          c,
          post(`/sale/${id}/details`, {
            intent: "transition",
            transition: "transition/mark-delivered",
          }),
          { id },
        ),
      ),
    { customer: 403, other: 404, anonymous: 302, provider: 200 },
  ),
  // The receipt of a payment and its PDF: the buyer's only; the grower and strangers get 404.
  page(
    "checkout/:id/receipt",
    (c) =>
      receiptPage.loader(
        args(c, get(`/checkout/${paidCheckoutId}/receipt`), { id: paidCheckoutId }),
      ),
    { customer: 200, provider: 404, other: 404, anonymous: 302 },
  ),
  page(
    "checkout/:id/receipt.pdf",
    (c) =>
      receiptPdf.loader(
        args(c, get(`/checkout/${paidCheckoutId}/receipt.pdf`), { id: paidCheckoutId }),
      ),
    { customer: 200, provider: 404, other: 404, anonymous: 302 },
  ),
  api("GET", "/messages/query", { customer: 200, provider: 200, other: 404, anonymous: 401 }),
  api(
    "POST",
    "/messages/send",
    { customer: 201, provider: 201, other: 404, anonymous: 401 },
    () => ({ transactionId: txId, content: "Hallo" }),
  ),
  // Public reviews (spec §7 reviews.query) are public data, as on the profile page.
  apiAt("GET", "/reviews/query", () => `/api/reviews/query?subject_id=${people.provider.id}`, {
    customer: 200,
    provider: 200,
    other: 200,
    anonymous: 200,
  }),
  // The transactions API (spec §7): only the transaction's customer and provider see it.
  apiAt(
    "GET",
    "/process_transitions/query",
    () => `/api/process_transitions/query?transactionId=${txId}`,
    { customer: 200, provider: 200, other: 404, anonymous: 401 },
  ),
  // Paying a checkout: a declined card, so the checkout stays payable for every caller. The
  // customer reaches it (402 declined); anyone else gets the 404 of a checkout that is not theirs.
  apiAt(
    "POST",
    "/checkouts/pay",
    () => "/api/checkouts/pay",
    { customer: 402, provider: 404, other: 404, anonymous: 401 },
    () => ({
      checkoutId,
      method: "card",
      paymentMethod: "pm_card_chargeDeclined",
    }),
  ),
  // Starting a checkout makes the caller's own; an incomplete body is refused, never a 2xx.
  apiAt(
    "POST",
    "/checkouts",
    () => "/api/checkouts",
    { customer: 400, provider: 400, other: 400, anonymous: 401 },
    () => ({}),
  ),
  apiAt("GET", "/transactions/show", () => `/api/transactions/show?id=${txId}`, {
    customer: 200,
    provider: 200,
    other: 404,
    anonymous: 401,
  }),
  // Each user's own list; another user's transaction never appears in it.
  apiAt("GET", "/transactions/query", () => "/api/transactions/query?only=order", {
    customer: 200,
    provider: 200,
    other: 200,
    anonymous: 401,
  }),
  // After the sale page's mark-delivered the order is delivered: mark-delivered again is 409
  // for both sides (the state is checked before the role), and strangers get 404.
  apiAt(
    "POST",
    "/transactions/transition_speculative",
    () => "/api/transactions/transition_speculative",
    { customer: 409, provider: 409, other: 404, anonymous: 401 },
    () => ({ id: txId, transition: "transition/mark-delivered", params: {} }),
  ),
  apiAt(
    "POST",
    "/transactions/transition",
    () => "/api/transactions/transition",
    { customer: 409, provider: 409, other: 404, anonymous: 401 },
    () => ({ id: txId, transition: "transition/mark-delivered", params: {} }),
  ),
  // Privileged transitions run on the server only; a body without its server-side proof is
  // refused as invalid before anything is looked up (never a 2xx).
  apiAt(
    "POST",
    "/transition-privileged",
    () => "/api/transition-privileged",
    { customer: 400, provider: 400, other: 400, anonymous: 400 },
    () => ({ id: txId, transition: "transition/confirm-payment", params: {} }),
  ),
  // Initiation creates the caller's own transaction; no id of someone else's is involved. An
  // incomplete body is refused by validation (before the login check), never with a 2xx.
  apiAt(
    "POST",
    "/transactions/initiate",
    () => "/api/transactions/initiate",
    { customer: 400, provider: 400, other: 400, anonymous: 400 },
    () => ({
      processAlias: "default-purchase/release-1",
      transition: "transition/request-payment",
      params: {},
    }),
  ),
  // An enquiry (decision 055) about the provider's listing: anyone signed in may ask, except
  // the provider about their own listing; a visitor must log in.
  apiAt(
    "POST",
    "/transactions/initiate (enquire)",
    () => "/api/transactions/initiate",
    { customer: 201, provider: 403, other: 201, anonymous: 401 },
    () => ({
      processAlias: "default-purchase/release-1",
      transition: "transition/enquire",
      params: { listingId, message: "Is het nog te koop?" },
    }),
  ),
  apiAt(
    "POST",
    "/transactions/initiate_speculative",
    () => "/api/transactions/initiate_speculative",
    { customer: 400, provider: 400, other: 400, anonymous: 400 },
    () => ({
      processAlias: "default-purchase/release-1",
      transition: "transition/request-payment",
      params: {},
    }),
  ),
  apiAt(
    "POST",
    "/initiate-privileged",
    () => "/api/initiate-privileged",
    { customer: 400, provider: 400, other: 400, anonymous: 400 },
    () => ({
      processAlias: "default-purchase/release-1",
      transition: "transition/request-payment",
      params: {},
    }),
  ),
  // Payout accounts (decision 078): each signed-in user's own; the provider's test-mode
  // account is the only one with an onboarding page here, and only for the provider.
  page(
    "account/payments/:returnURLType?",
    (c) => payoutsPage.loader(args(c, get("/account/payments"))),
    { customer: 200, provider: 200, other: 200, anonymous: 302 },
  ),
  page(
    "account/payments/:returnURLType? (get verified)",
    (c) => payoutsPage.action(args(c, post("/account/payments", { intent: "link" }))),
    { customer: 409, provider: 302, other: 409, anonymous: 302 },
  ),
  page(
    "test-mode/onboarding/:accountId",
    (c) => {
      const accountId = people.provider.stripeAccountId!;
      return onboardingPage.loader(
        args(c, get(`/test-mode/onboarding/${accountId}`), { accountId }),
      );
    },
    { customer: 404, provider: 200, other: 404, anonymous: 302 },
  ),
  page(
    "test-mode/onboarding/:accountId (complete)",
    (c) => {
      const accountId = people.provider.stripeAccountId!;
      const request = post(`/test-mode/onboarding/${accountId}`, { outcome: "complete" });
      return onboardingPage.action(args(c, request, { accountId }));
    },
    { customer: 404, provider: 302, other: 404, anonymous: 302 },
  ),
  page(
    "test-mode/v1/tokens",
    (c) =>
      bankTokens.action(
        args(
          c,
          post("/test-mode/v1/tokens", {
            "bank_account[country]": "NL",
            "bank_account[currency]": "eur",
            "bank_account[account_holder_name]": "Els Visser",
            "bank_account[account_number]": "NL91ABNA0417164300",
          }),
        ),
      ),
    { customer: 200, provider: 200, other: 200, anonymous: 401 },
  ),
  // Saved cards (decision 081): everyone signed in has their own page; the setup intent's
  // test-mode page is its buyer's only.
  page(
    "account/payment-methods",
    (c) => paymentMethods.loader(args(c, get("/account/payment-methods"))),
    { customer: 200, provider: 200, other: 200, anonymous: 302 },
  ),
  page(
    "account/payment-methods (remove)",
    (c) => paymentMethods.action(args(c, post("/account/payment-methods", { intent: "remove" }))),
    { customer: 200, provider: 200, other: 200, anonymous: 302 },
  ),
  page(
    "test-mode/setup/:id",
    (c) => testSetup.loader(args(c, get(`/test-mode/setup/${setupId}`), { id: setupId })),
    { customer: 200, provider: 404, other: 404, anonymous: 302 },
  ),
  page(
    "test-mode/setup/:id (approve)",
    (c) =>
      testSetup.action(
        args(c, post(`/test-mode/setup/${setupId}`, { outcome: "approve" }), { id: setupId }),
      ),
    { customer: 302, provider: 404, other: 404, anonymous: 302 },
  ),
  // The operator page's failed payouts (decision 079): no order's customer, provider or
  // anyone else sees or retries the order's payout; they get the 404 of the rest of /operator.
  page("operator payouts", (c) => operatorPayouts.loader(args(c, get("/operator/payouts"))), {
    customer: 404,
    provider: 404,
    other: 404,
    anonymous: 404,
  }),
  page(
    "operator (retry payout)",
    (c, id) =>
      operatorPayouts.action(
        args(c, post("/operator/payouts", { intent: "retry-payout", transactionId: id })),
      ),
    { customer: 404, provider: 404, other: 404, anonymous: 404 },
  ),
];

describe("access matrix: transaction and message routes", () => {
  for (const entry of MATRIX) {
    it(`${entry.route}`, async () => {
      // Provider last: a successful transition must not change what the others were tested on.
      const order: Who[] = ["anonymous", "other", "customer", "provider"];
      const got: Partial<Record<Who, number>> = {};
      for (const who of order) got[who] = await entry.call(who);
      expect(got).toEqual(entry.expected);
    });
  }

  it("has an entry for every such page and API route", () => {
    const covered = new Set(MATRIX.map((e) => e.route.replace(/ \(.*\)$/, "")));
    type RouteNode = { path?: string; children?: RouteNode[] };
    const pagePaths = (nodes: RouteNode[]): string[] =>
      nodes.flatMap((n) => [...(n.path ? [n.path] : []), ...pagePaths(n.children ?? [])]);
    const watchedPage =
      /^(inbox|order|sale|checkout\/:id\/receipt|account\/payments|account\/payment-methods|test-mode\/onboarding|test-mode\/v1\/tokens|test-mode\/setup)(\/|$|\.)/;
    const pages = pagePaths(routes as RouteNode[])
      .filter((p) => watchedPage.test(p))
      .map((p) => `page ${p}`);

    type Layer = {
      route?: { path: string; methods: Record<string, boolean> };
      handle?: { stack?: Layer[] };
    };
    const served = (stack: Layer[]): string[] =>
      stack.flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map(
              (m) => `api ${m.toUpperCase()} ${layer.route!.path}`,
            )
          : layer.handle?.stack
            ? served(layer.handle.stack)
            : [],
      );
    const watchedApi =
      /^api \w+ \/(messages|transactions|transition-privileged|initiate-privileged|reviews|process_transitions|checkouts)\b/;
    const apis = served((apiRouter() as Router & { stack: Layer[] }).stack).filter((r) =>
      watchedApi.test(r),
    );
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(apis.length).toBeGreaterThanOrEqual(2);
    expect([...pages, ...apis].filter((r) => !covered.has(r))).toEqual([]);
  });
});

// Decision 065: once banned, the order's customer and provider get exactly what
// an anonymous visitor gets on every route above; their sessions ended with the ban.
describe("access matrix: banned customer and provider", () => {
  beforeAll(async () => {
    await app.services.bans.ban(people.customer.email);
    await app.services.bans.ban(people.provider.email);
  });
  for (const entry of MATRIX) {
    it(`${entry.route}`, async () => {
      const got = {
        customer: await entry.call("customer"),
        provider: await entry.call("provider"),
      };
      expect(got).toEqual({
        customer: entry.expected.anonymous,
        provider: entry.expected.anonymous,
      });
    });
  }
});
