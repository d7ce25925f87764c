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

  it("reads Stripe's own event objects: refunds, reversals, Connect parts, setup intents", () => {
    const refund = { id: "re_1", object: "refund", payment_intent: "pi_3" };
    for (const type of ["refund.updated", "refund.failed", "charge.refund.updated"]) {
      expect(normalizeEvent(event(type, refund))).toEqual({
        kind: "refund-changed",
        paymentIntentId: "pi_3",
        refundId: "re_1",
      });
    }
    expect(normalizeEvent(event("transfer.reversed", { id: "tr_2", object: "transfer" }))).toEqual({
      kind: "transfer-changed",
      transferId: "tr_2",
    });
    expect(
      normalizeEvent(
        event("capability.updated", { id: "transfers", object: "capability", account: "acct_2" }),
      ),
    ).toEqual({ kind: "account-changed", accountId: "acct_2" });
    expect(
      normalizeEvent({
        ...event("person.updated", { id: "person_1", object: "person" }),
        account: "acct_3",
      }),
    ).toEqual({ kind: "account-changed", accountId: "acct_3" });
    expect(
      normalizeEvent(event("setup_intent.succeeded", { id: "seti_1", object: "setup_intent" })),
    ).toEqual({ kind: "setup-intent-changed", setupIntentId: "seti_1" });
    // A charge's success is the intent's news, not a refund's.
    expect(
      normalizeEvent(
        event("charge.succeeded", { id: "ch_2", object: "charge", payment_intent: "pi_4" }),
      ),
    ).toBeNull();
  });

  it("ignores kinds nothing here acts on", () => {
    expect(normalizeEvent(event("customer.created", { object: "customer" }))).toBeNull();
    expect(normalizeEvent(event("charge.refunded", { object: "charge" }))).toBeNull();
  });
});
