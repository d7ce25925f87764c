import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "#modules/errors";
import { enqueueOn } from "#modules/jobs/server";
import type { Database } from "../../db/client";
import {
  paymentIntents,
  paymentRefunds,
  testAccountRestrictions,
  testConnectedAccounts,
  testTransferReversals,
  testTransfers,
} from "../../db/schema";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import type {
  Refund,
  RefundStatus,
  Transfer,
  TransferProcessor,
  TransferStatus,
} from "./transfer-types";

/**
 * Test mode's transfers, reversals and refund states (decision 079), as Stripe's test mode
 * has them: `tr_test_…`, `trr_test_…` and `re_test_…` ids, state in the database, a repeated
 * idempotency key answered with the first result, and every change sent as Stripe's event
 * (transfer.*, refund.*) through the outbox to the webhook, in the same database transaction.
 *
 * Documented test states:
 * - a transfer to a restricted connected account (`setAccountRestricted`, or whatever the
 *   onboarding's test accounts say through `accountRestricted`) is created `failed` with
 *   failure code `account_restricted`; a new try (a new key) after the account is fixed pays;
 * - a refund of an iDEAL or Bancontact payment starts `pending` and settles
 *   `TEST_REFUND_SETTLE_MS` later (an outbox job of kind `test-refund-settle`): `succeeded`,
 *   or `failed` (reason `declined`) when its amount in cents ends in 13 (€ 4,13);
 *   a card refund succeeds at once.
 */

export const TEST_REFUND_SETTLE_MS = 2 * 60_000;
export const TEST_REFUND_SETTLE_KIND = "test-refund-settle";

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

type TransferRow = typeof testTransfers.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    amount: row.amount,
    amountReversed: row.amountReversed,
    currency: row.currency,
    destination: row.destination,
    sourcePaymentIntent: row.sourcePaymentIntent,
    transferGroup: row.transferGroup,
    status: row.status as TransferStatus,
    failureCode: row.failureCode,
    metadata: row.metadata,
  };
}

function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentIntentId: row.paymentIntentId,
    amount: row.amount,
    status: row.status as RefundStatus,
    failureReason: row.failureReason,
  };
}

const transferObject = (t: Transfer) => ({
  id: t.id,
  object: "transfer",
  amount: t.amount,
  amount_reversed: t.amountReversed,
  currency: t.currency.toLowerCase(),
  destination: t.destination,
  source_transaction: t.sourcePaymentIntent,
  transfer_group: t.transferGroup,
  reversed: t.amountReversed === t.amount,
  status: t.status,
  failure_code: t.failureCode,
  metadata: t.metadata,
  livemode: false,
});

const refundObject = (r: Refund, currency: string) => ({
  id: r.id,
  object: "refund",
  amount: r.amount,
  currency: currency.toLowerCase(),
  payment_intent: r.paymentIntentId,
  status: r.status,
  failure_reason: r.failureReason,
  livemode: false,
});

/** Test mode's own levers on transfers and refunds; a real processor has none. */
export type TestTransferOps = {
  /** A connected account's restricted state (documented test state: transfers fail). */
  setAccountRestricted(accountId: string, restricted: boolean): Promise<void>;
  /** Settles a pending refund whose time has come (the `test-refund-settle` job). */
  settleRefund(refundId: string): Promise<Refund | null>;
};

