import type { OpenReason } from "#modules/ledger";
import { createLedgerService, type LedgerWrites, ledgerWritesOn } from "#modules/ledger/server";
import type { PaymentEvent, PaymentProcessor } from "#modules/payments";
import type { Database } from "../../db/client";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import { createPayoutRepository, type PayoutRow } from "./repository.server";
import { monthlyTotals, type PayoutView, payoutView, retryAt, transferKey } from "./schedule";

const SWEEP_EVERY_MS = 5 * 60_000;

type Repos = { payouts: ReturnType<typeof createPayoutRepository>; ledger: LedgerWrites };

/**
 * The connected account a grower is paid on (decisions 078, 079): the one their payout page
 * made. A grower whose account is not enabled (yet, or any more) still gets a try; the
 * processor refuses it and the payout is retried and then surfaced, never lost.
 */
export async function destinationOf(
  grower: { id: string; stripeAccountId: string | null } | null,
): Promise<string | null> {
  return grower?.stripeAccountId ?? null;
}

export type RefundedOrder = {
  id: string;
  checkoutId: string;
  providerId: string;
  payinTotal: number;
  currency: string;
};

export type PayoutHistory = {
  orders: Array<{
    id: string;
    orderNumber: string;
    amount: number;
    currency: string;
    orderedAt: string;
    payout: PayoutView;
  }>;
  months: Array<{ month: string; amount: number }>;
};

/**
 * Money after the payment (decision 079): each received order's payout total moves to its
 * grower once the delay is over (the outbox's `payout` job), a failed try is retried and then
 * surfaced, a refund after payout reverses the transfer first, and every movement is a ledger
 * row written in the database transaction that records it.
 */
