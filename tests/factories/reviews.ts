import { reviews } from "../../db/schema";
import type { Inserter } from "./users";

export type Review = typeof reviews.$inferSelect;
export type ReviewInput = Partial<typeof reviews.$inferInsert> & {
  authorId: string;
  subjectId: string;
};

/** A public review; by default a buyer's five-star review of a provider. */
export async function createReview(db: Inserter, input: ReviewInput): Promise<Review> {
  const [review] = await db
    .insert(reviews)
    .values({
      type: "ofProvider",
      state: "public",
      rating: 5,
      content: "Prima geregeld!",
      ...input,
    })
    .returning();
  return review!;
}
