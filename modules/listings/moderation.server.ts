import { and, desc, eq, ilike, inArray } from "drizzle-orm";
import { AppError } from "#modules/errors";
import { type ListingState, listings, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/** A listing as the operator console names it, with its grower. */
export type ModeratedListing = {
  id: string;
  title: string;
  state: ListingState;
  deleted: boolean;
  createdAt: Date;
  author: { id: string; displayName: string; email: string; banned: boolean; deleted: boolean };
};

const columns = {
  id: listings.id,
  title: listings.title,
  state: listings.state,
  deleted: listings.deleted,
  createdAt: listings.createdAt,
  authorId: users.id,
  authorName: users.displayName,
  authorEmail: users.email,
  authorBanned: users.banned,
  authorDeleted: users.deleted,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

const toModerated = (r: Row): ModeratedListing => ({
  id: r.id,
  title: r.title,
  state: r.state,
  deleted: r.deleted,
  createdAt: r.createdAt,
  author: {
    id: r.authorId,
    displayName: r.authorName,
    email: r.authorEmail,
    banned: r.authorBanned,
    deleted: r.authorDeleted,
  },
});

const notFound = () => new AppError("not-found", 404, "ListingPage.notFound");
const refused = () =>
  new AppError("validation-invalid-value", 409, "ManageListingsPage.stateChangeFailed");

/** `%` and `_` typed by an operator are characters, not wildcards (as the audit search). */
const likeEscaped = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The operator's moderation of listings, on the caller's transaction (decision 077), so the
 * console writes its audit row in the same one (decision 082). Each write locks the row and
 * throws not-found or a refused state change; each returns the listing as it is after.
 */
export function listingModerationOn(executor: Executor, now: () => Date) {
  async function find(id: string): Promise<ModeratedListing | null> {
    const [row] = await executor
      .select(columns)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.authorId))
      .where(eq(listings.id, id));
    return row ? toModerated(row) : null;
  }

  async function locked(id: string) {
    const [row] = await executor.select().from(listings).where(eq(listings.id, id)).for("update");
    if (!row || row.deleted) throw notFound();
    return row;
  }

  async function write(id: string, values: Partial<typeof listings.$inferInsert>) {
    await executor
      .update(listings)
      .set({ ...values, updatedAt: now() })
      .where(eq(listings.id, id));
    return (await find(id))!;
  }

  return {
    find,

    /** By id or listing URL (the caller parses it), else by words of the title; newest first. */
    async search(input: { id: string | null; words: string }, limit = 20) {
      const where = input.id
        ? eq(listings.id, input.id)
        : ilike(listings.title, likeEscaped(input.words));
      const rows = await executor
        .select(columns)
        .from(listings)
        .innerJoin(users, eq(users.id, listings.authorId))
        .where(where)
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(limit);
      return rows.map(toModerated);
    },

    async approve(id: string) {
      if ((await locked(id)).state !== "pendingApproval") throw refused();
      return write(id, { state: "published" });
    },

    /** Back to draft, so the grower can fix and resubmit it. */
    async reject(id: string) {
      if ((await locked(id)).state !== "pendingApproval") throw refused();
      return write(id, { state: "draft" });
    },

    /** Out of search and the shop; the grower may open it again (a ban or removal does not). */
    async close(id: string) {
      const row = await locked(id);
      if (row.state !== "published" && row.state !== "pendingApproval") throw refused();
      return write(id, { state: "closed" });
    },

    /** Gone for everyone; the row stays for the orders that name it. */
    async remove(id: string) {
      await locked(id);
      return write(id, { deleted: true, state: "closed" });
    },

    async setAffiliate(id: string, input: { isAffiliate: boolean; websiteAffiliate?: string }) {
      const row = await locked(id);
      return write(id, {
        metadata: {
          ...row.metadata,
          isAffiliate: input.isAffiliate,
          websiteAffiliate: input.websiteAffiliate,
        },
      });
    },

    /** Every listing of a removed grower closed (an erased account, decision 083). */
    async closeAllOf(authorId: string) {
      await executor
        .update(listings)
        .set({ state: "closed", updatedAt: now() })
        .where(
          and(
            eq(listings.authorId, authorId),
            inArray(listings.state, ["published", "pendingApproval"]),
          ),
        );
    },
  };
}
export type ListingModeration = ReturnType<typeof listingModerationOn>;
