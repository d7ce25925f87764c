// The reviews' limits, free of zod: the order page's review form shows the length limit in
// the browser, which must not download the schemas for it.

/** Spec §5: textareas take at most 5000 characters. */
export const REVIEW_MAX_LENGTH = 5000;
/** Spec §7 reviews.query: the API's default and largest page. */
export const REVIEWS_PER_PAGE = 50;
