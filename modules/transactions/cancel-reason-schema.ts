import { z } from "zod";
import { CANCEL_REASON_MAX_LENGTH } from "./provider-cancel";

// PostgreSQL's jsonb takes neither a NUL nor half a surrogate pair: refused here, not at the insert.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The grower's reason for "Kan niet leveren" (provider-cancel.ts): the API and pages alike. */
export const cancelReasonSchema = z
  .string("TransactionPage.cancelReasonRequired")
  .trim()
  .min(1, "TransactionPage.cancelReasonRequired")
  .max(CANCEL_REASON_MAX_LENGTH, `Validators.maxLength?maxLength=${CANCEL_REASON_MAX_LENGTH}`)
  .refine((s) => !s.includes("\u0000") && !LONE_SURROGATE.test(s), "Validators.invalidCharacter");
