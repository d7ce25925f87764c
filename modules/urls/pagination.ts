export type PaginationLink =
  | { type: "page"; page: number; current: boolean }
  | { type: "gap"; key: string };

/**
 * Page links: first, current ± 1 and last page, with a gap marker wherever
 * pages are left out — even a single one, e.g. (1, 4) → 1 2 … 4.
 * The current page is clamped into range so a stale ?page=99 still renders.
 */
export function paginationLinks(currentPage: number, totalPages: number): PaginationLink[] {
  const total = pageCount(totalPages);
  if (total === 0) return [];
  const current = clampPage(currentPage, total);

  const pages = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);

  const links: PaginationLink[] = [];
  let previous = 0;
  for (const page of pages) {
    if (previous > 0 && page - previous > 1) {
      // Keyed by its neighbours: stable and unique, usable as a React key.
      links.push({ type: "gap", key: `gap-${previous}-${page}` });
    }
    links.push({ type: "page", page, current: page === current });
    previous = page;
  }
  return links;
}

/** The page before the (clamped) current one, or null on the first page. */
export function prevPage(currentPage: number, totalPages: number): number | null {
  const total = pageCount(totalPages);
  if (total === 0) return null;
  const current = clampPage(currentPage, total);
  return current > 1 ? current - 1 : null;
}

/** The page after the (clamped) current one, or null on the last page. */
export function nextPage(currentPage: number, totalPages: number): number | null {
  const total = pageCount(totalPages);
  if (total === 0) return null;
  const current = clampPage(currentPage, total);
  return current < total ? current + 1 : null;
}

// Page numbers come from URLs and counts; treat garbage as "no pages" / "page 1".
function pageCount(totalPages: number): number {
  return Number.isFinite(totalPages) && totalPages > 0 ? Math.floor(totalPages) : 0;
}

function clampPage(page: number, total: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(Math.floor(page), 1), total);
}
