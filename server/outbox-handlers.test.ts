import { describe, expect, it, vi } from "vitest";
import type { OutboxRow } from "#modules/jobs/server";
import { OUTBOX_ACTIONS } from "#modules/transactions/server";
import { createOutboxHandlers, OUTBOX_KINDS } from "./outbox-handlers";

// Decision 072: every outbox kind, the process actions that run through the outbox among them,
// has exactly one handler, and each handler reaches what it names.

const deps = () => ({
  checkout: {
    ensureIntentFor: vi.fn(async () => {}),
    cancelUnpaid: vi.fn(async () => {}),
    refundOrder: vi.fn(async () => {}),
  },
  orderMails: { send: vi.fn(async () => {}) },
  messages: { isUnread: vi.fn(async () => true) },
  webhooks: { receive: vi.fn(async () => {}), sign: vi.fn(() => "sig") },
  payouts: { run: vi.fn(async () => {}) },
  testPayments: { settleRefund: vi.fn(async () => {}) },
  payoutAccounts: { sendMail: vi.fn(async () => {}) },
  operatorMails: { disputeOpened: vi.fn(async () => {}) },
});

const row = (kind: string, payload: Record<string, unknown> = {}) =>
  ({ kind, idempotencyKey: `key-${kind}`, payload }) as unknown as OutboxRow;

describe("outbox handlers", () => {
  it("has exactly one handler for every outbox kind and every outbox action", () => {
    const handlers = createOutboxHandlers(deps());
    expect(Object.keys(handlers).sort()).toEqual([...OUTBOX_KINDS].sort());
    expect(new Set(OUTBOX_KINDS).size).toBe(OUTBOX_KINDS.length);
    for (const action of OUTBOX_ACTIONS) expect(typeof handlers[action], action).toBe("function");
  });

  it("runs each payment action through checkout under the transaction's id and the row's key", async () => {
    const d = deps();
    const handlers = createOutboxHandlers(d);
    const payload = { transactionId: "t1", transition: "transition/cancel" };
    await handlers["create-payment-intent"](row("create-payment-intent", payload));
    await handlers["create-push-payment-intent"](row("create-push-payment-intent", payload));
    await handlers["cancel-payment-intent"](row("cancel-payment-intent", payload));
    await handlers.refund(row("refund", payload));
    expect(d.checkout.ensureIntentFor.mock.calls).toEqual([["t1"], ["t1"]]);
    expect(d.checkout.cancelUnpaid).toHaveBeenCalledWith("t1");
    expect(d.checkout.refundOrder).toHaveBeenCalledWith("t1", "key-refund");
  });

  it("runs a due payout and settles a test-mode refund (decision 079)", async () => {
    const d = deps();
    const handlers = createOutboxHandlers(d);
    await handlers.payout(row("payout", { transactionId: "t1" }));
    await handlers["test-refund-settle"](row("test-refund-settle", { refundId: "re_test_1" }));
    expect(d.payouts.run).toHaveBeenCalledWith("t1");
    expect(d.testPayments.settleRefund).toHaveBeenCalledWith("re_test_1");
    // With a real processor there is no test mode to settle: the job fails loudly.
    const real = createOutboxHandlers({ ...deps(), testPayments: null });
    await expect(
      real["test-refund-settle"](row("test-refund-settle", { refundId: "re_test_1" })),
    ).rejects.toThrow();
  });

  it("sends a payout account's mail through the payout accounts' service", async () => {
    const d = deps();
    const handlers = createOutboxHandlers(d);
    await handlers["payout-account-mail"](
      row("payout-account-mail", { userId: "u1", kind: "due" }),
    );
    expect(d.payoutAccounts.sendMail).toHaveBeenCalledWith({ userId: "u1", kind: "due" });
  });

  it("skips a message mail the recipient has read meanwhile", async () => {
    const d = deps();
    d.messages.isUnread.mockResolvedValueOnce(false);
    const handlers = createOutboxHandlers(d);
    const mail = row("message-mail", { transactionId: "t1", to: "provider", userId: "u1" });
    await handlers["message-mail"](mail);
    expect(d.orderMails.send).not.toHaveBeenCalled();
    await handlers["message-mail"](mail);
    expect(d.orderMails.send).toHaveBeenCalledWith({
      transactionId: "t1",
      transition: "new-message",
      to: "provider",
    });
  });
});
