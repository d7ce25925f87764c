import { describe, expect, it } from "vitest";
import { fieldErrors } from "#modules/users";
import { parseReviewForm, reviewsQuerySchema } from "./schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const errorsOf = (fields: Record<string, string>) => {
  const parsed = parseReviewForm(form(fields));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("review form (spec §5: rating 1 to 5 and message required, at most 5000)", () => {
  it("accepts a rating and a message, trimmed", () => {
    const parsed = parseReviewForm(form({ rating: "4", content: "  Lekkere tomaten.  " }));
    expect(parsed.success && parsed.data).toEqual({ rating: 4, content: "Lekkere tomaten." });
  });

  it("asks for a rating when none was chosen", () => {
    expect(errorsOf({ content: "Prima" })).toEqual({ rating: "ReviewForm.ratingRequired" });
    expect(errorsOf({ rating: "", content: "Prima" })).toEqual({
      rating: "ReviewForm.ratingRequired",
    });
  });

  it("refuses ratings outside 1 to 5 and non-whole ones", () => {
    for (const rating of ["0", "6", "3.5", "vijf", "-1"]) {
      expect(errorsOf({ rating, content: "Prima" }), rating).toEqual({
        rating: "ReviewForm.ratingRequired",
      });
    }
    for (const rating of ["1", "5"]) expect(errorsOf({ rating, content: "Prima" })).toEqual({});
  });

  it("asks for a message when it is missing or blank", () => {
    expect(errorsOf({ rating: "5" })).toEqual({ content: "ReviewForm.contentRequired" });
    expect(errorsOf({ rating: "5", content: " \n " })).toEqual({
      content: "ReviewForm.contentRequired",
    });
  });

  it("takes 5000 characters and refuses 5001", () => {
    expect(errorsOf({ rating: "5", content: "a".repeat(5000) })).toEqual({});
    expect(errorsOf({ rating: "5", content: "a".repeat(5001) })).toEqual({
      content: "Validators.maxLength?maxLength=5000",
    });
  });
});

describe("reviews.query parameters", () => {
  const id = "6f1c2a43-2d0f-4c55-9a59-1c0a3c1f2b7e";
  it("takes exactly one of subject_id and listing_id", () => {
    expect(reviewsQuerySchema.safeParse({ subject_id: id }).success).toBe(true);
    expect(reviewsQuerySchema.safeParse({ listing_id: id }).success).toBe(true);
    expect(reviewsQuerySchema.safeParse({}).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ subject_id: id, listing_id: id }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ subject_id: "nope" }).success).toBe(false);
  });

  it("pages 50 at most", () => {
    expect(reviewsQuerySchema.parse({ subject_id: id })).toMatchObject({ page: 1, per_page: 50 });
    expect(reviewsQuerySchema.safeParse({ subject_id: id, per_page: "51" }).success).toBe(false);
  });
});
