import { z } from "zod";
import { auditActorOf } from "#modules/audit";
import { auditOn } from "#modules/audit/server";
import { AppError } from "#modules/errors";
import { OPERATOR_TRANSITIONS, operatorReasonSchema } from "#modules/transactions";
import type { TransactionEngine, TransactionRow } from "#modules/transactions/server";
import { fieldErrors } from "#modules/users";
import type { Database } from "../../db/client";

/**
 * An operator's step on an order (decision 084): cancel a paid order, mark it handed over, or
 * settle a dispute either way. The move (with its refund or payout, stock, mails and the
 * reason in the order's notes) and its audit row are one database transaction: the engine runs
 * on the transaction this opens (`applyTransitionOn`), the audit log writes on it too. The
 * state the operator saw is a compare-and-set: a second click finds it moved and gets 409.
 */

export const operatorStepSchema = z.object({
  transactionId: z.uuid("OperatorOrders.orderNotFound"),
  transition: z.enum(OPERATOR_TRANSITIONS, "OperatorOrders.unknownStep"),
  fromState: z.string("OperatorOrders.unknownStep").min(1).max(40),
  reason: operatorReasonSchema,
});
export type OperatorStep = z.infer<typeof operatorStepSchema>;

type Operator = { id: string; displayName: string; email: string };

function refusal(error: z.ZodError): AppError {
  const errors = fieldErrors(error);
  const first = errors.reason ?? Object.values(errors)[0] ?? "Errors.invalidParams";
  return new AppError("validation-invalid-params", 400, first, errors);
}

export function createOperatorSteps({
  db,
  now,
  engine,
}: {
  db: Database;
  now: () => Date;
  engine: Pick<TransactionEngine, "applyTransitionOn">;
}) {
  return {
    async run(operator: Operator, input: unknown): Promise<TransactionRow> {
      const parsed = operatorStepSchema.safeParse(input);
      if (!parsed.success) throw refusal(parsed.error);
      const step = parsed.data;
      return db.transaction(async (tx) => {
        const { before, after } = await engine.applyTransitionOn(tx, {
          transactionId: step.transactionId,
          transition: step.transition,
          actor: { role: "operator", userId: operator.id },
          params: { protectedData: { operatorReason: step.reason } },
          fromState: step.fromState,
        });
        await auditOn(tx, now).record({
          actor: auditActorOf(operator),
          action: "order.transition",
          targetType: "order",
          targetId: after.id,
          targetLabel: after.orderNumber,
          reason: step.reason,
          details: {
            transition: step.transition,
            fromState: before.state,
            toState: after.state,
            payinTotal: after.payinTotal,
            payoutTotal: after.payoutTotal,
          },
        });
        return after;
      });
    },
  };
}

export type OperatorSteps = ReturnType<typeof createOperatorSteps>;
