/**
 * The countries an address at checkout may be in (spec §3/§5). Its own file, free of zod: the
 * checkout form lists them in the browser, which must not download the schemas for it.
 */
export const COUNTRIES = ["NL", "BE", "DE"] as const;
