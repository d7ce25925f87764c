import type { OutboxHandler, OutboxRow } from "#modules/jobs/server";
import { NEW_MESSAGE_MAIL } from "#modules/mail";
import { MESSAGE_MAIL_KIND } from "#modules/messages/server";
// A received order's payout when due; test mode's pending refund settling (decision 079).
import { TEST_REFUND_SETTLE_KIND } from "#modules/payments/server";
import { PAYOUT_MAIL_KIND } from "#modules/payout-accounts/server";
import { PAYOUT_KIND } from "#modules/payouts/server";
import { TRANSACTION_MAIL_KIND } from "#modules/transactions";
import { OUTBOX_ACTIONS, type OutboxAction } from "#modules/transactions/server";

/**
 * Every outbox kind and its one handler (decisions 042, 072): the process actions the action
 * registry sends through the outbox, a transaction's mails, a conversation's new-message mail,
 * and test mode's webhook deliveries. A kind written anywhere without a handler here would
 * never run; the typed map and its test make that impossible.
 */

/** Written by the test-mode processor (modules/payments) for its own webhook. */
export const WEBHOOK_DELIVERY_KIND = "webhook-delivery";

export const OUTBOX_KINDS = [
  ...OUTBOX_ACTIONS,
  TRANSACTION_MAIL_KIND,
  MESSAGE_MAIL_KIND,
  WEBHOOK_DELIVERY_KIND,
  PAYOUT_KIND,
  TEST_REFUND_SETTLE_KIND,
  PAYOUT_MAIL_KIND,
] as const;
export type OutboxKind =
  | OutboxAction
  | typeof TRANSACTION_MAIL_KIND
  | typeof MESSAGE_MAIL_KIND
  | typeof WEBHOOK_DELIVERY_KIND
  | typeof PAYOUT_KIND
  | typeof TEST_REFUND_SETTLE_KIND
  | typeof PAYOUT_MAIL_KIND;

/** What the handlers call: checkout's payment steps, the order mails, messages, webhooks. */
export type OutboxHandlerDeps = {
  checkout: {
    ensureIntentFor(transactionId: string): Promise<unknown>;
    cancelUnpaid(transactionId: string): Promise<unknown>;
    refundOrder(transactionId: string, idempotencyKey: string): Promise<unknown>;
  };
  orderMails: {
    send(input: { transactionId: string; transition: string; to: string }): Promise<unknown>;
  };
  messages: { isUnread(userId: string, transactionId: string): Promise<boolean> };
  webhooks: {
    receive(raw: string, signature: string): Promise<unknown>;
    sign(raw: string): string;
  };
  payouts: { run(transactionId: string): Promise<unknown> };
  /** Test mode's own levers; null with a real processor (which settles refunds itself). */
  testPayments: { settleRefund(refundId: string): Promise<unknown> } | null;
  payoutAccounts: { sendMail(payload: Record<string, unknown>): Promise<void> };
  /** Every operator's mail about a new dispute (decision 084). */
  operatorMails: { disputeOpened(transactionId: string): Promise<unknown> };
};

const transactionId = (row: OutboxRow) => String(row.payload.transactionId ?? "");
const done = async (work: Promise<unknown>) => {
  await work;
};

export function createOutboxHandlers({
  checkout,
  orderMails,
  messages,
  webhooks,
  payouts,
  testPayments,
  payoutAccounts,
  operatorMails,
}: OutboxHandlerDeps): Record<OutboxKind, OutboxHandler> {
  return {
    // Payment calls under our ids' keys: a repeat does nothing (decision 042).
    "create-payment-intent": (row) => done(checkout.ensureIntentFor(transactionId(row))),
    "create-push-payment-intent": (row) => done(checkout.ensureIntentFor(transactionId(row))),
    "cancel-payment-intent": (row) => done(checkout.cancelUnpaid(transactionId(row))),
    refund: (row) => done(checkout.refundOrder(transactionId(row), row.idempotencyKey)),
    "notify-operators": (row) => done(operatorMails.disputeOpened(transactionId(row))),
    // One mail per event and recipient, in the recipient's language (decision 056).
    [TRANSACTION_MAIL_KIND]: (row) =>
      done(
        orderMails.send({
          transactionId: transactionId(row),
          transition: String(row.payload.transition ?? ""),
          to: String(row.payload.to ?? ""),
        }),
      ),
    // A new message, unless the recipient has read it by now (decision 067).
    [MESSAGE_MAIL_KIND]: async (row) => {
      if (!(await messages.isUnread(String(row.payload.userId ?? ""), transactionId(row)))) return;
      await orderMails.send({
        transactionId: transactionId(row),
        transition: NEW_MESSAGE_MAIL,
        to: row.payload.to === "provider" ? "provider" : "customer",
      });
    },
    // Test mode's events reach the webhook signed, through the same receive() as the endpoint.
    [WEBHOOK_DELIVERY_KIND]: async (row) => {
      const raw = JSON.stringify(row.payload.event);
      await webhooks.receive(raw, webhooks.sign(raw));
    },
    // Under the payout's row lock and the try's idempotency key: paid once (decision 079).
    [PAYOUT_KIND]: (row) => done(payouts.run(transactionId(row))),
    [TEST_REFUND_SETTLE_KIND]: async (row) => {
      if (!testPayments) throw new Error("test-refund-settle without test mode");
      await testPayments.settleRefund(String(row.payload.refundId ?? ""));
    },
    // The grower's mail about their payout account (decision 078).
    [PAYOUT_MAIL_KIND]: (row) => payoutAccounts.sendMail(row.payload),
  };
}
