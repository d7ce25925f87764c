import { describe, expect, it } from "vitest";
import {
  monthlyTotals,
  PAYOUT_MAX_ATTEMPTS,
  type PayoutRecord,
  payoutDueAt,
  payoutView,
  retryAt,
  transferKey,
} from "./schedule";

const at = new Date("2031-03-10T12:00:00Z");
const record = (over: Partial<PayoutRecord>): PayoutRecord => ({
  status: "scheduled",
  amount: 800,
  dueAt: new Date("2031-03-17T12:00:00Z"),
  paidAt: null,
  attempts: 0,
  lastFailure: null,
  ...over,
});

describe("the payout schedule", () => {
  it("is due the delay after receipt", () => {
    expect(payoutDueAt(at, 7 * 86_400_000).toISOString()).toBe("2031-03-17T12:00:00.000Z");
    expect(payoutDueAt(at, 0)).toEqual(at);
  });

  it("retries a failed try after 1, 6 and 24 hours, then gives up", () => {
    expect(retryAt(at, 1)?.toISOString()).toBe("2031-03-10T13:00:00.000Z");
    expect(retryAt(at, 2)?.toISOString()).toBe("2031-03-10T18:00:00.000Z");
    expect(retryAt(at, 3)?.toISOString()).toBe("2031-03-11T12:00:00.000Z");
    expect(retryAt(at, PAYOUT_MAX_ATTEMPTS)).toBeNull();
  });

  it("keys each try by the failures before it: a repeat of a try is the same transfer", () => {
    expect(transferKey("t1", 0)).toBe("payout:t1:try-0");
    expect(transferKey("t1", 0)).toBe(transferKey("t1", 0));
    expect(transferKey("t1", 1)).not.toBe(transferKey("t1", 0));
  });
});

describe("what the grower reads", () => {
  it("per order: waiting for receipt, scheduled for a date, paid, reversed, failed", () => {
    expect(payoutView("delivered", null)).toEqual({ state: "waiting-for-receipt" });
    expect(payoutView("canceled", null)).toEqual({ state: "none" });
    expect(payoutView("received", record({}))).toEqual({
      state: "scheduled",
      date: "2031-03-17T12:00:00.000Z",
      retrying: false,
    });
    expect(payoutView("received", record({ attempts: 1 }))).toMatchObject({ retrying: true });
    expect(
      payoutView("completed", record({ status: "paid", paidAt: new Date("2031-03-17T12:01:00Z") })),
    ).toEqual({ state: "paid", date: "2031-03-17T12:01:00.000Z" });
    expect(payoutView("completed", record({ status: "reversed" }))).toEqual({ state: "reversed" });
    expect(
      payoutView("completed", record({ status: "failed", lastFailure: "account_restricted" })),
    ).toEqual({ state: "failed", reason: "account_restricted" });
  });

  it("per month: the last twelve calendar months, oldest first, empty months 0", () => {
    const months = monthlyTotals(
      [
        { paidAt: new Date("2031-03-01T00:00:00Z"), amount: 500 },
        { paidAt: new Date("2031-03-31T23:59:59Z"), amount: 250 },
        { paidAt: new Date("2031-01-15T10:00:00Z"), amount: 100 },
        { paidAt: new Date("2030-04-30T10:00:00Z"), amount: 999 },
        { paidAt: new Date("2030-03-31T10:00:00Z"), amount: 7 },
      ],
      at,
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2030-04", amount: 999 });
    expect(months[9]).toEqual({ month: "2031-01", amount: 100 });
    expect(months[10]).toEqual({ month: "2031-02", amount: 0 });
    expect(months[11]).toEqual({ month: "2031-03", amount: 750 });
  });
});
