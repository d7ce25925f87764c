/**
 * The grower's "Kan niet leveren" (decision 068): a paid order called off before the hand-over,
 * refunded in full, with a reason the buyer reads on the order page and in the mail. Pure and
 * client-safe, free of zod: the order page caps the reason field with the length limit, and
 * the browser must not download the schemas for it (cancel-reason-schema.ts checks it).
 */

export const PROVIDER_CANCEL = "transition/cancel-by-provider";

/** Long enough for "the hail took the whole bed, sorry" with details, short enough to read. */
export const CANCEL_REASON_MAX_LENGTH = 1000;
