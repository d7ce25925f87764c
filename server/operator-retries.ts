import { auditActorOf } from "#modules/audit";
import { auditOn } from "#modules/audit/server";
import { outboxOn } from "#modules/jobs/server";
import type { PayoutService } from "#modules/payouts/server";
import type { Database } from "../db/client";

/**
 * The console's retries (decision 084): a payout given up on, an outbox job given up on. Each
 * retry and its audit row are one database transaction (decision 082); a retry of something
 * no longer failed (a second click, another operator) changes nothing and writes no row.
 */

type Operator = { id: string; displayName: string; email: string };

export function createOperatorRetries({
  db,
  now,
  payouts,
}: {
  db: Database;
  now: () => Date;
  payouts: Pick<PayoutService, "retryOn">;
}) {
  return {
    /** True when the payout was failed and is now scheduled again. */
    async retryPayout(operator: Operator, transactionId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const payout = await payouts.retryOn(tx, transactionId);
        if (!payout) return false;
        await auditOn(tx, now).record({
          actor: auditActorOf(operator),
          action: "payout.retry",
          targetType: "payout",
          targetId: transactionId,
          details: {
            amount: payout.amount,
            growerId: payout.growerId,
            lastFailure: payout.lastFailure,
          },
        });
        return true;
      });
    },

    /** True when the job was failed and is back in line with a fresh set of attempts. */
    async retryJob(operator: Operator, jobId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await outboxOn(tx).retry(jobId, now());
        if (!row) return false;
        await auditOn(tx, now).record({
          actor: auditActorOf(operator),
          action: "job.retry",
          targetType: "job",
          targetId: row.id,
          targetLabel: `${row.kind} ${row.idempotencyKey}`,
          details: { kind: row.kind, lastError: row.lastError },
        });
        return true;
      });
    },
  };
}

export type OperatorRetries = ReturnType<typeof createOperatorRetries>;
