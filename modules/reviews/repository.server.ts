import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { profileImages, reviews, users } from "../../db/schema";
import { abbreviatedName } from "../users/current-user";

export type ReviewView = {
  id: string;
  type: "ofProvider" | "ofCustomer";
  rating: number;
  content: string;
  createdAt: string;
  listingId: string | null;
  author: {
    id: string;
    displayName: string;
    abbreviatedName: string;
    banned: boolean;
    deleted: boolean;
    profileImageKey: string | null;
  };
};

/** Public reviews with their authors (spec §7 reviews.query). */
export function createReviewRepository(db: Database) {
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
  ): ReviewView => ({
    id: r.id,
    type: r.type,
    rating: r.rating,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    listingId: r.listingId,
    author: {
      id: r.authorId,
      displayName: r.displayName,
      abbreviatedName: abbreviatedName(r.firstName, r.lastName),
      banned: r.banned,
      deleted: r.deleted,
      profileImageKey: r.profileImageKey,
    },
  });
  return {
    async aboutUser(subjectId: string, limit = 50): Promise<ReviewView[]> {
      const rows = await select()
        .where(and(eq(reviews.subjectId, subjectId), eq(reviews.state, "public")))
        .orderBy(desc(reviews.createdAt))
        .limit(limit);
      return rows.map(toView);
    },
    async ofListing(listingId: string, limit = 50): Promise<ReviewView[]> {
      const rows = await select()
        .where(and(eq(reviews.listingId, listingId), eq(reviews.state, "public")))
        .orderBy(desc(reviews.createdAt))
        .limit(limit);
      return rows.map(toView);
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
