import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { checkouts, listings, transactions, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type CheckoutRow = typeof checkouts.$inferSelect;

/** Drizzle access for checkouts and the reads their pages and mails need. */
export function createCheckoutRepository(db: Executor, now: () => Date) {
  return {
    /**
     * Inserts the checkout unless this customer used the key before. A parallel submit with
     * the same key waits on the unique index until the first commits (or rolls back), then
     * finds its row: `created` false.
     */
    async insertOnce(values: {
      customerId: string;
      idempotencyKey: string;
      source: string;
      details: Record<string, unknown>;
    }): Promise<{ checkout: CheckoutRow; created: boolean }> {
      const [inserted] = await db
        .insert(checkouts)
        .values({ ...values, amount: 0, createdAt: now() })
        .onConflictDoNothing({ target: [checkouts.customerId, checkouts.idempotencyKey] })
        .returning();
      if (inserted) return { checkout: inserted, created: true };
      const [existing] = await db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.customerId, values.customerId),
            eq(checkouts.idempotencyKey, values.idempotencyKey),
          ),
        );
      return { checkout: existing!, created: false };
    },

    async setAmount(id: string, amount: number): Promise<void> {
      await db.update(checkouts).set({ amount }).where(eq(checkouts.id, id));
    },

    async setPaymentIntent(id: string, paymentIntentId: string): Promise<void> {
      await db.update(checkouts).set({ paymentIntentId }).where(eq(checkouts.id, id));
    },

    /** The buyer's checkout of a pay page's key, if that page was submitted before. */
    async byKey(customerId: string, idempotencyKey: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(
          and(eq(checkouts.customerId, customerId), eq(checkouts.idempotencyKey, idempotencyKey)),
        );
      return row ?? null;
    },

    /** The buyer's newest checkout with billing details: the next checkout's first values. */
    async lastBilling(customerId: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ billing: sql<Record<string, unknown> | null>`${checkouts.details} -> 'billing'` })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.customerId, customerId),
            isNotNull(sql`${checkouts.details} -> 'billing'`),
          ),
        )
        .orderBy(desc(checkouts.createdAt))
        .limit(1);
      return row?.billing ?? null;
    },

    async setDetails(id: string, details: Record<string, unknown>): Promise<void> {
      await db.update(checkouts).set({ details }).where(eq(checkouts.id, id));
    },

    /**
     * A retry's details on an order still waiting for payment (decision 066): billing,
     * shipping address and message replaced as a whole, so a cleared message goes too. An
     * order paid or expired meanwhile keeps what it had: false.
     */
    async reviseUnpaidOrder(transactionId: string, details: Record<string, unknown>) {
      const rows = await db
        .update(transactions)
        .set({
          protectedData: sql`(${transactions.protectedData} - 'billingDetails' - 'shippingDetails' - 'message') || ${JSON.stringify(details)}::jsonb`,
        })
        .where(and(eq(transactions.id, transactionId), eq(transactions.state, "pending-payment")))
        .returning({ id: transactions.id });
      return rows.length > 0;
    },

    /**
     * What paying needs to know first, in one read: the checkout, whether its buyer is banned
     * (the confirmation sells nothing to a banned buyer) and whether every order still waits
     * for the payment (one that expired meanwhile makes it too late to pay).
     */
    async forPayment(id: string) {
      const [row] = await db
        .select({
          checkout: checkouts,
          customerBanned: sql<boolean>`coalesce(${users.banned}, false)`,
          allWaiting: sql<boolean>`not exists (select 1 from ${transactions} where ${transactions.checkoutId} = ${checkouts.id} and ${transactions.state} <> 'pending-payment')`,
        })
        .from(checkouts)
        .leftJoin(users, eq(users.id, checkouts.customerId))
        .where(eq(checkouts.id, id));
      return row ?? null;
    },

    async find(id: string): Promise<CheckoutRow | null> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
      return row ?? null;
    },

    /**
     * The intents of checkouts made in [from, to) whose orders still wait for the payment or
     * expired without it: what the reconciliation pass re-reads (decision 080).
     */
    async unsettledIntents(from: Date, to: Date, limit = 500): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: checkouts.paymentIntentId })
        .from(checkouts)
        .innerJoin(transactions, eq(transactions.checkoutId, checkouts.id))
        .where(
          and(
            isNotNull(checkouts.paymentIntentId),
            sql`${checkouts.createdAt} >= ${from.toISOString()} and ${checkouts.createdAt} < ${to.toISOString()}`,
            inArray(transactions.state, ["pending-payment", "payment-expired"]),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id).filter((id): id is string => id !== null);
    },

    async byPaymentIntent(paymentIntentId: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentIntentId, paymentIntentId));
      return row ?? null;
    },

    async people(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          displayName: users.displayName,
          locale: users.locale,
          banned: users.banned,
          deleted: users.deleted,
        })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async listingsFor(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: listings.id,
          title: listings.title,
          authorId: listings.authorId,
          publicData: listings.publicData,
          currentStock: listings.currentStock,
        })
        .from(listings)
        .where(inArray(listings.id, [...ids]));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
