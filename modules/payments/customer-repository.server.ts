import { and, eq } from "drizzle-orm";
import { testCustomers, testPaymentMethods, testSetupIntents } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type TestCustomerRow = typeof testCustomers.$inferSelect;
export type TestSetupIntentRow = typeof testSetupIntents.$inferSelect;
export type TestPaymentMethodRow = typeof testPaymentMethods.$inferSelect;

/**
 * Drizzle access for test mode's customers, their attached payment methods and setup intents
 * (decision 081). Only the test-mode processor uses it.
 */
export function createCustomerRepository(db: Executor, now: () => Date) {
  return {
    /** Inserts unless the idempotency key was used before; either way the key's customer. */
    async insertCustomerOnce(
      values: Omit<typeof testCustomers.$inferInsert, "createdAt">,
    ): Promise<TestCustomerRow> {
      const [inserted] = await db
        .insert(testCustomers)
        .values({ ...values, createdAt: now() })
        .onConflictDoNothing({ target: testCustomers.idempotencyKey })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(testCustomers)
        .where(eq(testCustomers.idempotencyKey, values.idempotencyKey!));
      return existing!;
    },

    async customer(id: string): Promise<TestCustomerRow | null> {
      const [row] = await db.select().from(testCustomers).where(eq(testCustomers.id, id));
      return row ?? null;
    },

    async setDefault(customerId: string, paymentMethod: string | null) {
      await db
        .update(testCustomers)
        .set({ defaultPaymentMethod: paymentMethod })
        .where(eq(testCustomers.id, customerId));
    },

    /** Attaches a payment method to a customer; attaching it again changes nothing. */
    async attach(values: Omit<typeof testPaymentMethods.$inferInsert, "attachedAt">) {
      await db
        .insert(testPaymentMethods)
        .values({ ...values, attachedAt: now() })
        .onConflictDoNothing({ target: testPaymentMethods.id });
    },

    async paymentMethod(id: string): Promise<TestPaymentMethodRow | null> {
      const [row] = await db.select().from(testPaymentMethods).where(eq(testPaymentMethods.id, id));
      return row ?? null;
    },

    /** Detaches it, and it stops being its customer's default. */
    async detach(id: string) {
      const [row] = await db
        .delete(testPaymentMethods)
        .where(eq(testPaymentMethods.id, id))
        .returning();
      if (!row) return;
      await db
        .update(testCustomers)
        .set({ defaultPaymentMethod: null })
        .where(
          and(eq(testCustomers.id, row.customerId), eq(testCustomers.defaultPaymentMethod, id)),
        );
    },

    async insertSetupIntentOnce(
      values: Omit<typeof testSetupIntents.$inferInsert, "createdAt" | "updatedAt">,
    ): Promise<TestSetupIntentRow> {
      const at = now();
      const [inserted] = await db
        .insert(testSetupIntents)
        .values({ ...values, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: testSetupIntents.idempotencyKey })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(testSetupIntents)
        .where(eq(testSetupIntents.idempotencyKey, values.idempotencyKey!));
      return existing!;
    },

    async setupIntent(id: string, forUpdate = false): Promise<TestSetupIntentRow | null> {
      const query = db.select().from(testSetupIntents).where(eq(testSetupIntents.id, id));
      const [row] = forUpdate ? await query.for("update") : await query;
      return row ?? null;
    },

    async updateSetupIntent(
      id: string,
      changes: Partial<Omit<typeof testSetupIntents.$inferInsert, "id" | "createdAt">>,
    ): Promise<TestSetupIntentRow> {
      const [row] = await db
        .update(testSetupIntents)
        .set({ ...changes, updatedAt: now() })
        .where(eq(testSetupIntents.id, id))
        .returning();
      return row!;
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
