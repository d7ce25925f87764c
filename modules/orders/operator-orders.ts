/**
 * The operator console's order list (decision 084): its filters and how urgent a dispute is.
 * Pure and client-safe.
 */

/** What the list can be narrowed to: a state, or a situation that is a state plus a time. */
export const ORDER_FILTERS = [
  "all",
  "disputed",
  "not-handed-over",
  "purchased",
  "delivered",
  "received",
  "completed",
  "canceled",
  "pending-payment",
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const OPERATOR_ORDERS_PER_PAGE = 50;

/** A paid order not handed over after this long needs a look (the grower's reminder came first). */
export const NOT_HANDED_OVER_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `at` until `due`, never below 0; null without a due time. */
export const daysLeft = (due: Date | string | null, at: Date) =>
  due ? Math.max(0, Math.floor((new Date(due).getTime() - at.getTime()) / DAY_MS)) : null;
