/** Count and average rating (one decimal) of a list of reviews; null average without reviews. */
export function ratingSummary(reviews: ReadonlyArray<{ rating: number }>): {
  count: number;
  average: number | null;
} {
  if (reviews.length === 0) return { count: 0, average: null };
  const total = reviews.reduce((sum, r) => sum + r.rating, 0);
  return { count: reviews.length, average: Math.round((total / reviews.length) * 10) / 10 };
}

/** How many of 5 stars are full, half or empty for a rating, rounded to the nearest half. */
export function starFills(rating: number): Array<"full" | "half" | "empty"> {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, i) => {
    if (halves >= (i + 1) * 2) return "full";
    if (halves === i * 2 + 1) return "half";
    return "empty";
  });
}
