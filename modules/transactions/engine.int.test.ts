import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { outboxOn, runDueTimers } from "#modules/jobs/server";
import { listings, stockAdjustments } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { fakeClock as movableClock } from "../../tests/setup/clock";
import { testDb } from "../../tests/setup/services";
import { createTransactionEngine, type EngineConfig } from "./engine.server";
import { createTransactionRepository } from "./repository.server";

// The engine on real PostgreSQL with a clock the test moves (decision 032). Tests that run the
// timer worker scope its passes to their own transactions: other tests' timers in the shared
// database are never theirs to fire (decision 072).

const fakeClock = (start: Date = new Date("2026-05-04T10:00:00Z")) => movableClock(start);

function engineWith(clock: { now: () => Date }, config: EngineConfig = {}) {
  return {
    engine: createTransactionEngine({ db: testDb(), now: clock.now, config }),
    repo: createTransactionRepository(testDb(), clock.now),
  };
}

async function stockOf(listingId: string) {
  const [row] = await testDb()
    .select({ stock: listings.currentStock })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row!.stock;
}

async function seller(stock: number, priceAmount = 250) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Tomaten ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount,
    currentStock: stock,
  });
  return { provider, listing };
}

const settledCodes = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) =>
    r.status === "fulfilled"
      ? "ok"
      : r.reason instanceof AppError
        ? r.reason.code
        : String(r.reason),
  );

const MINUTE = 60_000;

