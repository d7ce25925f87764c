import { approximateBounds } from "#modules/geo";
import type { Database } from "../../db/client";
import { circleBounds, type DistanceKm, searchCircle } from "./distance-filter";
import { publicSearchResult } from "./public-result";
import { effectiveSort, type SearchParams } from "./query-params";
import { createSearchRepository, type SearchResult, type SearchTuning } from "./repository.server";

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
/**
 * When a distance search finds nothing within its radius: the nearest matches anywhere, with
 * their distance (decision 069). Absent otherwise, and when nothing matches anywhere either.
 */
export type NearestMatches = { withinKm: DistanceKm; listings: SearchResult[] };
export type SearchResponse = {
  listings: SearchResult[];
  pagination: SearchPagination;
  nearest?: NearestMatches;
};
/** How many nearest matches an empty distance search shows. */
export const NEAREST_COUNT = 8;
export type SearchOptions = { perPage?: number; withoutPaging?: boolean };

export function createSearchService(deps: {
  /** The pool; the service builds its repository on it (decision 077). */
  db: Database;
  config: { stockManaged: boolean; sortByDistance?: boolean };
  tuning?: SearchTuning;
}) {
  const search = createSearchRepository(deps.db, deps.tuning);
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
      // A distance search covers a circle around the place instead of the place's box; the
      // circle's box lets the box index narrow first (decision 069).
      const circle = searchCircle(params);
      const box = circle ? circleBounds(circle) : params.bounds;
      // Distances are measured from the circle's centre when the URL has no origin.
      const origin = params.origin ?? circle?.centre;
      // A box matches listings whose public (approximate) point is inside it, not their exact
      // spot: otherwise narrowing a box edge by edge would find the house (decision 025).
      const bounds = box ? approximateBounds(box) : undefined;
      if (bounds === null) {
        const pagination = { page, perPage, totalItems: 0, totalPages: 0, totalCapped: false };
        return { listings: [], pagination };
      }
      const base = { ...params, ...(bounds ? { bounds } : {}), ...(origin ? { origin } : {}) };
      const { rows, totalItems, totalCapped } = await search.search({
        params: base,
        order: effectiveSort(params, sortByDistance),
        stockManaged: deps.config.stockManaged,
        limit: perPage,
        offset: (page - 1) * perPage,
        cardFields: !withoutPaging,
        ...(circle ? { circle } : {}),
      });
      const response: SearchResponse = {
        listings: rows.map((row) => publicSearchResult(row, origin)),
        pagination: {
          page,
          perPage,
          totalItems,
          totalPages: Math.ceil(totalItems / perPage),
          totalCapped,
        },
      };
      // Nothing within the radius: the nearest matches of the same search anywhere, nearest
      // first, instead of nothing. Only on a list's first page; the map shows the circle.
      if (circle && totalItems === 0 && page === 1 && !withoutPaging) {
        const { bounds: _box, distance: _km, ...everywhere } = params;
        const nearest = await search.search({
          params: { ...everywhere, origin: circle.centre },
          order: "distance",
          stockManaged: deps.config.stockManaged,
          limit: NEAREST_COUNT,
          offset: 0,
          cardFields: true,
          withoutTotal: true,
        });
        if (nearest.rows.length > 0) {
          response.nearest = {
            withinKm: circle.km,
            listings: nearest.rows.map((row) => publicSearchResult(row, circle.centre)),
          };
        }
      }
      return response;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
