import { z } from "zod";
import { REVIEW_MAX_LENGTH, REVIEWS_PER_PAGE } from "./limits";

/**
 * A review as the order and sale pages and the API send it (spec §5: rating 1 to 5 and a
 * message, both required). The form posts strings, the API numbers: both are coerced.
 */
export const leaveReviewSchema = z.object({
  rating: z.coerce
    .number({ message: "ReviewForm.ratingRequired" })
    .int("ReviewForm.ratingRequired")
    .min(1, "ReviewForm.ratingRequired")
    .max(5, "ReviewForm.ratingRequired"),
  content: z
    .string({ message: "ReviewForm.contentRequired" })
    .trim()
    .min(1, "ReviewForm.contentRequired")
    .max(REVIEW_MAX_LENGTH, `Validators.maxLength?maxLength=${REVIEW_MAX_LENGTH}`),
});
export type LeaveReviewInput = z.infer<typeof leaveReviewSchema>;

/**
 * The form's fields as posted: an unchosen star group posts nothing, which must read as
 * "rating required", not as the 0 `Number("")` would give.
 */
export function parseReviewForm(form: { get(name: string): unknown }) {
  const rating = form.get("rating");
  return leaveReviewSchema.safeParse({
    rating: typeof rating === "string" && rating !== "" ? rating : undefined,
    content: form.get("content") ?? undefined,
  });
}

const uuid = z.uuid("Errors.invalidParams");

/** reviews.query (spec §7): subject_id or listing_id (exactly one); public reviews only. */
export const reviewsQuerySchema = z
  .object({
    subject_id: uuid.optional(),
    listing_id: uuid.optional(),
    page: z.coerce.number().int("Errors.invalidParams").min(1, "Errors.invalidParams").default(1),
    per_page: z.coerce
      .number()
      .int("Errors.invalidParams")
      .min(1, "Errors.invalidParams")
      .max(REVIEWS_PER_PAGE, "Errors.invalidParams")
      .default(REVIEWS_PER_PAGE),
  })
  .refine((q) => (q.subject_id === undefined) !== (q.listing_id === undefined), {
    message: "Errors.invalidParams",
    path: ["subject_id"],
  });
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
