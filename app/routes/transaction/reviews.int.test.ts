import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { runDueTimers } from "#modules/jobs/server";
import { reviewWritesOn } from "#modules/reviews/server";
import { reviews } from "../../../db/schema";
import { createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { apiClient, startTestApp } from "../../../tests/setup/http-app";
import { purchasedOrder } from "../../../tests/setup/orders";
import { testDb } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import { loadTransactionPage, transactionPageAction } from "./page.server";

// Two-sided reviews (decision 054) on real PostgreSQL with a clock the test moves: the order
// page's form, the first/second review fallback, publication when both are in or when the
// review period ends, and the refusals. Timer passes are scoped to the order at hand, so other
// tests' timers in the shared database are never fired here (decision 072).

const DAY = 24 * 60 * 60 * 1000;
let at = Date.parse("2026-04-01T08:00:00Z");
const now = () => new Date(at);
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp({ now });
});
afterAll(() => app?.close());
afterEach(() => vi.restoreAllMocks());

/** A paid pickup order the buyer marked received; auto-complete (0 days) completes it. */
async function completedOrder() {
  const { services } = app;
  const order = await purchasedOrder(testDb(), services);
  await services.transactionEngine.applyTransition({
    transactionId: order.id,
    transition: "transition/mark-received-from-purchased",
    actor: { role: "customer", userId: order.customer.id },
  });
  await runDueTimers(services.transactionEngine, { transactionIds: [order.id] });
  expect((await services.transactionEngine.find(order.id))?.state).toBe("completed");
  return order;
}

type Result = { data: Record<string, unknown>; init: ResponseInit | null };

/** The request's logger: failures are logged under their spec §8 code. */
const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
afterEach(() => {
  log.warn.mockClear();
  log.error.mockClear();
});

const contextOf = async (userId: string) =>
  ({
    services: app.services,
    user: await app.services.users.findById(userId),
    locale: "nl",
    log,
    requestId: "test",
  }) as unknown as AppContext;

async function postReview(userId: string, txId: string, fields: Record<string, string>) {
  const body = new FormData();
  body.set("intent", "review");
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const context = await contextOf(userId);
  const request = new Request(`http://localhost/order/${txId}/details`, { method: "POST", body });
  return (await transactionPageAction(context, request, txId)) as unknown as Result;
}

const stateOf = async (id: string) => (await app.services.transactionEngine.find(id))?.state;
const storedReviews = (txId: string) =>
  testDb().select().from(reviews).where(eq(reviews.transactionId, txId));

