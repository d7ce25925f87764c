import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  ne,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { WaitingSql } from "#modules/messages/server";
import type { TransactionRole } from "#modules/transactions";
import {
  bookings,
  listings,
  profileImages,
  transactions,
  transactionTransitions,
  users,
} from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/** The other side of a transaction as the inbox and the pages show it (spec §6 banned/deleted). */
export type PartyRow = {
  id: string;
  displayName: string;
  firstName: string;
  lastName: string;
  banned: boolean;
  deleted: boolean;
  profileImageKey: string | null;
};

export type OrderListingRow = {
  id: string;
  title: string;
  authorId: string;
  deleted: boolean;
  imageKey: string | null;
  publicData: Record<string, unknown>;
  currentStock: number | null;
};

export type BookingRow = { displayStart: Date; displayEnd: Date; timeZone: string | null };

/**
 * Reads of transactions for the inbox, the order and sale pages, the JSON API's order views
 * and the top bar's dot. Writes stay with the transactions engine; this file only reads.
 */
export function createInboxRepository(db: Executor) {
  type UsersAlias = ReturnType<typeof alias<typeof users, string>>;
  type ImagesAlias = ReturnType<typeof alias<typeof profileImages, string>>;
  const party = (table: UsersAlias, image: ImagesAlias) => ({
    id: table.id,
    displayName: table.displayName,
    firstName: table.firstName,
    lastName: table.lastName,
    banned: table.banned,
    deleted: table.deleted,
    profileImageKey: image.storageKey,
  });
  const sideColumn = (role: TransactionRole) =>
    role === "customer" ? transactions.customerId : transactions.providerId;
  // `initial` only exists inside the engine's database transaction; never shown. An order
  // not paid (yet) is no sale: the grower never sees one, the buyer not once it expired
  // (decision 066) — except an enquiry's, whose conversation both keep (decision 055).
  const unpaid = (role: TransactionRole) =>
    role === "provider" ? ["pending-payment", "payment-expired"] : ["payment-expired"];
  const visible = (userId: string, role: TransactionRole) =>
    and(
      eq(sideColumn(role), userId),
      ne(transactions.state, "initial"),
      or(
        notInArray(transactions.state, unpaid(role)),
        sql`exists (select 1 from ${transactionTransitions} where ${transactionTransitions.transactionId} = ${transactions.id} and ${transactionTransitions.transition} = 'transition/enquire')`,
      ),
    );

  return {
    /** One inbox page, newest move first (spec §7 transactions query, per_page 10). */
    /**
     * A page of an inbox tab. `unreadIds`: the messages module's `select` of the conversations
     * the user has not read (`waitingSql`), so each row says whether it has one: one statement.
     */
    async page(
      userId: string,
      role: TransactionRole,
      page: number,
      perPage: number,
      unreadIds: (userId: SQLWrapper) => SQL,
    ) {
      const other = alias(users, "other");
      const otherImage = alias(profileImages, "other_image");
      const otherId = role === "customer" ? transactions.providerId : transactions.customerId;
      const rows = await db
        .select({
          id: transactions.id,
          orderNumber: transactions.orderNumber,
          processAlias: transactions.processAlias,
          state: transactions.state,
          lastTransition: transactions.lastTransition,
          lastTransitionedAt: transactions.lastTransitionedAt,
          createdAt: transactions.createdAt,
          listingIds: transactions.listingIds,
          quantities: transactions.quantities,
          payinTotal: transactions.payinTotal,
          payoutTotal: transactions.payoutTotal,
          other: party(other, otherImage),
          unread: sql<boolean>`(${transactions.id} in (${unreadIds(sql`${userId}`)}))`,
          // The tab's total on each row: one statement (decision 088).
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(transactions)
        .innerJoin(other, eq(other.id, otherId))
        .leftJoin(otherImage, eq(otherImage.id, other.profileImageId))
        .where(visible(userId, role))
        .orderBy(
          desc(sql`coalesce(${transactions.lastTransitionedAt}, ${transactions.createdAt})`),
          desc(transactions.id),
        )
        .limit(perPage)
        .offset((page - 1) * perPage);
      if (rows[0]) return { rows, totalItems: rows[0].total };
      if (page === 1) return { rows, totalItems: 0 };
      // A page past the end has no row to carry the total.
      const [total] = await db
        .select({ n: count() })
        .from(transactions)
        .where(visible(userId, role));
      return { rows, totalItems: total?.n ?? 0 };
    },

    /** Whether the inbox's tab of this side would list anything. */
    async hasAny(userId: string, role: TransactionRole): Promise<boolean> {
      const [row] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(visible(userId, role))
        .limit(1);
      return row !== undefined;
    },

    /** Sales in the given states, counted up to `limit` (spec §7: page 1, per_page 100). */
    async countSales(providerId: string, states: readonly string[], limit: number) {
      if (states.length === 0) return 0;
      const capped = db
        .select({ id: transactions.id })
        .from(transactions)
        .where(
          and(eq(transactions.providerId, providerId), inArray(transactions.state, [...states])),
        )
        .limit(limit)
        .as("capped");
      const [row] = await db.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    },

    /**
     * The top bar's dot in one statement (decision 088): sales and orders in the states that
     * wait for this user, enquiries the grower has not answered (the newest message is not
     * theirs) and conversations with a message they have not read (but `reading`, which the
     * page being loaded reads), each counted once, up to `limit`. Prepared once: the states
     * are the service's constants, the user and `reading` its parameters.
     */
    waitingCount(spec: {
      providerStates: readonly string[];
      customerStates: readonly string[];
      limit: number;
      messages: WaitingSql;
    }) {
      const userId = sql.placeholder("userId");
      const reading = sql.placeholder("reading");
      const t = transactions;
      const waiting = sql`(
        select ${t.id} as id from ${t} where ${t.providerId} = ${userId} and ${inArray(t.state, [...spec.providerStates])}
        union select ${t.id} from ${t} where ${t.customerId} = ${userId} and ${inArray(t.state, [...spec.customerStates])}
        union select ${t.id} from ${t} where ${t.providerId} = ${userId} and ${t.state} = 'enquiry'
          and ${spec.messages.lastSender(t.id)} is distinct from ${userId}
        union select unread.transaction_id from (${spec.messages.unreadConversationIds(userId)}) as unread
          where unread.transaction_id::text is distinct from ${reading}
        limit ${spec.limit}
      ) as waiting`;
      const query = db
        .select({ n: sql<number>`count(*)::int` })
        .from(waiting)
        .prepare("inbox_waiting_count");
      return async (forUser: string, readingId: string | null) => {
        const [row] = await query.execute({ userId: forUser, reading: readingId });
        return row?.n ?? 0;
      };
    },

    /** Who the two sides are and whether either was removed: access checks (messages, pages). */
    async sides(id: string) {
      const customer = alias(users, "customer");
      const provider = alias(users, "provider");
      const [row] = await db
        .select({
          id: transactions.id,
          state: transactions.state,
          customerId: transactions.customerId,
          providerId: transactions.providerId,
          customerRemoved: sql<boolean>`(${customer.banned} OR ${customer.deleted})`,
          providerRemoved: sql<boolean>`(${provider.banned} OR ${provider.deleted})`,
        })
        .from(transactions)
        .innerJoin(customer, eq(customer.id, transactions.customerId))
        .innerJoin(provider, eq(provider.id, transactions.providerId))
        .where(eq(transactions.id, id));
      return row ?? null;
    },

    /** The whole transaction with both parties, for the order and sale pages. */
    async detail(id: string) {
      const customer = alias(users, "customer");
      const customerImage = alias(profileImages, "customer_image");
      const provider = alias(users, "provider");
      const providerImage = alias(profileImages, "provider_image");
      const [row] = await db
        .select({
          tx: transactions,
          customer: party(customer, customerImage),
          provider: party(provider, providerImage),
        })
        .from(transactions)
        .innerJoin(customer, eq(customer.id, transactions.customerId))
        .leftJoin(customerImage, eq(customerImage.id, customer.profileImageId))
        .innerJoin(provider, eq(provider.id, transactions.providerId))
        .leftJoin(providerImage, eq(providerImage.id, provider.profileImageId))
        .where(eq(transactions.id, id));
      return row ?? null;
    },

    /** The listings of some orders with their first photo, whatever their state now. */
    async listings(ids: readonly string[]): Promise<OrderListingRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: listings.id,
          title: listings.title,
          authorId: listings.authorId,
          deleted: listings.deleted,
          publicData: listings.publicData,
          currentStock: listings.currentStock,
          // Spelled out with an alias: in a one-table select Drizzle leaves column names
          // unqualified, so `${listings.id}` read as the photo's own id inside this subquery
          // and no order ever found its photo.
          imageKey: sql<string | null>`(
            SELECT first_image.storage_key FROM listing_images AS first_image
            WHERE first_image.listing_id = "listings"."id"
            ORDER BY first_image.position ASC, first_image.created_at ASC LIMIT 1)`,
        })
        .from(listings)
        .where(inArray(listings.id, [...ids]));
    },

    /** A booking's shown dates and its listing's time zone (decision 058), if it is one. */
    async booking(transactionId: string): Promise<BookingRow | null> {
      const [row] = await db
        .select({
          displayStart: bookings.displayStart,
          displayEnd: bookings.displayEnd,
          timeZone: sql<string | null>`${listings.availabilityPlan} ->> 'timezone'`,
        })
        .from(bookings)
        .innerJoin(listings, eq(listings.id, bookings.listingId))
        .where(eq(bookings.transactionId, transactionId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The JSON API's transactions query (spec §7): a user's transactions as customer,
     * provider or either, newest first, in every state (decision 066 keeps it so).
     */
    async transactionsOf(
      userId: string,
      only: "order" | "sale" | null,
      limit: number,
      offset: number,
    ) {
      const who =
        only === "order"
          ? eq(transactions.customerId, userId)
          : only === "sale"
            ? eq(transactions.providerId, userId)
            : or(eq(transactions.customerId, userId), eq(transactions.providerId, userId));
      return db
        .select()
        .from(transactions)
        .where(who)
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(limit)
        .offset(offset);
    },

    /** The parties of orders as their views and mails name them. */
    async people(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          displayName: users.displayName,
          locale: users.locale,
          banned: users.banned,
          deleted: users.deleted,
        })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async history(id: string) {
      return db
        .select({
          transition: transactionTransitions.transition,
          byRole: transactionTransitions.byRole,
          toState: transactionTransitions.toState,
          createdAt: transactionTransitions.createdAt,
        })
        .from(transactionTransitions)
        .where(eq(transactionTransitions.transactionId, id))
        .orderBy(asc(transactionTransitions.createdAt), asc(transactionTransitions.id));
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
