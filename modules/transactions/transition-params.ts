import { z } from "zod";
import { AppError } from "#modules/errors";
import { cancelReasonSchema } from "./cancel-reason-schema";
import { isOperatorTransition, operatorReasonSchema } from "./operator-transitions";
import { PROVIDER_CANCEL } from "./provider-cancel";
import { reviewTransitionOf } from "./review-transitions";

/**
 * What a party may send with a transition (spec §4, §7 transactions.transition `params`), as
 * the JSON API and the order and sale pages send it: each transition takes only the params it
 * names, anything else is refused (decision 063). The engine reads a transition's params only
 * through `parseTransitionParams`, so a field the server wrote (line items, titles, shipping
 * details, the message) can never be overwritten by a party after the fact. Pure.
 */

/** Spec §5: textareas at most 5000 characters. */
export const DISPUTE_REASON_MAX_LENGTH = 5000;

/** The parsed params the engine's actions read. */
export type TransitionParams = {
  /** transition/dispute's one protected field (spec §4 "optional protected disputeReason"). */
  disputeReason?: string;
  /** transition/cancel-by-provider's one protected field, required (decision 068). */
  cancelReason?: string;
  /** An operator's step (decision 084): the reason both parties read, required. */
  operatorReason?: string;
  /** For review transitions: `{ rating, content }`, checked by post-review-by-* (spec §5). */
  review?: { rating: unknown; content: unknown };
};

const noParams = z.object({}).strict();
const LONE_SURROGATE = /\p{Cs}/u;
const storable = (text: string) => !text.includes("\0") && !LONE_SURROGATE.test(text);

// Sharetribe's dispute params: { protectedData: { disputeReason } }.
const disputeParams = z
  .object({
    protectedData: z
      .object({
        disputeReason: z
          .string()
          .trim()
          .max(
            DISPUTE_REASON_MAX_LENGTH,
            `Validators.maxLength?maxLength=${DISPUTE_REASON_MAX_LENGTH}`,
          )
          // PostgreSQL's jsonb cannot hold a NUL or a lone surrogate: refused, not a 500.
          .refine(storable, "Errors.invalidParams")
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

// The grower's "Kan niet leveren": { protectedData: { cancelReason } }, the reason required.
const providerCancelParams = z
  .object({ protectedData: z.object({ cancelReason: cancelReasonSchema }).strict() })
  .strict();

// An operator's step: { protectedData: { operatorReason } }, the reason required (decision 084).
const operatorParams = z
  .object({
    protectedData: z
      .object({ operatorReason: operatorReasonSchema }, "OperatorOrders.reasonRequired")
      .strict(),
  })
  .strict();

// Sharetribe's review params; the rating and text are checked with the review (spec §5).
const reviewParams = z.object({ reviewRating: z.unknown(), reviewContent: z.unknown() }).strict();

function refusal(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.filter((p) => p !== "protectedData").join(".") || "params";
  const messageId =
    issue?.code === "unrecognized_keys"
      ? `Errors.unknownFields?${new URLSearchParams({ keys: issue.keys.join(", ") })}`
      : issue && /^[A-Z]\w*\.\w+(\?|$)/.test(issue.message)
        ? issue.message
        : "Errors.invalidParams";
  return new AppError("validation-invalid-params", 400, messageId, { [field]: messageId });
}

/**
 * A transition's params as a party sent them (`raw`, the API's `params` object), checked
 * against what `transition` names (and, for an operator's step, `role`). Refusals are 400 validation-invalid-params naming the
 * offending field; a transition that takes no params takes an empty object (or none).
 */
export function parseTransitionParams(
  transition: string,
  raw: unknown,
  role?: string,
): TransitionParams {
  const input = raw ?? {};
  // The operator's own steps take a reason; the same transition run by a party (the grower's
  // mark-delivered, a side's free cancel) takes what it always took.
  if (role === "operator" && isOperatorTransition(transition)) {
    const parsed = operatorParams.safeParse(input);
    if (!parsed.success) throw refusal(parsed.error);
    return { operatorReason: parsed.data.protectedData.operatorReason };
  }
  if (transition === "transition/dispute") {
    const parsed = disputeParams.safeParse(input);
    if (!parsed.success) throw refusal(parsed.error);
    const reason = parsed.data.protectedData?.disputeReason;
    return reason ? { disputeReason: reason } : {};
  }
  if (transition === PROVIDER_CANCEL) {
    const parsed = providerCancelParams.safeParse(input);
    if (!parsed.success) throw refusal(parsed.error);
    return { cancelReason: parsed.data.protectedData.cancelReason };
  }
  if (reviewTransitionOf(transition)) {
    const parsed = reviewParams.safeParse(input);
    if (!parsed.success) throw refusal(parsed.error);
    return { review: { rating: parsed.data.reviewRating, content: parsed.data.reviewContent } };
  }
  const parsed = noParams.safeParse(input);
  if (!parsed.success) throw refusal(parsed.error);
  return {};
}