export function createTestTransfers({
  db,
  now,
  accountRestricted,
}: {
  db: Database;
  now: () => Date;
  /** Whether a destination refuses transfers; defaults to test mode's own table. */
  accountRestricted?: (executor: Executor, accountId: string) => Promise<boolean>;
}) {
  const work = createUnitOfWork(db, (executor) => executor);
  const restricted =
    accountRestricted ??
    (async (executor: Executor, accountId: string) => {
      const [row] = await executor
        .select()
        .from(testAccountRestrictions)
        .where(eq(testAccountRestrictions.accountId, accountId));
      if (row?.restricted) return true;
      // Stripe refuses a transfer to an account that cannot be paid out (decision 078's test
      // values: verification needed or failed), or that does not exist.
      const [account] = await executor
        .select({ payoutsEnabled: testConnectedAccounts.payoutsEnabled })
        .from(testConnectedAccounts)
        .where(eq(testConnectedAccounts.id, accountId));
      return account ? !account.payoutsEnabled : !row;
    });

  async function emit(tx: Executor, type: string, object: Record<string, unknown>) {
    const event = {
      id: `evt_${token(18)}`,
      object: "event",
      type,
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      data: { object },
    };
    await enqueueOn(tx, {
      kind: "webhook-delivery",
      idempotencyKey: `webhook:${event.id}`,
      payload: { event },
      availableAt: now(),
    });
  }

  const transfers: TransferProcessor = {
    createTransfer: (input) =>
      work.withTransaction(async (tx) => {
        if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
          throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
        }
        // One per key: a parallel repeat waits on the unique index, then finds the first.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${input.idempotencyKey}))`);
        const [earlier] = await tx
          .select()
          .from(testTransfers)
          .where(eq(testTransfers.idempotencyKey, input.idempotencyKey));
        if (earlier) return toTransfer(earlier);
        const [intent] = await tx
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.id, input.sourcePaymentIntent));
        // Stripe refuses a source_transaction that has not been paid.
        if (intent?.status !== "succeeded") {
          throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
        }
        const refused = await restricted(tx, input.destination);
        const at = now();
        const [row] = await tx
          .insert(testTransfers)
          .values({
            id: `tr_test_${token(18)}`,
            idempotencyKey: input.idempotencyKey,
            amount: input.amount,
            currency: input.currency,
            destination: input.destination,
            sourcePaymentIntent: input.sourcePaymentIntent,
            transferGroup: input.transferGroup,
            status: refused ? "failed" : "paid",
            failureCode: refused ? "account_restricted" : null,
            metadata: input.metadata,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const transfer = toTransfer(row!);
        await emit(tx, refused ? "transfer.failed" : "transfer.created", transferObject(transfer));
        return transfer;
      }),

    async retrieveTransfer(id) {
      const [row] = await db.select().from(testTransfers).where(eq(testTransfers.id, id));
      return row ? toTransfer(row) : null;
    },

    reverseTransfer: ({ transferId, amount, idempotencyKey }) =>
      work.withTransaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testTransfers)
          .where(eq(testTransfers.id, transferId))
          .for("update");
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        const [earlier] = await tx
          .select()
          .from(testTransferReversals)
          .where(eq(testTransferReversals.idempotencyKey, idempotencyKey));
        if (earlier) return { id: earlier.id, amount: earlier.amount };
        if (row.status !== "paid" || amount <= 0 || amount > row.amount - row.amountReversed) {
          throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
        }
        const id = `trr_test_${token(18)}`;
        await tx
          .insert(testTransferReversals)
          .values({ id, transferId, idempotencyKey, amount, createdAt: now() });
        const reversedAll = row.amountReversed + amount === row.amount;
        const [updated] = await tx
          .update(testTransfers)
          .set({
            amountReversed: row.amountReversed + amount,
            status: reversedAll ? "reversed" : row.status,
            updatedAt: now(),
          })
          .where(eq(testTransfers.id, transferId))
          .returning();
        await emit(tx, "transfer.reversed", transferObject(toTransfer(updated!)));
        return { id, amount };
      }),

    async retrieveRefund(id) {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      return row ? toRefund(row) : null;
    },
  };

  /**
   * A refund of part of a paid intent: card refunds succeed at once, iDEAL and Bancontact
   * ones start pending and settle later (see above). The intent's refunded amount counts
   * every refund not failed.
   */
  const refund = (input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<Refund> =>
    work.withTransaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, input.paymentIntentId))
        .for("update");
      if (!intent) throw new AppError("not-found", 404, "Errors.notFound");
      const [earlier] = await tx
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, input.idempotencyKey));
      if (earlier) return toRefund(earlier);
      const left = intent.amount - intent.amountRefunded;
      if (intent.status !== "succeeded" || input.amount <= 0 || input.amount > left) {
        throw new AppError("transaction-payment-failed", 402, "CheckoutPage.paymentFailed");
      }
      const bank =
        intent.paymentMethodType === "ideal" || intent.paymentMethodType === "bancontact";
      const at = now();
      const [row] = await tx
        .insert(paymentRefunds)
        .values({
          id: `re_test_${token(18)}`,
          paymentIntentId: intent.id,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          reason: input.reason ?? null,
          status: bank ? "pending" : "succeeded",
          settlesAt: bank ? new Date(at.getTime() + TEST_REFUND_SETTLE_MS) : null,
          createdAt: at,
        })
        .returning();
      const [updated] = await tx
        .update(paymentIntents)
        .set({
          amountRefunded: sql`${paymentIntents.amountRefunded} + ${input.amount}`,
          updatedAt: at,
        })
        .where(eq(paymentIntents.id, intent.id))
        .returning();
      const made = toRefund(row!);
      if (bank) {
        await enqueueOn(tx, {
          kind: TEST_REFUND_SETTLE_KIND,
          idempotencyKey: `${TEST_REFUND_SETTLE_KIND}:${made.id}`,
          payload: { refundId: made.id },
          availableAt: row!.settlesAt!,
        });
      }
      await emit(tx, "refund.created", refundObject(made, intent.currency));
      // As before: the intent's own news (checkout reads the intent again).
      await emit(tx, "charge.refunded", {
        id: updated!.id,
        object: "payment_intent",
        amount: updated!.amount,
        amount_refunded: updated!.amountRefunded,
        currency: updated!.currency.toLowerCase(),
        status: updated!.status,
        transfer_group: updated!.transferGroup,
        metadata: updated!.metadata,
        livemode: false,
      });
      return made;
    });

  const ops: TestTransferOps = {
    async setAccountRestricted(accountId, isRestricted) {
      await db
        .insert(testAccountRestrictions)
        .values({ accountId, restricted: isRestricted, updatedAt: now() })
        .onConflictDoUpdate({
          target: testAccountRestrictions.accountId,
          set: { restricted: isRestricted, updatedAt: now() },
        });
    },

    settleRefund: (refundId) =>
      work.withTransaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.id, refundId))
          .for("update");
        if (!row) return null;
        if (row.status !== "pending") return toRefund(row);
        // Early (another clock ran the job): the outbox tries again later.
        if (row.settlesAt && row.settlesAt > now()) throw new Error(`${refundId} settles later`);
        const fails = row.amount % 100 === 13;
        const [settled] = await tx
          .update(paymentRefunds)
          .set({ status: fails ? "failed" : "succeeded", failureReason: fails ? "declined" : null })
          .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "pending")))
          .returning();
        // A failed refund gives the amount back to the intent's refundable balance.
        if (fails) {
          await tx
            .update(paymentIntents)
            .set({
              amountRefunded: sql`${paymentIntents.amountRefunded} - ${row.amount}`,
              updatedAt: now(),
            })
            .where(eq(paymentIntents.id, row.paymentIntentId));
        }
        const refund = toRefund(settled!);
        const [intent] = await tx
          .select({ currency: paymentIntents.currency })
          .from(paymentIntents)
          .where(eq(paymentIntents.id, row.paymentIntentId));
        const object = refundObject(refund, intent?.currency ?? "eur");
        await emit(tx, "charge.refund.updated", object);
        await emit(tx, "refund.updated", object);
        return refund;
      }),
  };

  return { transfers, refund, ops };
}
