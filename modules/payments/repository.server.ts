import { and, eq, inArray, sql } from "drizzle-orm";
import { enqueueOn, outboxInsertForEachQuery } from "#modules/jobs/server";
import { paymentIntents, paymentRefunds, webhookEvents } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
type PaymentIntentInsert = typeof paymentIntents.$inferInsert;

/**
 * Drizzle access for the test-mode processor's intents and refunds, the webhook's event
 * log, and the outbox rows that carry test mode's events to the webhook.
 */
export function createPaymentRepository(db: Executor, now: () => Date) {
  const eventJob = (eventId: string, payload: Record<string, unknown>) => ({
    kind: "webhook-delivery",
    idempotencyKey: `webhook:${eventId}`,
    payload,
    availableAt: now(),
  });
  return {
    /** Inserts unless the idempotency key was used before; either way the key's intent. */
    async insertIntentOnce(
      values: Omit<PaymentIntentInsert, "createdAt" | "updatedAt">,
    ): Promise<PaymentIntentRow> {
      const at = now();
      const [inserted] = await db
        .insert(paymentIntents)
        .values({ ...values, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: paymentIntents.idempotencyKey })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.idempotencyKey, values.idempotencyKey!));
      return existing!;
    },

    async find(id: string): Promise<PaymentIntentRow | null> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
      return row ?? null;
    },

    /**
     * `changes` as a compare-and-set (only while the intent's status is one of `statuses`)
     * and the event it sends, in one statement: the event is written only when the row
     * changed, so no database transaction is needed around them. True when it changed.
     */
    async updateIfIn(
      id: string,
      statuses: readonly PaymentIntentRow["status"][],
      changes: Partial<Omit<PaymentIntentInsert, "id" | "createdAt">>,
      event: { id: string; payload: Record<string, unknown> } | null,
    ): Promise<boolean> {
      const update = db
        .update(paymentIntents)
        .set({ ...changes, updatedAt: now() })
        .where(and(eq(paymentIntents.id, id), inArray(paymentIntents.status, [...statuses])))
        .returning({ id: paymentIntents.id });
      const parts = [sql`changed as (${update.getSQL()})`];
      if (event) {
        const queued = outboxInsertForEachQuery(eventJob(event.id, event.payload), sql`changed`);
        parts.push(sql`queued as (${queued})`);
      }
      const result = await db.execute<{ n: number }>(
        sql`with ${sql.join(parts, sql`, `)} select count(*)::int as n from changed`,
      );
      return result.rows[0]?.n === 1;
    },

    async lock(id: string): Promise<PaymentIntentRow | null> {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id))
        .for("update");
      return row ?? null;
    },

    async update(
      id: string,
      changes: Partial<Omit<PaymentIntentInsert, "id" | "createdAt">>,
    ): Promise<PaymentIntentRow> {
      const [row] = await db
        .update(paymentIntents)
        .set({ ...changes, updatedAt: now() })
        .where(eq(paymentIntents.id, id))
        .returning();
      return row!;
    },

    async refundByKey(key: string) {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, key));
      return row ?? null;
    },

    async insertRefund(values: {
      id: string;
      paymentIntentId: string;
      idempotencyKey: string;
      amount: number;
      reason: string | null;
    }) {
      await db.insert(paymentRefunds).values({ ...values, createdAt: now() });
      await db
        .update(paymentIntents)
        .set({
          amountRefunded: sql`${paymentIntents.amountRefunded} + ${values.amount}`,
          updatedAt: now(),
        })
        .where(eq(paymentIntents.id, values.paymentIntentId));
    },

    /** An event for the webhook, delivered by the outbox runner (at least once). */
    async enqueueEvent(event: { id: string; type: string }, payload: Record<string, unknown>) {
      // Through the jobs module, on this executor: the event commits with the intent's change.
      await enqueueOn(db, eventJob(event.id, payload));
    },

    // The webhook endpoint's event log.
    /** True when this event id is new; a duplicate delivery answers false. */
    async recordEvent(values: {
      id: string;
      type: string;
      objectId: string | null;
      payload: Record<string, unknown>;
    }): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ ...values, receivedAt: now() })
        .onConflictDoNothing({ target: webhookEvents.id })
        .returning({ id: webhookEvents.id });
      return rows.length === 1;
    },

    async markEventProcessed(id: string) {
      await db.update(webhookEvents).set({ processedAt: now() }).where(eq(webhookEvents.id, id));
    },

    async event(id: string) {
      const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
      return row ?? null;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
