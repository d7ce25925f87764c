/**
 * The shared page for signed-in members (decision 087): `/`, `/s` and listing pages come from
 * the page cache, rendered without anyone's data; the browser fills in the top bar. These
 * names are shared by the server's page handler and the pages.
 */

/** Set by /no-script for members whose browser runs no JavaScript: their pages render fresh. */
export const NOSCRIPT_COOKIE = "bt_noscript";

/** Where a member's shared page sends a browser without JavaScript (a <noscript> refresh). */
export const NO_SCRIPT_PATH = "/no-script";

/** The listing page's grower, from the loader to the page cache; never sent to the browser. */
export const LISTING_AUTHOR_HEADER = "X-Listing-Author";

/** The one request that fills in a shared page's personal parts. */
export const SHELL_API_PATH = "/api/me/shell";

export const noScriptHref = (pathAndSearch: string) =>
  `${NO_SCRIPT_PATH}?next=${encodeURIComponent(pathAndSearch)}`;
