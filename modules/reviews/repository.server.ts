import { and, asc, count, desc, eq, notExists, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { sanitizeUserText } from "#modules/text";
import { avatarInitials } from "#modules/users";
import { profileImages, reviews, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import type { ReviewView } from "./review-view";

/** A review as a transition posts it: pending until publication (spec §4). */
export type PendingReview = {
  transactionId: string;
  authorId: string;
  subjectId: string;
  listingId: string | null;
  type: "ofProvider" | "ofCustomer";
  rating: number;
  content: string;
  createdAt: Date;
};

/** A review of one order with its publication state, for the parties' own pages. */
export type TransactionReview = ReviewView & { state: "public" | "pending" };

/** Public reviews with their authors (spec §7 reviews.query), and the writes of the process. */
export function createReviewRepository(db: Executor) {
  const author = alias(users, "author");
  const select = () =>
    db
      .select({
        id: reviews.id,
        type: reviews.type,
        rating: reviews.rating,
        content: reviews.content,
        createdAt: reviews.createdAt,
        listingId: reviews.listingId,
        subjectId: reviews.subjectId,
        state: reviews.state,
        authorId: author.id,
        displayName: author.displayName,
        firstName: author.firstName,
        lastName: author.lastName,
        banned: author.banned,
        deleted: author.deleted,
        profileImageKey: profileImages.storageKey,
      })
      .from(reviews)
      .innerJoin(author, eq(author.id, reviews.authorId))
      .leftJoin(profileImages, eq(profileImages.id, author.profileImageId));
  const toView = (
    r: Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number],
  ): ReviewView => {
    const hidden = r.banned || r.deleted;
    return {
      id: r.id,
      type: r.type,
      rating: r.rating,
      // Spec §5: < and > in user text become their full-width forms.
      content: sanitizeUserText(r.content),
      createdAt: r.createdAt.toISOString(),
      listingId: r.listingId,
      subjectId: r.subjectId,
      author: {
        id: r.authorId,
        // A removed author's name and picture are not shown (spec §6).
        displayName: hidden ? "" : sanitizeUserText(r.displayName),
        abbreviatedName: hidden ? "" : avatarInitials(r),
        banned: r.banned,
        deleted: r.deleted,
        profileImageKey: hidden ? null : r.profileImageKey,
      },
    };
  };
  const publicWhere = (about: { subjectId: string } | { listingId: string }): SQL | undefined =>
    and(
      "subjectId" in about
        ? eq(reviews.subjectId, about.subjectId)
        : eq(reviews.listingId, about.listingId),
      eq(reviews.state, "public"),
    );
  return {
    async aboutUser(subjectId: string, limit = 50): Promise<ReviewView[]> {
      const rows = await select()
        .where(publicWhere({ subjectId }))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
      return rows.map(toView);
    },
    async ofListing(listingId: string, limit = 50): Promise<ReviewView[]> {
      const rows = await select()
        .where(publicWhere({ listingId }))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
      return rows.map(toView);
    },
    /** One page of public reviews about a user or a listing, newest first. */
    async page(
      about: { subjectId: string } | { listingId: string },
      page: number,
      perPage: number,
    ): Promise<{ rows: ReviewView[]; totalItems: number }> {
      const [rows, [total]] = await Promise.all([
        select()
          .where(publicWhere(about))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(reviews).where(publicWhere(about)),
      ]);
      return { rows: rows.map(toView), totalItems: total?.n ?? 0 };
    },
    /**
     * All reviews of one order, pending ones too, oldest first: the order and sale pages
     * decide which of them the viewer may see (spec §4).
     */
    async ofTransaction(transactionId: string): Promise<TransactionReview[]> {
      const rows = await select()
        .where(eq(reviews.transactionId, transactionId))
        .orderBy(asc(reviews.createdAt), asc(reviews.id));
      return rows.map((r) => ({ ...toView(r), state: r.state }));
    },
    /**
     * Writes a side's review, pending. A second post of the same side on the same order
     * writes nothing (unique per transaction and type): the engine's state check refuses it
     * first, this is the last line of defence. True when a row was written.
     */
    async insertPending(review: PendingReview): Promise<boolean> {
      const written = await db
        .insert(reviews)
        .values({ ...review, state: "pending" })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      return written.length > 0;
    },
    /**
     * Makes an order's reviews public; run again, it changes nothing. A review whose author
     * has been banned meanwhile stays unpublished (decision 065).
     */
    async publishOfTransaction(transactionId: string): Promise<number> {
      const bannedAuthor = db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, reviews.authorId), eq(users.banned, true)));
      const published = await db
        .update(reviews)
        .set({ state: "public" })
        .where(
          and(
            eq(reviews.transactionId, transactionId),
            eq(reviews.state, "pending"),
            notExists(bannedAuthor),
          ),
        )
        .returning({ id: reviews.id });
      return published.length;
    },
    /** Which sides have written a review of this order (pending or public). */
    async typesOfTransaction(transactionId: string): Promise<Array<"ofProvider" | "ofCustomer">> {
      const rows = await db
        .select({ type: reviews.type })
        .from(reviews)
        .where(eq(reviews.transactionId, transactionId));
      return rows.map((r) => r.type);
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;

/**
 * What the transaction engine writes of reviews inside a transition's database transaction
 * (decisions 054, 077): built on the engine's executor, so a review and the state that says it
 * was given commit together. The rest of the repository stays in this module.
 */
export function reviewWritesOn(tx: Executor) {
  const { insertPending, publishOfTransaction, typesOfTransaction } = createReviewRepository(tx);
  return { insertPending, publishOfTransaction, typesOfTransaction };
}
