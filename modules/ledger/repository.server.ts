import { asc, eq, inArray, sql } from "drizzle-orm";
import { checkouts, type LedgerKind, ledgerEntries } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export type LedgerRow = typeof ledgerEntries.$inferSelect;

export type LedgerAppend = {
  checkoutId: string;
  transactionId: string | null;
  growerId: string | null;
  kind: LedgerKind;
  objectId: string;
  amount: number;
  currency: string;
  status: string;
  cause: string;
};

/** The key that makes a repeat of the same movement in the same status write nothing. */
export const entryKeyOf = (
  e: Pick<LedgerAppend, "kind" | "objectId" | "transactionId" | "status">,
) => `${e.kind}:${e.objectId}:${e.transactionId ?? "-"}:${e.status}`;

/** Drizzle access for the append-only ledger (decision 079): inserts and reads, nothing else. */
export function createLedgerRepository(db: Executor, now: () => Date) {
  /**
   * An order's charge: its part of the checkout's payment intent. The statement, unrun, for
   * the order's move to run as a part of its own (decision 089).
   */
  function chargeQuery(entry: Omit<LedgerAppend, "kind" | "objectId" | "status">) {
    const objectId = sql<string>`coalesce((select ${checkouts.paymentIntentId} from ${checkouts} where ${checkouts.id} = ${entry.checkoutId}), ${`checkout:${entry.checkoutId}`})`;
    return db
      .insert(ledgerEntries)
      .values({
        ...entry,
        kind: "charge",
        status: "succeeded",
        objectId,
        entryKey: `charge:${entry.transactionId ?? entry.checkoutId}`,
        createdAt: now(),
      })
      .onConflictDoNothing({ target: ledgerEntries.entryKey });
  }
  return {
    /** Appends a row unless this movement in this status is there already; true when new. */
    async append(entry: LedgerAppend): Promise<boolean> {
      const rows = await db
        .insert(ledgerEntries)
        .values({ ...entry, entryKey: entryKeyOf(entry), createdAt: now() })
        .onConflictDoNothing({ target: ledgerEntries.entryKey })
        .returning({ id: ledgerEntries.id });
      return rows.length === 1;
    },

    appendChargeQuery: chargeQuery,

    /** `appendChargeQuery`, run: a charge written on its own (a refund's, decision 079). */
    async appendCharge(entry: Omit<LedgerAppend, "kind" | "objectId" | "status">) {
      await chargeQuery(entry);
    },

    /** The rows of an object, oldest first; the last is its state. */
    async ofObject(objectId: string): Promise<LedgerRow[]> {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.objectId, objectId))
        .orderBy(asc(ledgerEntries.id));
    },

    async ofTransaction(transactionId: string): Promise<LedgerRow[]> {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, transactionId))
        .orderBy(asc(ledgerEntries.id));
    },

    async ofCheckouts(checkoutIds: readonly string[]): Promise<LedgerRow[]> {
      if (checkoutIds.length === 0) return [];
      return db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.checkoutId, [...checkoutIds]))
        .orderBy(asc(ledgerEntries.id));
    },

    /** Every row, in pages by id: what `ledger:check` reads. */
    async page(afterId: number, limit: number): Promise<LedgerRow[]> {
      return db
        .select()
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.id} > ${afterId}`)
        .orderBy(asc(ledgerEntries.id))
        .limit(limit);
    },

    /** Objects of a kind with a pending row and no other status yet (a sweep re-reads them). */
    async pendingObjects(kind: LedgerKind, limit = 100): Promise<LedgerRow[]> {
      const rows = await db.execute<Record<string, unknown>>(sql`
        SELECT "pending"."id" FROM ${ledgerEntries} AS "pending"
        WHERE "pending"."kind" = ${kind} AND "pending"."status" = 'pending'
          AND NOT EXISTS (
            SELECT 1 FROM ${ledgerEntries} AS "settled"
            WHERE "settled"."object_id" = "pending"."object_id"
              AND "settled"."kind" = "pending"."kind" AND "settled"."status" <> 'pending')
        ORDER BY "pending"."id" LIMIT ${limit}`);
      const ids = rows.rows.map((r) => Number(r.id));
      if (ids.length === 0) return [];
      return db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.id, ids))
        .orderBy(asc(ledgerEntries.id));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

/** What another module writes on its own database transaction (decision 077): appends only. */
export function ledgerWritesOn(tx: Executor, now: () => Date) {
  const { append, appendCharge, appendChargeQuery } = createLedgerRepository(tx, now);
  return { append, appendCharge, appendChargeQuery };
}

export type LedgerWrites = ReturnType<typeof ledgerWritesOn>;
