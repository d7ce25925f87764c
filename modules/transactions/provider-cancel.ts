import { z } from "zod";

/**
 * The grower's "Kan niet leveren" (decision 068): a paid order called off before the hand-over,
 * refunded in full, with a reason the buyer reads on the order page and in the mail. Pure and
 * client-safe: the engine checks the reason for the API and the pages alike.
 */

export const PROVIDER_CANCEL = "transition/cancel-by-provider";

/** Long enough for "the hail took the whole bed, sorry" with details, short enough to read. */
export const CANCEL_REASON_MAX_LENGTH = 1000;

// PostgreSQL's jsonb takes neither a NUL nor half a surrogate pair: refused here, not at the insert.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const cancelReasonSchema = z
  .string("TransactionPage.cancelReasonRequired")
  .trim()
  .min(1, "TransactionPage.cancelReasonRequired")
  .max(CANCEL_REASON_MAX_LENGTH, `Validators.maxLength?maxLength=${CANCEL_REASON_MAX_LENGTH}`)
  .refine((s) => !s.includes("\u0000") && !LONE_SURROGATE.test(s), "Validators.invalidCharacter");
