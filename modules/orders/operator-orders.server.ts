import { disputeOpenedMail } from "#modules/mail";
import type { Mailer } from "#modules/mail/server";
import type { TransactionEngine } from "#modules/transactions/server";
import type { Database } from "../../db/client";
import { daysLeft, OPERATOR_ORDERS_PER_PAGE, type OrderFilter } from "./operator-orders";
import { createOperatorOrderReads } from "./operator-orders.repository.server";
import { createOperatorSteps } from "./operator-steps.server";

/**
 * The operator console's orders (decisions 082, 084): the list and its counts, an operator's
 * steps with their audit rows, and every operator's mail about a new dispute.
 */
export function createOperatorOrders({
  db,
  now,
  engine,
  mailer,
  appUrl,
}: {
  db: Database;
  now: () => Date;
  engine: Pick<TransactionEngine, "applyTransitionOn" | "find">;
  mailer: Mailer;
  appUrl: string;
}) {
  const reads = createOperatorOrderReads(db);
  const steps = createOperatorSteps({ db, now, engine });
  return {
    perPage: OPERATOR_ORDERS_PER_PAGE,
    search: (input: { q: string; filter: OrderFilter; page: number; last?: string }) =>
      reads.search(input, now()),
    one: (id: string) => reads.one(id),
    counts: () => reads.counts(now()),
    openDisputes: (limit?: number) => reads.openDisputes(limit),
    /** An operator's step and its audit row, in one database transaction. */
    run: steps.run,

    /**
     * The outbox's `notify-operators` job of a dispute: one mail to every operator, in their
     * language. An order no longer disputed by the time the job runs (settled in between) is
     * not news any more.
     */
    async disputeOpened(transactionId: string): Promise<number> {
      const order = await reads.one(transactionId);
      if (order?.state !== "disputed") return 0;
      const row = await engine.find(transactionId);
      const reason = row?.protectedData.disputeReason;
      const operators = await reads.operators();
      for (const operator of operators) {
        await mailer.send(
          disputeOpenedMail(operator.locale === "en" ? "en" : "nl", operator.email, {
            name: operator.firstName,
            orderNumber: order.orderNumber,
            buyer: order.customer.displayName,
            grower: order.provider.displayName,
            reason: typeof reason === "string" && reason ? reason : null,
            daysLeft: daysLeft(order.disputeDueAt, now()),
            url: `${appUrl}/operator/orders/${order.id}`,
          }),
        );
      }
      return operators.length;
    },
  };
}

export type OperatorOrders = ReturnType<typeof createOperatorOrders>;