describe("transaction engine", () => {
  it("initiates with server-computed line items and reserves the stock with a ledger row", async () => {
    const clock = fakeClock();
    const { engine, repo } = engineWith(clock);
    const { provider, listing } = await seller(5);
    const customer = await createUser(testDb());

    const tx = await engine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 2 }],
      deliveryMethod: "pickup",
    });

    expect(tx).toMatchObject({
      state: "pending-payment",
      lastTransition: "transition/request-payment",
      providerId: provider.id,
      payinTotal: 500,
      payoutTotal: 375,
    });
    expect(await stockOf(listing.id)).toBe(3);
    const reservations = await repo.reservations(tx.id);
    expect(reservations.map((r) => [r.listingId, r.quantity, r.state])).toEqual([
      [listing.id, 2, "pending"],
    ]);
    const ledger = await testDb()
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.listingId, listing.id));
    expect(ledger).toMatchObject([
      { oldTotal: 5, newTotal: 3, reason: "reserve", reservationId: reservations[0]!.id },
    ]);
    const history = await engine.history(tx.id);
    expect(history.map((h) => [h.transition, h.byRole, h.fromState, h.toState])).toEqual([
      ["transition/request-payment", "customer", "initial", "pending-payment"],
    ]);
    const timers = await repo.timers(tx.id);
    expect(timers).toMatchObject([
      {
        transition: "transition/expire-payment",
        armedInState: "pending-payment",
        dueAt: new Date(clock.now().getTime() + 15 * MINUTE),
      },
    ]);
    const outbox = await outboxOn(testDb()).byKeyPrefix(tx.id);
    expect(outbox.map((o) => o.idempotencyKey)).toEqual([
      // Nobody is mailed before the payment (decision 056).
      `${tx.id}:transition/request-payment:create-payment-intent`,
    ]);
  });

  it("confirms a payment: the reservation is accepted, the stock stays taken, the expiry is cancelled", async () => {
    const clock = fakeClock();
    const { engine, repo } = engineWith(clock);
    const { listing } = await seller(4);
    const customer = await createUser(testDb());
    const tx = await engine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
    });
    clock.advance(MINUTE);

    const confirmed = await engine.applyTransition({
      transactionId: tx.id,
      transition: "transition/confirm-payment",
      actor: { role: "system", userId: null },
      trusted: true,
    });

    expect(confirmed.state).toBe("purchased");
    expect((await repo.reservations(tx.id)).map((r) => r.state)).toEqual(["accepted"]);
    expect(await stockOf(listing.id)).toBe(3);
    const timers = await repo.timers(tx.id);
    const expiry = timers.find((t) => t.transition === "transition/expire-payment");
    expect(expiry?.canceledAt).toEqual(clock.now());
    expect(timers.find((t) => t.transition === "transition/auto-cancel")?.dueAt).toEqual(
      new Date(clock.now().getTime() + 14 * 24 * 60 * MINUTE),
    );
    // Fifteen minutes later the cancelled expiry does nothing.
    clock.advance(20 * MINUTE);
    await runDueTimers(engine, { transactionIds: [tx.id] });
    expect((await engine.find(tx.id))?.state).toBe("purchased");
  });

  it("refuses the wrong role (403), the wrong party (403), a privileged call from outside (403) and a wrong state (409)", async () => {
    const { engine } = engineWith(fakeClock());
    const { provider, listing } = await seller(3);
    const customer = await createUser(testDb());
    const stranger = await createUser(testDb());
    const tx = await engine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
    });
    const attempt = (
      transition: string,
      role: "customer" | "provider" | "system",
      userId: string | null,
      trusted = false,
    ) =>
      engine
        .applyTransition({ transactionId: tx.id, transition, actor: { role, userId }, trusted })
        .then(
          () => "ok",
          (e: AppError) => `${e.status} ${e.code}`,
        );

    expect(await attempt("transition/expire-payment", "customer", customer.id)).toBe(
      "403 forbidden",
    );
    expect(await attempt("transition/confirm-payment", "customer", stranger.id, true)).toBe(
      "403 forbidden",
    );
    expect(await attempt("transition/confirm-payment", "customer", customer.id)).toBe(
      "403 forbidden",
    );
    expect(await attempt("transition/mark-delivered", "provider", provider.id)).toBe(
      "409 transaction-invalid-transition",
    );
    expect(await attempt("transition/no-such-thing", "customer", customer.id)).toBe(
      "409 transaction-invalid-transition",
    );
    expect((await engine.find(tx.id))?.state).toBe("pending-payment");
  });

  it("expires an unpaid order after 15 minutes and gives the stock back", async () => {
    const clock = fakeClock();
    const { engine, repo } = engineWith(clock);
    const { listing } = await seller(6);
    const customer = await createUser(testDb());
    const tx = await engine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 4 }],
      deliveryMethod: "pickup",
    });
    expect(await stockOf(listing.id)).toBe(2);

    clock.advance(15 * MINUTE - 1);
    await runDueTimers(engine, { transactionIds: [tx.id] });
    expect((await engine.find(tx.id))?.state).toBe("pending-payment");

    clock.advance(1);
    await runDueTimers(engine, { transactionIds: [tx.id] });
    const expired = await engine.find(tx.id);
    expect(expired).toMatchObject({
      state: "payment-expired",
      lastTransition: "transition/expire-payment",
      lastTransitionedAt: clock.now(),
    });
    expect(await stockOf(listing.id)).toBe(6);
    expect((await repo.reservations(tx.id)).map((r) => r.state)).toEqual(["released"]);
    const ledger = await testDb()
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.listingId, listing.id));
    expect(ledger.map((l) => [l.reason, l.oldTotal, l.newTotal])).toEqual(
      expect.arrayContaining([
        ["reserve", 6, 2],
        ["release", 2, 6],
      ]),
    );
    const history = await engine.history(tx.id);
    expect(history.at(-1)).toMatchObject({
      transition: "transition/expire-payment",
      byRole: "system",
    });
    expect((await repo.timers(tx.id))[0]?.firedAt).toEqual(clock.now());
    // Paying after expiry is a wrong state.
    await expect(
      engine.applyTransition({
        transactionId: tx.id,
        transition: "transition/confirm-payment",
        actor: { role: "system", userId: null },
        trusted: true,
      }),
    ).rejects.toMatchObject({ code: "transaction-invalid-transition", status: 409 });
  });

  it("lets exactly one of ten identical racing transitions win; the others get 409", async () => {
    const { engine } = engineWith(fakeClock());
    const { listing } = await seller(3);
    const customer = await createUser(testDb());
    const tx = await engine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        engine.applyTransition({
          transactionId: tx.id,
          transition: "transition/confirm-payment",
          actor: { role: "customer", userId: customer.id },
          trusted: true,
        }),
      ),
    );
    const codes = settledCodes(results);
    expect(codes.filter((c) => c === "ok")).toHaveLength(1);
    expect(codes.filter((c) => c === "transaction-invalid-transition")).toHaveLength(9);
    const history = await engine.history(tx.id);
    expect(history.filter((h) => h.transition === "transition/confirm-payment")).toHaveLength(1);
  });

  it("does not oversell: 200 concurrent initiations for 20 units reserve exactly 20", async () => {
    const { engine, repo } = engineWith(fakeClock());
    const { listing } = await seller(20);
    const customers = await Promise.all(Array.from({ length: 10 }, () => createUser(testDb())));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        engine.initiate({
          customerId: customers[i % customers.length]!.id,
          items: [{ listingId: listing.id, quantity: 1 }],
          deliveryMethod: "pickup",
        }),
      ),
    );
    const codes = settledCodes(results);
    expect(codes.filter((c) => c === "ok")).toHaveLength(20);
    expect(codes.filter((c) => c === "transaction-listing-insufficient-stock")).toHaveLength(180);
    const short = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(short.reason).toMatchObject({ listingId: listing.id, listingTitle: listing.title });
    expect(await stockOf(listing.id)).toBe(0);
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const reserved = (await Promise.all(won.map((t) => repo.reservations(t.id)))).flat();
    expect(reserved.reduce((sum, r) => sum + r.quantity, 0)).toBe(20);
  });

  it("rolls back a multi-listing order when one listing is short, and names it", async () => {
    const { engine } = engineWith(fakeClock());
    const provider = await createUser(testDb(), { stripeConnected: true });
    const plenty = await createListing(testDb(), {
      authorId: provider.id,
      title: "Veel",
      priceAmount: 100,
      currentStock: 10,
    });
    const few = await createListing(testDb(), {
      authorId: provider.id,
      title: "Weinig",
      priceAmount: 100,
      currentStock: 1,
    });
    const customer = await createUser(testDb());
    await expect(
      engine.initiate({
        customerId: customer.id,
        items: [
          { listingId: plenty.id, quantity: 3 },
          { listingId: few.id, quantity: 2 },
        ],
        deliveryMethod: "pickup",
      }),
    ).rejects.toMatchObject({
      code: "transaction-listing-insufficient-stock",
      status: 409,
      listingId: few.id,
      listingTitle: "Weinig",
    });
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(few.id)).toBe(1);
  });

  it("fires each of 50 due timers exactly once with two workers racing", async () => {
    const clock = fakeClock();
    const { engine, repo } = engineWith(clock);
    const { engine: otherWorker } = engineWith(clock);
    const { listing } = await seller(50);
    const txs = [];
    for (let i = 0; i < 50; i++) {
      // One buyer each: an account holds at most 5 unpaid orders (decision 063).
      const customer = await createUser(testDb());
      txs.push(
        await engine.initiate({
          customerId: customer.id,
          items: [{ listingId: listing.id, quantity: 1 }],
          deliveryMethod: "pickup",
        }),
      );
    }
    expect(await stockOf(listing.id)).toBe(0);
    clock.advance(15 * MINUTE);
    const ids = txs.map((tx) => tx.id);

    const passes = await Promise.all([
      runDueTimers(engine, { batchSize: 10, transactionIds: ids }),
      runDueTimers(otherWorker, { batchSize: 10, transactionIds: ids }),
      runDueTimers(engine, { batchSize: 20, transactionIds: ids }),
      runDueTimers(otherWorker, { batchSize: 20, transactionIds: ids }),
      runDueTimers(engine, { batchSize: 50, transactionIds: ids }),
      runDueTimers(otherWorker, { batchSize: 50, transactionIds: ids }),
    ]);
    const fired = passes.reduce((sum, p) => sum + p.fired, 0);
    expect(fired).toBe(50);
    expect(passes.reduce((sum, p) => sum + p.failed, 0)).toBe(0);
    for (const tx of txs) {
      const history = await engine.history(tx.id);
      expect(history.filter((h) => h.transition === "transition/expire-payment")).toHaveLength(1);
      expect((await repo.timers(tx.id))[0]?.attempts).toBe(1);
    }
    expect(await stockOf(listing.id)).toBe(50);
  });

  it("hands a crashed worker's claim to another worker once the lease runs out", async () => {
    const clock = fakeClock();
    const { engine, repo } = engineWith(clock);
    const { listing } = await seller(1);
    const customer = await createUser(testDb());
    const tx = await engine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
    });
    clock.advance(15 * MINUTE);
    // A worker claims and dies before firing.
    const claimed = await engine.claimDueTimers(10, 30_000, { transactionIds: [tx.id] });
    expect(claimed.map((t) => t.transactionId)).toEqual([tx.id]);
    expect((await runDueTimers(engine, { transactionIds: [tx.id] })).claimed).toBe(0);

    clock.advance(30_000);
    const pass = await runDueTimers(engine, { transactionIds: [tx.id] });
    expect(pass.fired).toBeGreaterThanOrEqual(1);
    expect((await engine.find(tx.id))?.state).toBe("payment-expired");
    expect((await repo.timers(tx.id))[0]).toMatchObject({ attempts: 2, firedAt: clock.now() });
    expect(await stockOf(listing.id)).toBe(1);
  });
});
