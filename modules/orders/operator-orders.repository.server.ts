import { and, asc, count, desc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { listings, transactions, transactionTimers, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import {
  NOT_HANDED_OVER_AFTER_MS,
  OPERATOR_ORDERS_PER_PAGE,
  type OrderFilter,
} from "./operator-orders";

/**
 * The operator console's reads of orders (decisions 082, 084): every order, by number, id,
 * party or listing title, by state, paged; and the counts of what needs someone today. Reads
 * only; every move goes through the engine.
 */

export type OperatorOrderRow = {
  id: string;
  orderNumber: string;
  state: string;
  lastTransition: string | null;
  lastTransitionedAt: Date | null;
  createdAt: Date;
  payinTotal: number;
  currency: string;
  customer: { id: string; displayName: string; email: string };
  provider: { id: string; displayName: string; email: string };
  listingTitle: string;
  /** When the dispute's auto-cancel runs (disputed orders only). */
  disputeDueAt: Date | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// `%`, `_` and `\` typed by an operator are characters, not wildcards (as the audit search).
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createOperatorOrderReads(db: Executor) {
  const customer = alias(users, "customer");
  const provider = alias(users, "provider");
  const disputeTimer = alias(transactionTimers, "dispute_timer");

  function stateOf(filter: OrderFilter, at: Date): SQL | undefined {
    if (filter === "all") return undefined;
    if (filter === "not-handed-over")
      return and(
        eq(transactions.state, "purchased"),
        lt(transactions.lastTransitionedAt, new Date(at.getTime() - NOT_HANDED_OVER_AFTER_MS)),
      );
    return eq(transactions.state, filter);
  }

  function wordsOf(q: string): SQL | undefined {
    const words = q.trim();
    if (!words) return undefined;
    if (UUID.test(words)) return eq(transactions.id, words.toLowerCase());
    const like = `%${likeEscape(words)}%`;
    return or(
      sql`${transactions.orderNumber} ILIKE ${`${likeEscape(words.toUpperCase())}%`}`,
      sql`${customer.displayName} ILIKE ${like}`,
      sql`${customer.email} ILIKE ${like}`,
      sql`${provider.displayName} ILIKE ${like}`,
      sql`${provider.email} ILIKE ${like}`,
      sql`${listings.title} ILIKE ${like}`,
    );
  }

  const base = () =>
    db
      .select({
        id: transactions.id,
        orderNumber: transactions.orderNumber,
        state: transactions.state,
        lastTransition: transactions.lastTransition,
        lastTransitionedAt: transactions.lastTransitionedAt,
        createdAt: transactions.createdAt,
        payinTotal: transactions.payinTotal,
        currency: transactions.currency,
        customer: { id: customer.id, displayName: customer.displayName, email: customer.email },
        provider: { id: provider.id, displayName: provider.displayName, email: provider.email },
        listingTitle: listings.title,
        disputeDueAt: disputeTimer.dueAt,
      })
      .from(transactions)
      .innerJoin(customer, eq(customer.id, transactions.customerId))
      .innerJoin(provider, eq(provider.id, transactions.providerId))
      .innerJoin(listings, eq(listings.id, transactions.listingId))
      .leftJoin(
        disputeTimer,
        and(
          eq(disputeTimer.transactionId, transactions.id),
          eq(disputeTimer.transition, "transition/auto-cancel-from-disputed"),
          isNull(disputeTimer.firedAt),
          isNull(disputeTimer.canceledAt),
        ),
      );

  return {
    /** One page of orders, newest first; disputes and waiting orders oldest first (most urgent). */
    async search(
      input: { q: string; filter: OrderFilter; page: number; last?: string },
      at: Date,
    ): Promise<{ rows: OperatorOrderRow[]; total: number }> {
      const where = and(
        // Enquiries are conversations, not orders (decision 055).
        sql`${transactions.state} NOT IN ('initial', 'enquiry')`,
        stateOf(input.filter, at),
        input.last ? eq(transactions.lastTransition, input.last) : undefined,
        wordsOf(input.q),
      );
      const oldestFirst = input.filter === "disputed" || input.filter === "not-handed-over";
      const rows = await base()
        .where(where)
        .orderBy(
          oldestFirst ? asc(transactions.lastTransitionedAt) : desc(transactions.createdAt),
          asc(transactions.id),
        )
        .limit(OPERATOR_ORDERS_PER_PAGE)
        .offset((input.page - 1) * OPERATOR_ORDERS_PER_PAGE);
      const [counted] = await db
        .select({ n: count() })
        .from(transactions)
        .innerJoin(customer, eq(customer.id, transactions.customerId))
        .innerJoin(provider, eq(provider.id, transactions.providerId))
        .innerJoin(listings, eq(listings.id, transactions.listingId))
        .where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    /** One order as the list shows it, or null. */
    async one(id: string): Promise<OperatorOrderRow | null> {
      if (!UUID.test(id)) return null;
      const [row] = await base().where(eq(transactions.id, id));
      return row ?? null;
    },

    /** The overview's order counts: open disputes, and paid orders waiting too long. */
    async counts(at: Date): Promise<{ disputed: number; notHandedOver: number }> {
      const [row] = await db
        .select({
          disputed: sql<number>`count(*) FILTER (WHERE ${transactions.state} = 'disputed')`.mapWith(
            Number,
          ),
          notHandedOver:
            sql<number>`count(*) FILTER (WHERE ${stateOf("not-handed-over", at)})`.mapWith(Number),
        })
        .from(transactions)
        .where(or(eq(transactions.state, "disputed"), eq(transactions.state, "purchased")));
      return { disputed: row?.disputed ?? 0, notHandedOver: row?.notHandedOver ?? 0 };
    },

    /** The open disputes, oldest first, with when each one's auto-cancel runs. */
    async openDisputes(limit = 10): Promise<OperatorOrderRow[]> {
      return base()
        .where(eq(transactions.state, "disputed"))
        .orderBy(asc(transactions.lastTransitionedAt), asc(transactions.id))
        .limit(limit);
    },

    /** Every operator who can be mailed (a new dispute, decision 084). */
    async operators(): Promise<
      Array<{ id: string; email: string; firstName: string; locale: string | null }>
    > {
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
        })
        .from(users)
        .where(and(eq(users.isOperator, true), eq(users.deleted, false), eq(users.banned, false)));
    },
  };
}

export type OperatorOrderReads = ReturnType<typeof createOperatorOrderReads>;