describe("two-sided reviews", () => {
  it("keeps the first review pending, publishes both when the second side reviews (review-2 by fallback)", async () => {
    const order = await completedOrder();
    const first = await postReview(order.customer.id, order.id, {
      rating: "5",
      content: "Heerlijke <b>tomaten</b>, snel geregeld.",
    });
    expect(first.data).toEqual({ ok: true, intent: "review" });
    expect(await stateOf(order.id)).toBe("reviewed-by-customer");
    expect((await storedReviews(order.id)).map((r) => r.state)).toEqual(["pending"]);
    // Pending reviews are nowhere public yet.
    expect((await app.services.reviews.aboutUser(order.provider.id)).asProvider).toEqual([]);

    // The provider's page still offers review-1; the fallback sends review-2.
    at += DAY;
    const second = await postReview(order.provider.id, order.id, {
      rating: "4",
      content: "Vriendelijke koper.",
    });
    expect(second.data).toEqual({ ok: true, intent: "review" });
    expect(await stateOf(order.id)).toBe("reviewed");
    const history = await app.services.transactionEngine.history(order.id);
    const ran = history.map((h) => h.transition);
    expect(ran).toContain("transition/review-1-by-customer");
    expect(ran).toContain("transition/review-2-by-provider");
    expect(ran).not.toContain("transition/review-1-by-provider");

    const aboutProvider = await app.services.reviews.aboutUser(order.provider.id);
    expect(aboutProvider.asProvider).toMatchObject([
      {
        type: "ofProvider",
        rating: 5,
        // Spec §5: < and > in user text become their full-width forms.
        content: "Heerlijke ＜b＞tomaten＜/b＞, snel geregeld.",
        listingId: order.listing.id,
        author: { id: order.customer.id, displayName: order.customer.displayName },
      },
    ]);
    const aboutCustomer = await app.services.reviews.aboutUser(order.customer.id);
    expect(aboutCustomer.asCustomer).toMatchObject([
      {
        type: "ofCustomer",
        rating: 4,
        content: "Vriendelijke koper.",
        createdAt: now().toISOString(),
      },
    ]);
    expect(aboutCustomer.asProvider).toEqual([]);
  });

  it("publishes the one review given when the review period ends, once", async () => {
    const order = await completedOrder();
    at += DAY;
    expect(
      (await postReview(order.provider.id, order.id, { rating: "3", content: "Kwam te laat." }))
        .data,
    ).toEqual({ ok: true, intent: "review" });
    expect(await stateOf(order.id)).toBe("reviewed-by-provider");

    // Seven days from completed (not from the review): one day already passed.
    at += 6 * DAY - 1000;
    await runDueTimers(app.services.transactionEngine, { transactionIds: [order.id] });
    expect(await stateOf(order.id)).toBe("reviewed-by-provider");
    at += 1000;
    expect(
      (await runDueTimers(app.services.transactionEngine, { transactionIds: [order.id] })).fired,
    ).toBe(1);
    expect(await stateOf(order.id)).toBe("reviewed");
    expect((await storedReviews(order.id)).map((r) => r.state)).toEqual(["public"]);
    expect((await app.services.reviews.aboutUser(order.customer.id)).asCustomer).toHaveLength(1);
    // Publishing again changes nothing.
    expect(await reviewWritesOn(testDb()).publishOfTransaction(order.id)).toBe(0);
    // Nothing left to fire; the buyer is too late now, and it is not 'already sent'.
    expect(
      (await runDueTimers(app.services.transactionEngine, { transactionIds: [order.id] })).claimed,
    ).toBe(0);
    const late = await postReview(order.customer.id, order.id, { rating: "5", content: "Top" });
    expect(late.init?.status).toBe(409);
    expect(late.data.formError).toBe("TransactionPage.invalidTransition");
    expect(await storedReviews(order.id)).toHaveLength(1);
  });

  it("ends the period without reviews as reviewed, with nothing published", async () => {
    const order = await completedOrder();
    at += 7 * DAY;
    await runDueTimers(app.services.transactionEngine, { transactionIds: [order.id] });
    expect(await stateOf(order.id)).toBe("reviewed");
    expect(await storedReviews(order.id)).toEqual([]);
  });

  it("says 'Review already sent' to a second send, before and after the other side's, and logs leave-review-failed", async () => {
    const order = await completedOrder();
    const review = { rating: "5", content: "Top" };
    await postReview(order.customer.id, order.id, review);
    const again = await postReview(order.customer.id, order.id, review);
    expect(again.init?.status).toBe(409);
    expect(again.data).toMatchObject({
      ok: false,
      intent: "review",
      formError: "ReviewForm.reviewAlreadySent",
      values: { rating: "5", content: "Top" },
    });
    expect(log.warn).toHaveBeenCalledWith(
      { code: "leave-review-failed", reason: "transaction-already-reviewed-by-customer" },
      "leave-review-failed",
    );
    await postReview(order.provider.id, order.id, review);
    expect(await stateOf(order.id)).toBe("reviewed");
    const afterBoth = await postReview(order.provider.id, order.id, review);
    expect(afterBoth.data.formError).toBe("ReviewForm.reviewAlreadySent");
    expect(await storedReviews(order.id)).toHaveLength(2);
  });

  it("asks for a rating and a message, writes nothing then", async () => {
    const order = await completedOrder();
    const empty = await postReview(order.customer.id, order.id, { content: "  " });
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toMatchObject({
      fieldErrors: {
        rating: "ReviewForm.ratingRequired",
        content: "ReviewForm.contentRequired",
      },
    });
    const tooLong = await postReview(order.customer.id, order.id, {
      rating: "4",
      content: "a".repeat(5001),
    });
    expect(tooLong.data).toMatchObject({
      fieldErrors: { content: "Validators.maxLength?maxLength=5000" },
    });
    expect(await stateOf(order.id)).toBe("completed");
    expect(await storedReviews(order.id)).toEqual([]);
  });

  it("refuses reviews before completion, from strangers (404) and for the other side (403)", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    const early = await postReview(order.customer.id, order.id, { rating: "5", content: "Top" });
    expect(early.init?.status).toBe(409);
    expect(early.data.formError).toBe("TransactionPage.invalidTransition");

    const done = await completedOrder();
    const stranger = await createUser(testDb());
    await expect(
      postReview(stranger.id, done.id, { rating: "1", content: "Nooit gekocht" }),
    ).rejects.toMatchObject({ init: { status: 404 } });

    // Through the API: the provider may not run the customer's review transition.
    const client = apiClient(app.origin);
    await client.call("POST", "/api/auth/login", {
      email: done.provider.email,
      password: DEFAULT_PASSWORD,
    });
    const wrongSide = await client.call("POST", "/api/transactions/transition", {
      id: done.id,
      transition: "transition/review-1-by-customer",
      params: { reviewRating: 5, reviewContent: "Ik ben de koper niet" },
    });
    expect(wrongSide.status).toBe(403);
    expect(await storedReviews(done.id)).toEqual([]);
  });

  it("takes reviews through the API with Sharetribe's params and its already-reviewed codes", async () => {
    const order = await completedOrder();
    const customer = apiClient(app.origin);
    await customer.call("POST", "/api/auth/login", {
      email: order.customer.email,
      password: DEFAULT_PASSWORD,
    });
    const provider = apiClient(app.origin);
    await provider.call("POST", "/api/auth/login", {
      email: order.provider.email,
      password: DEFAULT_PASSWORD,
    });
    const send = (client: typeof customer, transition: string, rating: unknown) =>
      client.call("POST", "/api/transactions/transition", {
        id: order.id,
        transition,
        params: { reviewRating: rating, reviewContent: "Prima" },
      });
    expect((await send(customer, "transition/review-1-by-customer", 9)).status).toBe(400);
    expect((await send(customer, "transition/review-1-by-customer", 5)).status).toBe(200);
    const first = await send(provider, "transition/review-1-by-provider", 4);
    expect(first.status).toBe(409);
    expect(first.json.errors[0].code).toBe("transaction-already-reviewed-by-customer");
    expect((await send(provider, "transition/review-2-by-provider", 4)).status).toBe(200);
    const twice = await send(customer, "transition/review-2-by-customer", 5);
    expect(twice.json.errors[0].code).toBe("transaction-already-reviewed-by-customer");

    // reviews.query: public only, by subject or listing, with the author.
    const bySubject = await apiClient(app.origin).call(
      "GET",
      `/api/reviews/query?subject_id=${order.provider.id}`,
    );
    expect(bySubject.status).toBe(200);
    expect(bySubject.json).toMatchObject({
      data: [
        {
          type: "ofProvider",
          state: "public",
          rating: 5,
          content: "Prima",
          subjectId: order.provider.id,
          listingId: order.listing.id,
          author: { id: order.customer.id, profileImage: null },
        },
      ],
      meta: { page: 1, perPage: 50, totalItems: 1, totalPages: 1 },
    });
    const byListing = await apiClient(app.origin).call(
      "GET",
      `/api/reviews/query?listing_id=${order.listing.id}`,
    );
    expect(byListing.json.data.map((r: { type: string }) => r.type).sort()).toEqual([
      "ofCustomer",
      "ofProvider",
    ]);
    const neither = await apiClient(app.origin).call("GET", "/api/reviews/query");
    expect(neither.status).toBe(400);
  });
});

