import type { ProcessReminder, ProcessTransition } from "./process";

/**
 * The end both processes share (spec §4): from completed each side reviews once, the second
 * review or the period's end publishes both. A Gratis hand-over is reviewed like a sale.
 */
type ReviewState = "completed" | "reviewed-by-customer" | "reviewed-by-provider" | "reviewed";

export const REVIEW_STAGE: readonly (ProcessTransition & { from: ReviewState; to: ReviewState })[] =
  [
    {
      name: "transition/expire-review-period",
      from: "completed",
      to: "reviewed",
      actors: ["system"],
      privileged: false,
      actions: [],
      timer: { anchor: "completed", duration: "reviewPeriod" },
    },
    {
      name: "transition/review-1-by-customer",
      from: "completed",
      to: "reviewed-by-customer",
      actors: ["customer"],
      privileged: false,
      actions: ["post-review-by-customer"],
    },
    {
      name: "transition/review-1-by-provider",
      from: "completed",
      to: "reviewed-by-provider",
      actors: ["provider"],
      privileged: false,
      actions: ["post-review-by-provider"],
    },
    {
      name: "transition/review-2-by-provider",
      from: "reviewed-by-customer",
      to: "reviewed",
      actors: ["provider"],
      privileged: false,
      actions: ["post-review-by-provider", "publish-reviews"],
    },
    {
      name: "transition/expire-provider-review-period",
      from: "reviewed-by-customer",
      to: "reviewed",
      actors: ["system"],
      privileged: false,
      actions: ["publish-reviews"],
      timer: { anchor: "completed", duration: "reviewPeriod" },
    },
    {
      name: "transition/review-2-by-customer",
      from: "reviewed-by-provider",
      to: "reviewed",
      actors: ["customer"],
      privileged: false,
      actions: ["post-review-by-customer", "publish-reviews"],
    },
    {
      name: "transition/expire-customer-review-period",
      from: "reviewed-by-provider",
      to: "reviewed",
      actors: ["system"],
      privileged: false,
      actions: ["publish-reviews"],
      timer: { anchor: "completed", duration: "reviewPeriod" },
    },
  ];

/** The buyer is reminded to mark a delivered order received (decision 056). */
export const MARK_RECEIVED_REMINDER: ProcessReminder = {
  name: "reminder/mark-received",
  state: "delivered",
  to: "customer",
  duration: "receiveReminder",
};
