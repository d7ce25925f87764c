import type { Database } from "../../db/client";
import { type LedgerLine, type OpenReason, type Reconciliation, reconcile } from "./reconcile";
import { createLedgerRepository, type LedgerRow } from "./repository.server";

const toLine = (row: LedgerRow): LedgerLine => ({
  id: row.id,
  checkoutId: row.checkoutId,
  transactionId: row.transactionId,
  kind: row.kind,
  objectId: row.objectId,
  amount: row.amount,
  status: row.status,
});

/** Reads of the ledger (decision 079): an order's movements, stuck objects, the check. */
export function createLedgerService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createLedgerRepository(db, now);
  return {
    ofTransaction: (transactionId: string) => repo.ofTransaction(transactionId),
    ofObject: (objectId: string) => repo.ofObject(objectId),
    /** Refunds and transfers still pending: the sweep asks the processor what they are now. */
    pendingObjects: repo.pendingObjects,

    /** Every row, reconciled; `open` says which orders are legitimately still held. */
    async check(open: ReadonlyMap<string, OpenReason>): Promise<Reconciliation> {
      const lines: LedgerLine[] = [];
      let after = 0;
      for (;;) {
        const page = await repo.page(after, 5000);
        if (page.length === 0) break;
        lines.push(...page.map(toLine));
        after = page.at(-1)!.id;
      }
      return reconcile(lines, open);
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