describe("reviews in the order and sale pages' activity feed", () => {
  /** The reviews the viewer's page carries (customer: order page, provider: sale page). */
  async function pageReviews(userId: string, txId: string, view: "order" | "sale") {
    const loaded = await loadTransactionPage(
      await contextOf(userId),
      new Request(`http://localhost/${view}/${txId}/details`),
      txId,
      view,
    );
    return loaded.transaction.reviews;
  }

  it("shows the author their pending review, hides it from the other side, then both see both", async () => {
    const order = await completedOrder();
    await postReview(order.customer.id, order.id, {
      rating: "5",
      content: "Heerlijke <b>tomaten</b>.",
    });
    expect(await pageReviews(order.customer.id, order.id, "order")).toEqual([
      {
        id: expect.any(String),
        byRole: "customer",
        rating: 5,
        content: "Heerlijke ＜b＞tomaten＜/b＞.",
        createdAt: now().toISOString(),
        pending: true,
      },
    ]);
    expect(await pageReviews(order.provider.id, order.id, "sale")).toEqual([]);
    // An operator reading along sees no pending review either.
    const operator = await createUser(testDb(), { isOperator: true });
    expect(await pageReviews(operator.id, order.id, "order")).toEqual([]);

    at += DAY;
    await postReview(order.provider.id, order.id, { rating: "3", content: "Prima koper." });
    const both = [
      { byRole: "customer", rating: 5, content: "Heerlijke ＜b＞tomaten＜/b＞.", pending: false },
      { byRole: "provider", rating: 3, content: "Prima koper.", pending: false },
    ];
    expect(await pageReviews(order.customer.id, order.id, "order")).toMatchObject(both);
    expect(await pageReviews(order.provider.id, order.id, "sale")).toMatchObject(both);
  });

  it("shows another order's reviews on neither page", async () => {
    const reviewed = await completedOrder();
    await postReview(reviewed.customer.id, reviewed.id, { rating: "4", content: "Goed." });
    const other = await completedOrder();
    expect(await pageReviews(other.customer.id, other.id, "order")).toEqual([]);
    expect(await pageReviews(other.provider.id, other.id, "sale")).toEqual([]);
  });
});
