import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runDueTimers } from "#modules/jobs/server";
import { transactionTimers } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { fakeClock } from "../../tests/setup/clock";
import { testDb } from "../../tests/setup/services";
import { createTransactionEngine } from "./engine.server";
import { createTransactionRepository } from "./repository.server";

// One transaction's timers fire in due order even when two workers split them between their
// claims: the grower's 3-day ship reminder is not made stale by the 14-day auto-cancel another
// worker happens to hold.

const DAY = 24 * 60 * 60_000;

async function paidOrder() {
  const clock = fakeClock(new Date("2031-03-03T10:00:00Z"));
  const engine = createTransactionEngine({ db: testDb(), now: clock.now });
  const repo = createTransactionRepository(testDb(), clock.now);
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: "Prei",
    priceAmount: 300,
    currentStock: 3,
  });
  const customer = await createUser(testDb());
  const tx = await engine.initiate({
    customerId: customer.id,
    items: [{ listingId: listing.id, quantity: 1 }],
    deliveryMethod: "pickup",
  });
  await engine.applyTransition({
    transactionId: tx.id,
    transition: "transition/confirm-payment",
    actor: { role: "system", userId: null },
    trusted: true,
  });
  const timers = await repo.timers(tx.id);
  const timer = (transition: string) => {
    const found = timers.find((t) => t.transition === transition && !t.canceledAt);
    if (!found) throw new Error(`no open ${transition} timer`);
    return found;
  };
  clock.advance(14 * DAY + 60_000);
  return {
    engine,
    repo,
    tx,
    reminder: timer("reminder/ship"),
    autoCancel: timer("transition/auto-cancel"),
  };
}

describe("timer order within one transaction", () => {
  it("hands back a later timer while an earlier one of its transaction is open, then fires both in order", async () => {
    const { engine, repo, tx, reminder, autoCancel } = await paidOrder();

    // The worker holding the auto-cancel reaches it first: it hands it back untouched.
    expect(await engine.fireTimer(autoCancel.id)).toBe("deferred");
    expect((await engine.find(tx.id))?.state).toBe("purchased");
    const handedBack = (await repo.timers(tx.id)).find((t) => t.id === autoCancel.id);
    expect(handedBack).toMatchObject({ firedAt: null, canceledAt: null, lockedUntil: null });

    expect(await engine.fireTimer(reminder.id)).toBe("fired");
    expect(await engine.fireTimer(autoCancel.id)).toBe("fired");
    expect((await engine.find(tx.id))?.state).toBe("canceled");
    const history = (await engine.history(tx.id)).map((h) => h.transition);
    expect(history.filter((t) => t === "transition/auto-cancel")).toHaveLength(1);
  });

  it("two workers racing over the transaction's due timers send the reminder and cancel once", async () => {
    const { engine, repo, tx } = await paidOrder();
    const scope = { transactionIds: [tx.id] };
    // Batches of one: each worker's claim holds a single timer, the split that used to let the
    // auto-cancel overtake the reminder.
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        runDueTimers(engine, { ...scope, batchSize: 1 }),
        runDueTimers(engine, { ...scope, batchSize: 1 }),
      ]);
    }
    const timers = await repo.timers(tx.id);
    const reminder = timers.find((t) => t.transition === "reminder/ship");
    expect(reminder?.firedAt).not.toBeNull();
    expect(reminder?.canceledAt).toBeNull();
    expect((await engine.find(tx.id))?.state).toBe("canceled");
  });

  it("stops holding later timers back behind one that keeps failing", async () => {
    const { engine, tx, reminder, autoCancel } = await paidOrder();
    await testDb()
      .update(transactionTimers)
      .set({ attempts: 3 })
      .where(eq(transactionTimers.id, reminder.id));
    expect(await engine.fireTimer(autoCancel.id)).toBe("fired");
    expect((await engine.find(tx.id))?.state).toBe("canceled");
  });

  it("lets the page's catch-up end the state without waiting for the reminder", async () => {
    const { engine, tx } = await paidOrder();
    await engine.fireDueTimersOf(tx.id);
    expect((await engine.find(tx.id))?.state).toBe("canceled");
  });
});
