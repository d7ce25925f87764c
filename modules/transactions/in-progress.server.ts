import { and, desc, eq, inArray, or } from "drizzle-orm";
import { transactions } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/**
 * States in which an order still needs both parties: paid or being paid, not yet handed over,
 * disputed, or received with the grower's payout still to come. An enquiry, a request that
 * expired, a canceled or completed order (and its review stage) needs nobody's account.
 */
export const IN_PROGRESS_STATES = [
  "pending-payment",
  "requested",
  "purchased",
  "delivered",
  "disputed",
  "received",
] as const;

export type OrderInProgress = {
  id: string;
  orderNumber: string;
  state: string;
  role: "customer" | "provider";
};

/** A user's orders (as buyer) and sales (as grower) still in progress, newest first. */
export async function ordersInProgressOn(
  executor: Executor,
  userId: string,
): Promise<OrderInProgress[]> {
  const rows = await executor
    .select({
      id: transactions.id,
      orderNumber: transactions.orderNumber,
      state: transactions.state,
      customerId: transactions.customerId,
    })
    .from(transactions)
    .where(
      and(
        or(eq(transactions.customerId, userId), eq(transactions.providerId, userId)),
        inArray(transactions.state, [...IN_PROGRESS_STATES]),
      ),
    )
    .orderBy(desc(transactions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.orderNumber,
    state: r.state,
    role: r.customerId === userId ? "customer" : "provider",
  }));
}
