import {
  BOTH,
  BUYER,
  GROWER,
  NOBODY,
  type ProcessReminder,
  type ProcessTransition,
} from "./process";

/**
 * The end both processes share (spec §4): from completed each side reviews once, the second
 * review or the period's end publishes both. A Gratis hand-over is reviewed like a sale.
 * One review in: the other side is asked for theirs; both in, or the period over with one:
 * both hear the reviews are published; an empty period ends without news (decision 056).
 */
type ReviewState = "completed" | "reviewed-by-customer" | "reviewed-by-provider" | "reviewed";

const review = { privileged: false } as const;
const period = { anchor: "completed", duration: "reviewPeriod" } as const;

// biome-ignore format: one row per transition reads as a table (decision 072)
export const REVIEW_STAGE = [
  { name: "transition/expire-review-period", from: "completed", to: "reviewed", actors: ["system"], ...review, actions: [], timer: period, notify: NOBODY },
  { name: "transition/review-1-by-customer", from: "completed", to: "reviewed-by-customer", actors: ["customer"], ...review, actions: ["post-review-by-customer"], notify: GROWER },
  { name: "transition/review-1-by-provider", from: "completed", to: "reviewed-by-provider", actors: ["provider"], ...review, actions: ["post-review-by-provider"], notify: BUYER },
  { name: "transition/review-2-by-provider", from: "reviewed-by-customer", to: "reviewed", actors: ["provider"], ...review, actions: ["post-review-by-provider", "publish-reviews"], notify: BOTH },
  { name: "transition/expire-provider-review-period", from: "reviewed-by-customer", to: "reviewed", actors: ["system"], ...review, actions: ["publish-reviews"], timer: period, notify: BOTH },
  { name: "transition/review-2-by-customer", from: "reviewed-by-provider", to: "reviewed", actors: ["customer"], ...review, actions: ["post-review-by-customer", "publish-reviews"], notify: BOTH },
  { name: "transition/expire-customer-review-period", from: "reviewed-by-provider", to: "reviewed", actors: ["system"], ...review, actions: ["publish-reviews"], timer: period, notify: BOTH },
] as const satisfies readonly (ProcessTransition & { from: ReviewState; to: ReviewState })[];

/** The buyer is reminded to mark a delivered order received (decision 056). */
export const MARK_RECEIVED_REMINDER = {
  name: "reminder/mark-received",
  state: "delivered",
  to: "customer",
  duration: "receiveReminder",
} as const satisfies ProcessReminder;
