import { and, desc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import { isUuid } from "#modules/urls";
import { listings, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import { NEW_USER_DAYS, type UserFilter } from "./user-filters";

export const USERS_PER_PAGE = 25;

export type UserSearch = { words: string; filter: UserFilter | null; page: number };

export type FoundUser = {
  id: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  banned: boolean;
  deleted: boolean;
  isOperator: boolean;
  payoutState: string;
  createdAt: Date;
};

/** `%` and `_` typed by an operator are characters, not wildcards (as the audit search). */
const likeEscaped = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(filter: UserFilter | null, now: Date): SQL | undefined {
  switch (filter) {
    // An erased account is no one to look at (as the overview counts them).
    case "new":
      return and(
        gte(users.createdAt, new Date(now.getTime() - NEW_USER_DAYS * 24 * 60 * 60 * 1000)),
        eq(users.deleted, false),
      );
    case "unverified":
      return eq(users.emailVerified, false);
    case "banned":
      return eq(users.banned, true);
    case "operators":
      return eq(users.isOperator, true);
    // Growers who cannot be paid: a listing not deleted, and no enabled payout account.
    case "no-payout":
      return and(
        sql`${users.payoutState} <> 'enabled'`,
        sql`exists (select 1 from ${listings} where ${listings.authorId} = ${users.id} and not ${listings.deleted})`,
      );
    default:
      return undefined;
  }
}

/**
 * The operator console's user search (decision 083): words in the name or the e-mail, one
 * filter, newest accounts first, a page at a time. Erased accounts show only when searched
 * by id, since their name and e-mail are gone.
 */
export async function searchUsersOn(executor: Executor, search: UserSearch, now: Date) {
  const words = search.words.trim();
  const byWords = words
    ? or(
        ilike(users.email, likeEscaped(words)),
        ilike(users.displayName, likeEscaped(words)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeEscaped(words)),
        isUuid(words) ? eq(users.id, words.toLowerCase()) : undefined,
      )
    : undefined;
  const where = and(byWords, filterOf(search.filter, now));
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        emailVerified: users.emailVerified,
        banned: users.banned,
        deleted: users.deleted,
        isOperator: users.isOperator,
        payoutState: users.payoutState,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PER_PAGE)
      .offset((search.page - 1) * USERS_PER_PAGE),
    executor.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const totalItems = total?.n ?? 0;
  return {
    users: rows as FoundUser[],
    pagination: {
      page: search.page,
      perPage: USERS_PER_PAGE,
      totalItems,
      totalPages: Math.ceil(totalItems / USERS_PER_PAGE),
    },
  };
}

/** How many users a filter picks: the console overview's counts link to those lists. */
export async function countUsersOn(executor: Executor, filter: UserFilter, now: Date) {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(filterOf(filter, now));
  return row?.n ?? 0;
}
