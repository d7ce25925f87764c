import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql } from "drizzle-orm";
import { enqueueOn } from "#modules/jobs/server";
import { checkouts, payouts, transactions, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import { payoutDueAt } from "./schedule";

export type PayoutRow = typeof payouts.$inferSelect;
export type FailedPayoutRow = PayoutRow & { orderNumber: string; growerName: string };

/** The outbox kind that runs a due payout (server/outbox-handlers.ts). */
export const PAYOUT_KIND = "payout";

/** The order fields a payout is scheduled from (the engine's row). */
export type ReceivedOrder = {
  id: string;
  checkoutId: string | null;
  providerId: string;
  payinTotal: number;
  payoutTotal: number;
  currency: string;
};

/** Drizzle access for payouts and the reads the grower's history needs (decision 079). */
export function createPayoutRepository(db: Executor, now: () => Date) {
  return {
    /**
     * Schedules the order's payout once (a repeat writes nothing), and the outbox job that
     * runs it when due — both on the caller's database transaction, with the move to received.
     */
    async schedule(order: ReceivedOrder, at: Date, delayMs: number): Promise<void> {
      if (!order.checkoutId || order.payoutTotal <= 0) return;
      const dueAt = payoutDueAt(at, delayMs);
      const rows = await db
        .insert(payouts)
        .values({
          transactionId: order.id,
          checkoutId: order.checkoutId,
          growerId: order.providerId,
          amount: order.payoutTotal,
          fee: Math.max(0, order.payinTotal - order.payoutTotal),
          currency: order.currency,
          status: "scheduled",
          dueAt,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: payouts.transactionId })
        .returning({ id: payouts.transactionId });
      if (rows.length === 0) return;
      await enqueueOn(db, {
        kind: PAYOUT_KIND,
        idempotencyKey: `${PAYOUT_KIND}:${order.id}:0`,
        payload: { transactionId: order.id },
        availableAt: dueAt,
      });
    },

    /** The next run of a payout (a retry, an operator's retry): its own outbox row. */
    async enqueueRun(transactionId: string, run: string, availableAt: Date): Promise<void> {
      await enqueueOn(db, {
        kind: PAYOUT_KIND,
        idempotencyKey: `${PAYOUT_KIND}:${transactionId}:${run}`,
        payload: { transactionId },
        availableAt,
      });
    },

    async lock(transactionId: string): Promise<PayoutRow | null> {
      const [row] = await db
        .select()
        .from(payouts)
        .where(eq(payouts.transactionId, transactionId))
        .for("update");
      return row ?? null;
    },

    async find(transactionId: string): Promise<PayoutRow | null> {
      const [row] = await db.select().from(payouts).where(eq(payouts.transactionId, transactionId));
      return row ?? null;
    },

    async byTransfer(transferId: string): Promise<PayoutRow | null> {
      const [row] = await db.select().from(payouts).where(eq(payouts.transferId, transferId));
      return row ?? null;
    },

    async update(
      transactionId: string,
      changes: Partial<Omit<PayoutRow, "transactionId" | "createdAt">>,
    ): Promise<void> {
      await db
        .update(payouts)
        .set({ ...changes, updatedAt: now() })
        .where(eq(payouts.transactionId, transactionId));
    },

    async intentOf(checkoutId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: checkouts.paymentIntentId })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      return row?.id ?? null;
    },

    async grower(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          stripeConnected: users.stripeConnected,
          stripeAccountId: users.stripeAccountId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Payouts given up on, newest first, with order number and grower (the operator page). */
    async failed(limit = 100): Promise<FailedPayoutRow[]> {
      return db
        .select({
          ...getTableColumns(payouts),
          orderNumber: transactions.orderNumber,
          growerName: users.displayName,
        })
        .from(payouts)
        .innerJoin(transactions, eq(transactions.id, payouts.transactionId))
        .innerJoin(users, eq(users.id, payouts.growerId))
        .where(eq(payouts.status, "failed"))
        .orderBy(desc(payouts.updatedAt))
        .limit(limit);
    },

    /** A grower's paid orders, newest first, with their payouts where scheduled. */
    async salesOf(growerId: string, limit: number) {
      return db
        .select({
          id: transactions.id,
          orderNumber: transactions.orderNumber,
          state: transactions.state,
          payoutTotal: transactions.payoutTotal,
          currency: transactions.currency,
          createdAt: transactions.createdAt,
          payout: payouts,
        })
        .from(transactions)
        .leftJoin(payouts, eq(payouts.transactionId, transactions.id))
        .where(
          and(
            eq(transactions.providerId, growerId),
            isNotNull(transactions.checkoutId),
            sql`${transactions.payoutTotal} > 0`,
            inArray(transactions.state, [
              "purchased",
              "delivered",
              "disputed",
              "received",
              "completed",
              "reviewed-by-customer",
              "reviewed-by-provider",
              "reviewed",
            ]),
          ),
        )
        .orderBy(desc(transactions.createdAt))
        .limit(limit);
    },

    /** Paid payouts of a grower since `from`: the months' totals. */
    async paidSince(growerId: string, from: Date) {
      return db
        .select({ paidAt: payouts.paidAt, amount: payouts.amount })
        .from(payouts)
        .where(
          and(
            eq(payouts.growerId, growerId),
            eq(payouts.status, "paid"),
            sql`${payouts.paidAt} >= ${from}`,
          ),
        )
        .orderBy(asc(payouts.paidAt));
    },

    /** Orders whose money the platform still holds, and why (what ledger:check explains). */
    async openOrders() {
      const held = await db
        .select({ id: payouts.transactionId, status: payouts.status })
        .from(payouts)
        .where(inArray(payouts.status, ["scheduled", "failed"]));
      const waiting = await db
        .select({ id: transactions.id, state: transactions.state })
        .from(transactions)
        .where(
          and(
            isNotNull(transactions.checkoutId),
            inArray(transactions.state, [
              "purchased",
              "delivered",
              "disputed",
              "canceled",
              "received",
            ]),
          ),
        );
      return { held, waiting };
    },
  };
}

/** What the engine writes on its own database transaction (decision 077): the schedule. */
export function payoutWritesOn(tx: Executor, now: () => Date, delayMs: number) {
  const repo = createPayoutRepository(tx, now);
  return {
    schedule: (order: ReceivedOrder, at: Date) => repo.schedule(order, at, delayMs),
  };
}

export type PayoutWrites = ReturnType<typeof payoutWritesOn>;
