import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, paymentRefunds, testTransferReversals } from "../../db/schema";
import { DAY, MINUTE } from "../../tests/setup/clock";
import { testDb } from "../../tests/setup/services";
import {
  as,
  differencesOf,
  ledgerOf,
  moneySetup,
  paidOrder,
  payoutOf,
  receive,
} from "./money-setup";

// Decision 079: cancels and disputes settled for the buyer refund the order's part of the one
// charge, a payout already made is reversed first, refunds have states, and the ledger takes
// webhooks that come twice and out of order.

const operator = { role: "operator" as const, userId: null };
const refundsOf = (intentId: string) =>
  testDb().select().from(paymentRefunds).where(eq(paymentRefunds.paymentIntentId, intentId));

describe("refunds and the ledger", () => {
  it("a cancel before payout refunds the order; nothing is ever paid out", async () => {
    const s = moneySetup("2045-01-05T10:00:00Z");
    const order = await paidOrder(s);
    await s.services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/cancel-by-provider",
      cancelReason: "Hagel",
    });
    await s.settle();
    const [refund] = await refundsOf(order.intentId);
    expect(refund).toMatchObject({ amount: order.row.payinTotal, status: "succeeded" });
    expect(refund!.id).toMatch(/^re_test_/);
    expect((await ledgerOf(order.id)).map((e) => [e.kind, e.status, e.amount])).toEqual([
      ["charge", "succeeded", order.row.payinTotal],
      ["refund", "succeeded", order.row.payinTotal],
    ]);
    expect(await payoutOf(order.id)).toBeNull();
    expect(await differencesOf(order.checkoutId)).toEqual([]);
  });

  it("a refund after the payout reverses the transfer and the fee first", async () => {
    const s = moneySetup("2046-01-05T10:00:00Z", { PAYOUT_DELAY: "1d" });
    const order = await paidOrder(s);
    await receive(s, order);
    s.clock.advance(DAY);
    await s.settle();
    const paid = (await payoutOf(order.id))!;
    expect(paid.status).toBe("paid");
    // The operator's refund of a paid-out order (the refund job, as a cancel writes it).
    await s.services.checkout.refundOrder(order.id, `operator-refund:${order.id}`);
    await s.services.checkout.refundOrder(order.id, `operator-refund:${order.id}`);
    await s.settle();
    const reversals = await testDb()
      .select()
      .from(testTransferReversals)
      .where(eq(testTransferReversals.transferId, paid.transferId!));
    expect(reversals.map((r) => r.amount)).toEqual([paid.amount]);
    expect(reversals[0]!.id).toMatch(/^trr_test_/);
    expect((await payoutOf(order.id))!.status).toBe("reversed");
    expect((await ledgerOf(order.id)).map((e) => [e.kind, e.status, e.amount])).toEqual([
      ["charge", "succeeded", order.row.payinTotal],
      ["transfer", "paid", paid.amount],
      ["platform_fee", "succeeded", paid.fee],
      ["transfer_reversal", "succeeded", paid.amount],
      ["platform_fee_refund", "succeeded", paid.fee],
      ["refund", "succeeded", order.row.payinTotal],
    ]);
    expect((await s.services.payouts.history(order.provider.id)).orders[0]!.payout).toEqual({
      state: "reversed",
    });
    expect(await differencesOf(order.checkoutId)).toEqual([]);
  });

  it("a dispute settled for the grower pays out; one settled for the buyer refunds", async () => {
    const s = moneySetup("2047-01-05T10:00:00Z", { PAYOUT_DELAY: "0" });
    const forGrower = await paidOrder(s);
    const forBuyer = await paidOrder(s);
    for (const order of [forGrower, forBuyer]) {
      await s.services.inbox.transition(as(order.provider), order.id, {
        transition: "transition/mark-delivered",
      });
      await s.services.inbox.transition(as(order.customer), order.id, {
        transition: "transition/dispute",
        disputeReason: "Half verrot",
      });
    }
    await s.services.transactionEngine.applyTransition({
      transactionId: forGrower.id,
      transition: "transition/mark-received-from-disputed",
      actor: operator,
      params: { protectedData: { operatorReason: "Afgehandeld na foto's" } },
    });
    await s.services.transactionEngine.applyTransition({
      transactionId: forBuyer.id,
      transition: "transition/cancel-from-disputed",
      actor: operator,
      params: { protectedData: { operatorReason: "Afgehandeld na foto's" } },
    });
    await s.settle();
    await s.settle();
    expect((await payoutOf(forGrower.id))!.status).toBe("paid");
    expect(await refundsOf(forGrower.intentId)).toEqual([]);
    expect(await payoutOf(forBuyer.id)).toBeNull();
    expect((await refundsOf(forBuyer.intentId)).map((r) => r.status)).toEqual(["succeeded"]);
    expect(await differencesOf(forGrower.checkoutId)).toEqual([]);
    expect(await differencesOf(forBuyer.checkoutId)).toEqual([]);
  });

  it("an iDEAL refund starts pending and succeeds later; duplicate and out-of-order webhooks change nothing", async () => {
    const s = moneySetup("2048-01-05T10:00:00Z");
    const order = await paidOrder(s, { method: "ideal" });
    await s.services.transactionEngine.applyTransition({
      transactionId: order.id,
      transition: "transition/cancel",
      actor: operator,
      params: { protectedData: { operatorReason: "Afgehandeld na foto's" } },
    });
    await s.settle();
    const [pending] = await refundsOf(order.intentId);
    expect(pending).toMatchObject({ status: "pending", amount: order.row.payinTotal });
    expect((await ledgerOf(order.id)).map((e) => [e.kind, e.status])).toEqual([
      ["charge", "succeeded"],
      ["refund", "pending"],
    ]);
    // Pending is held, not a difference; unsettled it would be.
    expect(await differencesOf(order.checkoutId)).toEqual([]);

    s.clock.advance(2 * MINUTE);
    await s.settle();
    await s.settle();
    expect((await refundsOf(order.intentId))[0]!.status).toBe("succeeded");
    const event = (status: string, id: string) => ({
      id,
      object: "event",
      type: "refund.updated",
      created: Math.floor(s.clock.now().getTime() / 1000),
      data: {
        object: {
          id: pending!.id,
          object: "refund",
          amount: pending!.amount,
          payment_intent: order.intentId,
          status,
        },
      },
    });
    const deliver = async (e: ReturnType<typeof event>) => {
      const raw = JSON.stringify(e);
      return s.services.webhooks.receive(raw, s.services.webhooks.sign(raw));
    };
    // The same event twice, then an old "pending" one: the refund is read as it is now.
    const again = event("succeeded", `evt_dup_${order.id}`);
    await deliver(again);
    expect(await deliver(again)).toEqual({ duplicate: true });
    await deliver(event("pending", `evt_old_${order.id}`));
    const rows = (await ledgerOf(order.id)).filter((e) => e.kind === "refund");
    expect(rows.map((e) => e.status)).toEqual(["pending", "succeeded"]);
    expect(await differencesOf(order.checkoutId)).toEqual([]);
    // The order page and receipt say what went back.
    const page = await s.services.inbox.show(as(order.customer), order.id, "order");
    expect("data" in page && page.data.lineItems.some((l) => l.reversal)).toBe(true);
  });

  it("an iDEAL refund of an amount ending in 13 cents fails, and the check says so", async () => {
    const s = moneySetup("2049-01-05T10:00:00Z");
    // One at € 10,13 for pickup: the buyer pays € 10,13 (no buyer's fee by default).
    const order = await paidOrder(s, { method: "ideal", priceAmount: 1013, quantity: 1 });
    expect(order.row.payinTotal % 100).toBe(13);
    await s.services.transactionEngine.applyTransition({
      transactionId: order.id,
      transition: "transition/cancel",
      actor: operator,
      params: { protectedData: { operatorReason: "Afgehandeld na foto's" } },
    });
    await s.settle();
    s.clock.advance(2 * MINUTE);
    await s.settle();
    await s.settle();
    expect((await refundsOf(order.intentId))[0]).toMatchObject({
      status: "failed",
      failureReason: "declined",
    });
    expect(await differencesOf(order.checkoutId)).toEqual([
      {
        checkoutId: order.checkoutId,
        transactionId: order.id,
        amount: order.row.payinTotal,
        reason: "refund-failed",
      },
    ]);
  });

  it("is append-only: the database refuses to change or remove a row", async () => {
    const s = moneySetup("2050-01-05T10:00:00Z");
    const order = await paidOrder(s);
    const [row] = await ledgerOf(order.id);
    await expect(
      testDb().update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      testDb().delete(ledgerEntries).where(eq(ledgerEntries.id, row!.id)),
    ).rejects.toThrow();
    await expect(testDb().execute(sql`TRUNCATE ledger_entries`)).rejects.toThrow();
    expect((await ledgerOf(order.id))[0]!.amount).toBe(order.row.payinTotal);
  });
});
