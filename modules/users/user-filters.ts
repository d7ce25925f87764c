/** The operator console's user filters (decision 083). */
/** `new`: joined in the last 7 days, the overview's "new users this week". */
export const USER_FILTERS = ["new", "unverified", "no-payout", "banned", "operators"] as const;
export const NEW_USER_DAYS = 7;
export type UserFilter = (typeof USER_FILTERS)[number];
export const isUserFilter = (value: string): value is UserFilter =>
  (USER_FILTERS as readonly string[]).includes(value);
