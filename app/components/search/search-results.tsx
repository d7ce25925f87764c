import { useLocation, useNavigation } from "react-router";
import type { ListingCardView } from "#modules/listings";
import { FormError } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import styles from "./search.module.css";
import { SearchEmptyState } from "./search-empty-state";
import { SortSelect } from "./search-filters";
import { SearchPagination } from "./search-pagination";
import { isPastLastPage, SearchPastLastPage } from "./search-past-last-page";
import { SEARCH_PATH } from "./search-query";
import { SearchResultCard } from "./search-result-card";
import type { SearchFilters } from "./search-types";

export type SearchPageInfo = {
  page: number;
  totalItems: number;
  totalPages: number;
  /** More matches than totalItems (counting stops at 1000; docs/decisions/012). */
  totalCapped?: boolean;
};

/** Heading, result count, sort, the result cards (or the empty state) and page links. */
export function SearchResults({
  filters,
  listings,
  pagination,
  searchError,
  gridClassName,
}: {
  filters: SearchFilters;
  listings: ListingCardView[];
  pagination: SearchPageInfo;
  searchError: boolean;
  gridClassName?: string;
}) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const search = new URLSearchParams(location.search);
  const loading = navigation.state === "loading" && navigation.location.pathname === SEARCH_PATH;
  const empty = !searchError && listings.length === 0;
  const pastLastPage = empty && isPastLastPage(pagination);
  return (
    <section aria-labelledby="search-heading" aria-busy={loading || undefined}>
      <div className={styles.resultsHeader}>
        <div>
          <h1 id="search-heading" className={styles.heading}>
            {filters.keywords
              ? t("SearchPage.headingKeywords", { keywords: filters.keywords })
              : t("SearchPage.heading")}
          </h1>
          {!searchError ? (
            <p className={styles.count} role="status">
              {pagination.totalCapped
                ? t("SearchPage.resultsCountCapped", { count: pagination.totalItems })
                : t("SearchPage.resultsCount", { count: pagination.totalItems })}
            </p>
          ) : null}
        </div>
        <SortSelect key={`sort-${location.search}`} filters={filters} />
      </div>
      {searchError ? <FormError>{t("SearchPage.searchError")}</FormError> : null}
      {pastLastPage ? (
        <SearchPastLastPage
          page={pagination.page}
          totalPages={pagination.totalPages}
          search={search}
        />
      ) : empty ? (
        <SearchEmptyState filtered={search.size > 0} />
      ) : (
        <div className={`${styles.grid} ${gridClassName ?? ""} ${loading ? styles.loading : ""}`}>
          {listings.map((listing, i) => (
            // The first row on a phone is two cards; on wider screens four are in view at once.
            <SearchResultCard
              key={listing.id}
              listing={listing}
              priority={i < 4}
              preloadImage={i < 2}
            />
          ))}
        </div>
      )}
      {pastLastPage ? null : (
        <SearchPagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          search={search}
        />
      )}
    </section>
  );
}
