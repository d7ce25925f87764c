// Relevance pages without reading every match (decision 016). Pure: the repository turns a
// window into its SQL (repository.server.ts).

/** The relevance tier of a listing with every word, whole, in its title (see keywordSql). */
export const TOP_TIER = 4;

/** Windows of recent listings, in days, that a relevance search tries before ranking every match. */
export const RELEVANCE_WINDOWS_DAYS = [7, 30, 90, 365] as const;

/**
 * Matches (as the planner estimates them) from which ranking recent windows first pays: below
 * it, reading every match costs less than a window's bitmap of a week's listings.
 */
export const WINDOWED_RANKING_FROM = 2000;

/**
 * Relevance order without reading every match (decision 016): ranking is top tier first, then
 * newest, so when the newest listings alone fill the page with top-tier rows, no older listing
 * can come before them and the page is exact. The full-text index intersected with the
 * created_at index reads only the window's matches; a common word at 1M listings has ~22 000,
 * and reading them all to rank was the slow part. A window that does not settle the page
 * gives way to a wider one, and in the end to ranking everything.
 *
 * `page(days)` reads the page among listings created in the last `days` days; without
 * `days`, among every match.
 */
export async function rankRecentFirst<Row extends { tier: number }>(
  limit: number,
  page: (sinceDays?: number) => Promise<Row[]>,
): Promise<Row[]> {
  const settles = (rows: Row[]) => rows.length === limit && rows.at(-1)?.tier === TOP_TIER;
  for (const days of RELEVANCE_WINDOWS_DAYS) {
    const rows = await page(days);
    if (settles(rows)) return rows;
  }
  return page();
}
