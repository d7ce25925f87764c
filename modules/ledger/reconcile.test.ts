import { describe, expect, it } from "vitest";
import { describeDifference, type LedgerLine, latestStates, reconcile } from "./reconcile";

let ids = 0;
const line = (over: Partial<LedgerLine> & Pick<LedgerLine, "kind" | "amount">): LedgerLine => ({
  id: ++ids,
  checkoutId: "c1",
  transactionId: "t1",
  objectId: `${over.kind}-obj`,
  status: "succeeded",
  ...over,
});

describe("the ledger's reconciliation", () => {
  it("a paid-out order: charge = transfer + fee", () => {
    const r = reconcile([
      line({ kind: "charge", amount: 1000, objectId: "pi_1" }),
      line({ kind: "transfer", amount: 900, objectId: "tr_1", status: "paid" }),
      line({ kind: "platform_fee", amount: 100, objectId: "t1" }),
    ]);
    expect(r.differences).toEqual([]);
    expect(r.totals).toMatchObject({ charged: 1000, transferred: 900, fees: 100, refunded: 0 });
  });

  it("several orders of one checkout, one paid out, one refunded", () => {
    const r = reconcile([
      line({ kind: "charge", amount: 1000, objectId: "pi_1" }),
      line({ kind: "charge", amount: 500, objectId: "pi_1", transactionId: "t2" }),
      line({ kind: "transfer", amount: 900, objectId: "tr_1", status: "paid" }),
      line({ kind: "platform_fee", amount: 100, objectId: "t1" }),
      line({ kind: "refund", amount: 500, objectId: "re_1", transactionId: "t2" }),
    ]);
    expect(r.differences).toEqual([]);
    expect(r.checkouts).toEqual([
      { checkoutId: "c1", charged: 1500, transferred: 900, fees: 100, refunded: 500, held: 0 },
    ]);
  });

  it("a reversal after payout nets out with its fee refund and the refund", () => {
    const r = reconcile([
      line({ kind: "charge", amount: 1000, objectId: "pi_1" }),
      line({ kind: "transfer", amount: 900, objectId: "tr_1", status: "paid" }),
      line({ kind: "platform_fee", amount: 100, objectId: "t1" }),
      line({ kind: "transfer_reversal", amount: 900, objectId: "trr_1" }),
      line({ kind: "platform_fee_refund", amount: 100, objectId: "t1" }),
      line({ kind: "refund", amount: 1000, objectId: "re_1" }),
    ]);
    expect(r.differences).toEqual([]);
    expect(r.totals).toMatchObject({ transferred: 0, fees: 0, refunded: 1000 });
  });

  it("every difference: a missing fee, over-allocation, a failed refund, a failed payout", () => {
    const r = reconcile(
      [
        line({ kind: "charge", amount: 1000, objectId: "pi_1" }),
        line({ kind: "transfer", amount: 900, objectId: "tr_1", status: "paid" }),
        line({
          kind: "charge",
          amount: 300,
          objectId: "pi_2",
          checkoutId: "c2",
          transactionId: "t2",
        }),
        line({
          kind: "refund",
          amount: 300,
          objectId: "re_2",
          checkoutId: "c2",
          transactionId: "t2",
        }),
        line({
          kind: "refund",
          amount: 50,
          objectId: "re_3",
          checkoutId: "c2",
          transactionId: "t2",
        }),
        line({
          kind: "charge",
          amount: 400,
          objectId: "pi_3",
          checkoutId: "c3",
          transactionId: "t3",
        }),
        line({
          kind: "refund",
          amount: 400,
          objectId: "re_4",
          checkoutId: "c3",
          transactionId: "t3",
          status: "pending",
        }),
        line({
          kind: "refund",
          amount: 400,
          objectId: "re_4",
          checkoutId: "c3",
          transactionId: "t3",
          status: "failed",
        }),
        line({
          kind: "charge",
          amount: 700,
          objectId: "pi_4",
          checkoutId: "c4",
          transactionId: "t4",
        }),
      ],
      new Map([["t4", "payout-failed" as const]]),
    );
    expect(r.differences).toEqual([
      { checkoutId: "c1", transactionId: "t1", amount: 100, reason: "mismatch" },
      { checkoutId: "c2", transactionId: "t2", amount: -50, reason: "over-allocated" },
      { checkoutId: "c3", transactionId: "t3", amount: 400, reason: "refund-failed" },
      { checkoutId: "c4", transactionId: "t4", amount: 700, reason: "payout-failed" },
    ]);
    const euro = (c: number) => `€ ${(c / 100).toFixed(2)}`;
    expect(describeDifference(r.differences[0]!, euro)).toBe(
      "checkout c1 order t1: charged ≠ transfers + fees + refunds, off by € 1.00",
    );
  });

  it("money still held for a reason is not a difference: waiting, scheduled, refund pending", () => {
    const r = reconcile(
      [
        line({ kind: "charge", amount: 1000, objectId: "pi_1" }),
        line({ kind: "charge", amount: 200, objectId: "pi_1", transactionId: "t2" }),
        line({
          kind: "refund",
          amount: 200,
          objectId: "re_1",
          transactionId: "t2",
          status: "pending",
        }),
        line({ kind: "charge", amount: 300, objectId: "pi_1", transactionId: "t3" }),
      ],
      new Map([
        ["t1", "payout-scheduled" as const],
        ["t3", "waiting-for-receipt" as const],
      ]),
    );
    expect(r.differences).toEqual([]);
    expect(r.totals.held).toBe(1500);
  });

  it("reads each object's state from its rows: settled outranks a late pending, repeats count once", () => {
    const rows = [
      line({ kind: "charge", amount: 500, objectId: "pi_1" }),
      line({ kind: "refund", amount: 500, objectId: "re_1", status: "pending" }),
      line({ kind: "refund", amount: 500, objectId: "re_1", status: "succeeded" }),
      // An old "pending" written after it settled (news out of order).
      line({ kind: "refund", amount: 500, objectId: "re_1", status: "pending" }),
    ];
    expect(latestStates(rows).map((l) => [l.kind, l.status])).toEqual([
      ["charge", "succeeded"],
      ["refund", "succeeded"],
    ]);
    expect(reconcile(rows).differences).toEqual([]);
    // A failed transfer moved nothing; its retry that paid did.
    const retried = reconcile([
      line({ kind: "charge", amount: 1000, objectId: "pi_9", transactionId: "t9" }),
      line({
        kind: "transfer",
        amount: 1000,
        objectId: "tr_a",
        transactionId: "t9",
        status: "failed",
      }),
      line({
        kind: "transfer",
        amount: 1000,
        objectId: "tr_b",
        transactionId: "t9",
        status: "paid",
      }),
    ]);
    expect(retried.differences).toEqual([]);
  });
});
