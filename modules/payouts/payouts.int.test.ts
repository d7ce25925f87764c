import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, testTransfers } from "../../db/schema";
import { DAY } from "../../tests/setup/clock";
import { testDb } from "../../tests/setup/services";
import {
  differencesOf,
  ledgerOf,
  moneySetup,
  paidOrder,
  payoutOf,
  receive,
  transfersOf,
} from "./money-setup";

// Decision 079: a received order's payout total goes to its grower PAYOUT_DELAY later, once,
// from the checkout's charge; a failed transfer is retried, then shown to grower and operator.
// Dates far ahead of the other tests' clocks: their drains never run these payouts early.

const HOUR = 60 * 60_000;

describe("a grower's payout", () => {
  it("is scheduled with the move to received and paid after the delay, once, with its fee", async () => {
    const s = moneySetup("2041-01-05T10:00:00Z");
    const order = await paidOrder(s);
    // The charge is a ledger row written with confirm-payment.
    expect((await ledgerOf(order.id)).map((e) => [e.kind, e.objectId, e.amount])).toEqual([
      ["charge", order.intentId, order.row.payinTotal],
    ]);
    expect((await s.services.payouts.history(order.provider.id)).orders[0]!.payout).toEqual({
      state: "waiting-for-receipt",
    });
    await receive(s, order);
    const payout = (await payoutOf(order.id))!;
    expect(payout).toMatchObject({
      status: "scheduled",
      amount: order.row.payoutTotal,
      fee: order.row.payinTotal - order.row.payoutTotal,
      growerId: order.provider.id,
      checkoutId: order.checkoutId,
    });
    expect(payout.dueAt.toISOString()).toBe("2041-01-12T10:00:00.000Z");
    const [job] = await testDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "payout"), eq(outbox.idempotencyKey, `payout:${order.id}:0`)));
    expect(job?.availableAt).toEqual(payout.dueAt);
    expect((await s.services.payouts.history(order.provider.id)).orders[0]!.payout).toEqual({
      state: "scheduled",
      date: "2041-01-12T10:00:00.000Z",
      retrying: false,
    });

    // A day before: nothing moves.
    s.clock.advance(6 * DAY);
    await s.settle();
    expect((await payoutOf(order.id))!.status).toBe("scheduled");
    expect(await transfersOf(order.id)).toEqual([]);

    s.clock.advance(DAY);
    await s.settle();
    await s.settle();
    const paid = (await payoutOf(order.id))!;
    expect(paid.status).toBe("paid");
    const transfers = await transfersOf(order.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      id: paid.transferId,
      amount: order.row.payoutTotal,
      sourcePaymentIntent: order.intentId,
      transferGroup: order.checkoutId,
      destination: await s.services.payouts.destinationOf(order.provider.id),
      status: "paid",
    });
    expect(transfers[0]!.id).toMatch(/^tr_test_/);
    expect((await ledgerOf(order.id)).map((e) => [e.kind, e.status, e.amount])).toEqual([
      ["charge", "succeeded", order.row.payinTotal],
      ["transfer", "paid", order.row.payoutTotal],
      ["platform_fee", "succeeded", order.row.payinTotal - order.row.payoutTotal],
    ]);
    expect(await differencesOf(order.checkoutId)).toEqual([]);
    const history = await s.services.payouts.history(order.provider.id);
    expect(history.orders[0]!.payout).toMatchObject({ state: "paid" });
    expect(history.months.at(-1)).toEqual({ month: "2041-01", amount: order.row.payoutTotal });
  });

  it("is written with the move or not at all: a move that fails leaves no payout and no job", async () => {
    const s = moneySetup("2042-01-05T10:00:00Z");
    const order = await paidOrder(s);
    await s.services.inbox.transition({ id: order.provider.id, isOperator: false }, order.id, {
      transition: "transition/mark-delivered",
    });
    // The history row is written after the actions: make exactly this order's fail.
    const fn = `fail_${order.id.replaceAll("-", "")}`;
    await testDb().execute(
      sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.transaction_id = '${order.id}' AND NEW.to_state = 'received' THEN
          RAISE EXCEPTION 'injected'; END IF; RETURN NEW; END; $$;
        CREATE TRIGGER ${fn} BEFORE INSERT ON transaction_transitions
          FOR EACH ROW EXECUTE FUNCTION ${fn}();`),
    );
    try {
      await expect(
        s.services.inbox.transition({ id: order.customer.id, isOperator: false }, order.id, {
          transition: "transition/mark-received",
        }),
      ).rejects.toThrow();
    } finally {
      await testDb().execute(
        sql.raw(`DROP TRIGGER ${fn} ON transaction_transitions; DROP FUNCTION ${fn}();`),
      );
    }
    expect((await s.services.transactionEngine.find(order.id))!.state).toBe("delivered");
    expect(await payoutOf(order.id)).toBeNull();
    const jobs = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `payout:${order.id}:0`));
    expect(jobs).toEqual([]);
  });

  it("survives a worker killed after the transfer was made: the retry finds the same transfer", async () => {
    const s = moneySetup("2043-01-05T10:00:00Z", { PAYOUT_DELAY: "1h" });
    const order = await paidOrder(s);
    await receive(s, order);
    const payout = (await payoutOf(order.id))!;
    expect(payout.dueAt.getTime() - s.clock.now().getTime()).toBe(HOUR);
    s.clock.advance(HOUR);
    // The killed run: the processor made the transfer under the try's key, our commit never came.
    const destination = (await s.services.payouts.destinationOf(order.provider.id))!;
    const made = await s.services.payments.createTransfer({
      amount: payout.amount,
      currency: payout.currency,
      destination,
      sourcePaymentIntent: order.intentId,
      transferGroup: order.checkoutId,
      metadata: { transactionId: order.id },
      idempotencyKey: `payout:${order.id}:try-0`,
    });
    // The job runs again (its lease ran out), twice, and in parallel.
    await Promise.all([s.services.payouts.run(order.id), s.services.payouts.run(order.id)]);
    await s.services.payouts.run(order.id);
    await s.settle();
    expect((await payoutOf(order.id))!).toMatchObject({ status: "paid", transferId: made.id });
    expect(await transfersOf(order.id)).toHaveLength(1);
    expect((await ledgerOf(order.id)).filter((e) => e.kind === "transfer")).toHaveLength(1);
    expect(await differencesOf(order.checkoutId)).toEqual([]);
  });

  it("to a restricted account fails, is retried, then shown to grower and operator; never lost, never doubled", async () => {
    const s = moneySetup("2044-01-05T10:00:00Z", { PAYOUT_DELAY: "0" });
    const order = await paidOrder(s);
    const destination = (await s.services.payouts.destinationOf(order.provider.id))!;
    await s.services.testPayments!.setAccountRestricted(destination, true);
    await receive(s, order);
    await s.settle();
    let payout = (await payoutOf(order.id))!;
    expect(payout).toMatchObject({
      status: "scheduled",
      attempts: 1,
      lastFailure: "account_restricted",
    });
    expect((await s.services.payouts.history(order.provider.id)).orders[0]!.payout).toMatchObject({
      state: "scheduled",
      retrying: true,
    });
    // 1, 6 and 24 hours later it tries again; the fourth failure gives up.
    for (const hours of [1, 6, 24]) {
      s.clock.advance(hours * HOUR);
      await s.settle();
    }
    payout = (await payoutOf(order.id))!;
    expect(payout).toMatchObject({ status: "failed", attempts: 4 });
    const failedTransfers = await transfersOf(order.id);
    expect(failedTransfers.map((t) => t.status)).toEqual(["failed", "failed", "failed", "failed"]);
    expect((await s.services.payouts.history(order.provider.id)).orders[0]!.payout).toEqual({
      state: "failed",
      reason: "account_restricted",
    });
    expect((await s.services.payouts.failed()).map((p) => p.transactionId)).toContain(order.id);
    // The check says so too: the grower is owed it.
    const open = await s.services.payouts.openOrders();
    expect(open.get(order.id)).toBe("payout-failed");

    // The grower fixes the account; the operator retries: paid once.
    await s.services.testPayments!.setAccountRestricted(destination, false);
    expect(await s.services.payouts.retry(order.id)).toBe(true);
    expect(await s.services.payouts.retry(order.id)).toBe(false);
    await s.settle();
    await s.settle();
    payout = (await payoutOf(order.id))!;
    expect(payout.status).toBe("paid");
    const all = await testDb()
      .select()
      .from(testTransfers)
      .where(eq(testTransfers.transferGroup, order.checkoutId));
    expect(all.filter((t) => t.status === "paid")).toHaveLength(1);
    expect(await differencesOf(order.checkoutId)).toEqual([]);
  });
});
