import { approximateBounds } from "#modules/geo";
import { publicSearchResult } from "./public-result";
import { effectiveSort, type SearchParams } from "./query-params";
import type { SearchRepository, SearchResult } from "./repository.server";

export type { SearchResult } from "./repository.server";

/** Spec §9: 24 listings per search page. */
export const SEARCH_PER_PAGE = 24;
export const SEARCH_MAX_PER_PAGE = 100;
/** Map search sends the same query without paging (spec §7); it still gets a ceiling. */
export const SEARCH_WITHOUT_PAGING_LIMIT = 1000;
/** Configuration sortSearchByDistance: with an origin and no other sort, nearest first. */
export const SORT_SEARCH_BY_DISTANCE = true;

export type SearchPagination = {
  page: number;
  perPage: number;
  /** Exact up to SEARCH_COUNT_CAP; with `totalCapped` there are more matches than this. */
  totalItems: number;
  totalPages: number;
  totalCapped: boolean;
};
export type SearchResponse = { listings: SearchResult[]; pagination: SearchPagination };
export type SearchOptions = { perPage?: number; withoutPaging?: boolean };

export function createSearchService(deps: {
  search: SearchRepository;
  config: { stockManaged: boolean; sortByDistance?: boolean };
}) {
  const sortByDistance = deps.config.sortByDistance ?? SORT_SEARCH_BY_DISTANCE;
  return {
    /** Published listings of active authors matching the URL's filters (spec §5, §7). */
    async query(params: SearchParams, options: SearchOptions = {}): Promise<SearchResponse> {
      const withoutPaging = options.withoutPaging === true;
      const perPage = withoutPaging
        ? SEARCH_WITHOUT_PAGING_LIMIT
        : Math.min(
            Math.max(Math.floor(options.perPage ?? SEARCH_PER_PAGE), 1),
            SEARCH_MAX_PER_PAGE,
          );
      const page = withoutPaging ? 1 : Math.max(Math.floor(params.page || 1), 1);
      // A box matches listings whose public (approximate) point is inside it, not their exact
      // spot: otherwise narrowing a box edge by edge would find the house (decision 025).
      const bounds = params.bounds ? approximateBounds(params.bounds) : undefined;
      if (bounds === null) {
        const pagination = { page, perPage, totalItems: 0, totalPages: 0, totalCapped: false };
        return { listings: [], pagination };
      }
      const { rows, totalItems, totalCapped } = await deps.search.search({
        params: bounds ? { ...params, bounds } : params,
        order: effectiveSort(params, sortByDistance),
        stockManaged: deps.config.stockManaged,
        limit: perPage,
        offset: (page - 1) * perPage,
        cardFields: !withoutPaging,
      });
      return {
        listings: rows.map((row) => publicSearchResult(row, params.origin)),
        pagination: {
          page,
          perPage,
          totalItems,
          totalPages: Math.ceil(totalItems / perPage),
          totalCapped,
        },
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