export function createPayoutService({
  db,
  now,
  processor,
}: {
  db: Database;
  now: () => Date;
  processor: PaymentProcessor;
}) {
  const build = (executor: Executor): Repos => ({
    payouts: createPayoutRepository(executor, now),
    ledger: ledgerWritesOn(executor, now),
  });
  const work = createUnitOfWork(db, build);
  const reads = work.repos.payouts;
  const ledgerReads = createLedgerService({ db, now });
  let lastSweep = Number.NEGATIVE_INFINITY;

  const ledgerBase = (p: PayoutRow) => ({
    checkoutId: p.checkoutId,
    transactionId: p.transactionId,
    growerId: p.growerId,
    currency: p.currency,
  });

  /** A paid transfer and the fee the platform keeps, with the payout's move to paid. */
  async function recordPaid(repos: Repos, p: PayoutRow, transferId: string, cause: string) {
    await repos.payouts.update(p.transactionId, {
      status: "paid",
      transferId,
      paidAt: now(),
      lastFailure: null,
    });
    await repos.ledger.append({
      ...ledgerBase(p),
      kind: "transfer",
      objectId: transferId,
      amount: p.amount,
      status: "paid",
      cause,
    });
    if (p.fee > 0) {
      await repos.ledger.append({
        ...ledgerBase(p),
        kind: "platform_fee",
        objectId: p.transactionId,
        amount: p.fee,
        status: "succeeded",
        cause,
      });
    }
  }

  /** A failed try: recorded, and retried later or given up on (shown to grower and operator). */
  async function recordFailure(
    repos: Repos,
    p: PayoutRow,
    failure: string,
    transferId: string | null,
  ) {
    const failures = p.attempts + 1;
    const next = retryAt(now(), failures);
    await repos.payouts.update(p.transactionId, {
      attempts: failures,
      lastFailure: failure,
      transferId,
      status: next ? "scheduled" : "failed",
      ...(next ? { dueAt: next } : {}),
    });
    if (transferId) {
      await repos.ledger.append({
        ...ledgerBase(p),
        kind: "transfer",
        objectId: transferId,
        amount: p.amount,
        status: "failed",
        cause: "payout",
      });
    }
    if (next) await repos.payouts.enqueueRun(p.transactionId, `retry-${failures}`, next);
  }

  /** The failed payout as it was when retried (locked), or null when it was not failed. */
  async function retryWith(repos: Repos, transactionId: string) {
    const p = await repos.payouts.lock(transactionId);
    if (p?.status !== "failed") return null;
    await repos.payouts.update(transactionId, { status: "scheduled", dueAt: now() });
    await repos.payouts.enqueueRun(transactionId, `operator-${p.attempts}`, now());
    return p;
  }

  const service = {
    destinationOf: async (growerId: string) => destinationOf(await reads.grower(growerId)),

    /**
     * The `payout` job: under the payout's row lock, one try with the key of this try. A
     * worker killed after the processor answered rolls back and runs again with the same
     * key: the processor gives the same transfer, so it is recorded once and paid once.
     */
    run: (transactionId: string) =>
      work.withTransaction(async (repos) => {
        const p = await repos.payouts.lock(transactionId);
        if (p?.status !== "scheduled" || p.dueAt > now()) return p?.status ?? "none";
        const source = await repos.payouts.intentOf(p.checkoutId);
        const destination = await service.destinationOf(p.growerId);
        if (!source || !destination) {
          await recordFailure(repos, p, destination ? "no_charge" : "no_payout_account", null);
          return "failed";
        }
        const transfer = await processor.createTransfer({
          amount: p.amount,
          currency: p.currency,
          destination,
          sourcePaymentIntent: source,
          transferGroup: p.checkoutId,
          metadata: { transactionId: p.transactionId },
          idempotencyKey: transferKey(p.transactionId, p.attempts),
        });
        if (transfer.status === "failed") {
          await recordFailure(repos, p, transfer.failureCode ?? "failed", transfer.id);
          return "failed";
        }
        await recordPaid(repos, p, transfer.id, "payout");
        return "paid";
      }),

    /**
     * Before a refund of the order (checkout's refundOrder): a payout not made yet is called
     * off; one made is reversed, with the fee the platform kept. Under the payout's lock, so a
     * payout running now either finishes first (and is reversed) or finds it called off.
     */
    beforeRefund: (transactionId: string) =>
      work.withTransaction(async (repos) => {
        const p = await repos.payouts.lock(transactionId);
        if (!p) return "none";
        if (p.status === "scheduled" || p.status === "failed") {
          await repos.payouts.update(transactionId, { status: "canceled" });
          return "canceled";
        }
        if (p.status !== "paid" || !p.transferId) return p.status;
        const reversal = await processor.reverseTransfer({
          transferId: p.transferId,
          amount: p.amount,
          idempotencyKey: `reverse:${transactionId}`,
        });
        await repos.payouts.update(transactionId, { status: "reversed", reversalId: reversal.id });
        await repos.ledger.append({
          ...ledgerBase(p),
          kind: "transfer_reversal",
          objectId: reversal.id,
          amount: reversal.amount,
          status: "succeeded",
          cause: "refund",
        });
        if (p.fee > 0) {
          await repos.ledger.append({
            ...ledgerBase(p),
            kind: "platform_fee_refund",
            objectId: transactionId,
            amount: p.fee,
            status: "succeeded",
            cause: "refund",
          });
        }
        return "reversed";
      }),

    /**
     * A refund the processor made for an order, in its current state. `charged` also records
     * the order's charge, for a payment refunded without ever confirming the order (paid after
     * expiry, or by a banned buyer).
     */
    async recordRefund(
      order: RefundedOrder,
      refund: { id: string; amount: number; status: string },
      cause: string,
      { charged = false } = {},
    ): Promise<void> {
      await work.withTransaction(async (repos) => {
        const base = {
          checkoutId: order.checkoutId,
          transactionId: order.id,
          growerId: order.providerId,
          currency: order.currency,
        };
        if (charged) await repos.ledger.appendCharge({ ...base, amount: order.payinTotal, cause });
        await repos.ledger.append({
          ...base,
          kind: "refund",
          objectId: refund.id,
          amount: refund.amount,
          status: refund.status,
          cause,
        });
      });
    },

    /**
     * A webhook event: news only. The refund or transfer is read as it is now and its status
     * appended if new, so a duplicate or an old event writes nothing.
     */
    async onPaymentEvent(event: PaymentEvent): Promise<void> {
      if (event.kind === "refund-changed" && event.refundId) {
        await service.syncRefund(event.refundId, "webhook");
      } else if (event.kind === "transfer-changed") {
        await service.syncTransfer(event.transferId, "webhook");
      }
    },

    async syncRefund(refundId: string, cause: string): Promise<void> {
      const refund = await processor.retrieveRefund(refundId);
      if (!refund) return;
      // Its first row says whose it is (rows never change); a refund this ledger has not
      // recorded yet is booked by its maker, with the state it reads then, and the sweep
      // catches up what that missed.
      const [first] = await ledgerReads.ofObject(refundId);
      if (!first) return;
      await work.withTransaction(async (repos) => {
        await repos.ledger.append({
          checkoutId: first.checkoutId,
          transactionId: first.transactionId,
          growerId: first.growerId,
          currency: first.currency,
          kind: "refund",
          objectId: refund.id,
          amount: refund.amount,
          status: refund.status,
          cause,
        });
      });
    },

    async syncTransfer(transferId: string, cause: string): Promise<void> {
      const transfer = await processor.retrieveTransfer(transferId);
      if (!transfer) return;
      const p = await reads.byTransfer(transferId);
      if (!p) return;
      await work.withTransaction(async (repos) => {
        // A transfer is paid or failed when made; later news only ever reverses it, which the
        // reversal row (written with the refund) already says. A late "failed" for a transfer
        // recorded paid is appended so the check shows it.
        if (transfer.status === "failed" || transfer.status === "paid") {
          await repos.ledger.append({
            ...ledgerBase(p),
            kind: "transfer",
            objectId: transfer.id,
            amount: transfer.amount,
            status: transfer.status,
            cause,
          });
        }
      });
    },

    /** Refunds still pending in the ledger, read again (the sweep after each worker pass). */
    async syncPending(limit = 100): Promise<number> {
      const stuck = await ledgerReads.pendingObjects("refund", limit);
      for (const row of stuck) await service.syncRefund(row.objectId, "sweep");
      return stuck.length;
    },

    /**
     * The worker's sweep after each pass: `syncPending`, at most every five minutes of the
     * clock, so a processor is not asked every second about a refund still at the bank.
     */
    async sweep(): Promise<number> {
      const at = now().getTime();
      if (at - lastSweep < SWEEP_EVERY_MS) return 0;
      lastSweep = at;
      return service.syncPending();
    },

    /** An operator's retry of a payout given up on: a fresh try with a fresh key. */
    retry: (transactionId: string) =>
      work.withTransaction(async (repos) => (await retryWith(repos, transactionId)) !== null),
    /**
     * `retry` on the caller's database transaction, so the console's audit row commits with it
     * (decisions 077, 084). The payout as it was, or null when it is not failed (a second click).
     */
    retryOn: (tx: Executor, transactionId: string) => retryWith(build(tx), transactionId),

    failed: () => reads.failed(),
    find: (transactionId: string) => reads.find(transactionId),

    /** The grower's payouts: per order its amount and state; per month the last 12 months. */
    async history(growerId: string, limit = 100): Promise<PayoutHistory> {
      const sales = await reads.salesOf(growerId, limit);
      const at = now();
      const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 11, 1));
      const paid = (await reads.paidSince(growerId, from)).filter(
        (p): p is { paidAt: Date; amount: number } => p.paidAt !== null,
      );
      return {
        orders: sales.map((s) => ({
          id: s.id,
          orderNumber: s.orderNumber,
          amount: s.payout?.amount ?? s.payoutTotal,
          currency: s.currency,
          orderedAt: s.createdAt.toISOString(),
          payout: payoutView(s.state, s.payout),
        })),
        months: monthlyTotals(paid, at),
      };
    },

    /** Why each order not final yet still holds money: what ledger:check needs besides rows. */
    async openOrders(): Promise<Map<string, OpenReason>> {
      const { held, waiting } = await reads.openOrders();
      const open = new Map<string, OpenReason>();
      for (const t of waiting) {
        if (t.state === "canceled") open.set(t.id, "refund-due");
        else if (t.state !== "received") open.set(t.id, "waiting-for-receipt");
      }
      for (const p of held)
        open.set(p.id, p.status === "failed" ? "payout-failed" : "payout-scheduled");
      return open;
    },
  };
  return service;
}

export type PayoutService = ReturnType<typeof createPayoutService>;
