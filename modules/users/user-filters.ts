/** The operator console's user filters (decision 083). */
export const USER_FILTERS = ["unverified", "no-payout", "banned", "operators"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const isUserFilter = (value: string): value is UserFilter =>
  (USER_FILTERS as readonly string[]).includes(value);
