import { describe, expect, it } from "vitest";
import { normalizeEvent } from "./webhook-events";

const event = (type: string, object: Record<string, unknown>) => ({
  id: "evt_1",
  type,
  data: { object: { id: "obj_1", object: "payment_intent", ...object } },
});

describe("webhook events, normalised inside payments", () => {
  it("says what changed, whatever Stripe called it", () => {
    expect(normalizeEvent(event("payment_intent.succeeded", { id: "pi_1" }))).toEqual({
      kind: "intent-changed",
      paymentIntentId: "pi_1",
    });
    expect(normalizeEvent(event("charge.refunded", { id: "pi_1" }))).toEqual({
      kind: "refund-changed",
      paymentIntentId: "pi_1",
    });
    expect(
      normalizeEvent(
        event("charge.refunded", { id: "ch_1", object: "charge", payment_intent: "pi_2" }),
      ),
    ).toEqual({ kind: "refund-changed", paymentIntentId: "pi_2" });
    // A refund's own events say which refund changed, for the ledger (decision 079).
    for (const type of ["refund.updated", "charge.refund.updated"]) {
      expect(
        normalizeEvent(event(type, { id: "re_1", object: "refund", payment_intent: "pi_3" })),
      ).toEqual({ kind: "refund-changed", paymentIntentId: "pi_3", refundId: "re_1" });
    }
    expect(normalizeEvent(event("transfer.created", { id: "tr_1", object: "transfer" }))).toEqual({
      kind: "transfer-changed",
      transferId: "tr_1",
    });
    expect(normalizeEvent(event("account.updated", { id: "acct_1", object: "account" }))).toEqual({
      kind: "account-changed",
      accountId: "acct_1",
    });
  });

  it("ignores kinds nothing here acts on", () => {
    expect(normalizeEvent(event("customer.created", { object: "customer" }))).toBeNull();
    expect(normalizeEvent(event("charge.refunded", { object: "charge" }))).toBeNull();
  });
});
