import { useLocation, useNavigation } from "react-router";
import type { ListingCardView } from "#modules/listings";
import { DISTANCE_OPTIONS } from "#modules/search";
import { ButtonLink } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import styles from "./search.module.css";
import { SearchEmptyState } from "./search-empty-state";
import { SortSelect } from "./search-filters";
import { SearchPagination } from "./search-pagination";
import { isPastLastPage, SearchPastLastPage } from "./search-past-last-page";
import { SEARCH_PATH, searchHref } from "./search-query";
import { SearchResultCard } from "./search-result-card";
import type { SearchFilters } from "./search-types";

export type SearchPageInfo = {
  page: number;
  totalItems: number;
  totalPages: number;
  /** More matches than totalItems (counting stops at 1000; docs/decisions/012). */
  totalCapped?: boolean;
};

/** A distance search that found nothing within its radius: the nearest matches (decision 069). */
export type NearestMatchesView = { withinKm: number; listings: ListingCardView[] };

/** Heading, result count, sort, the result cards (or the empty state) and page links. */
export function SearchResults({
  filters,
  listings,
  pagination,
  nearest = null,
  searchError,
  gridClassName,
}: {
  filters: SearchFilters;
  listings: ListingCardView[];
  pagination: SearchPageInfo;
  nearest?: NearestMatchesView | null;
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
      ) : empty && nearest && nearest.listings.length > 0 ? (
        <NearestMatches nearest={nearest} search={search} gridClassName={gridClassName} />
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

/**
 * "Niets binnen 10 km — dichtstbijzijnde aanbod:": the nearest matches with their distance, and
 * a link to the radius that holds the nearest one.
 */
function NearestMatches({
  nearest,
  search,
  gridClassName,
}: {
  nearest: NearestMatchesView;
  search: URLSearchParams;
  gridClassName?: string;
}) {
  const t = useT();
  const closest = nearest.listings[0]?.distanceKm;
  const widenTo =
    typeof closest === "number" ? DISTANCE_OPTIONS.find((km) => km >= closest) : undefined;
  const widened = new URLSearchParams(search);
  widened.delete("page");
  if (widenTo) widened.set("distance", String(widenTo));
  return (
    <section aria-labelledby="search-nearest-title">
      <div className={styles.nearestIntro}>
        <h2 id="search-nearest-title" className={styles.nearestTitle}>
          {t("SearchPage.nearestHeading", { km: nearest.withinKm })}
        </h2>
        <p className={styles.nearestText}>{t("SearchPage.nearestText")}</p>
        {widenTo ? (
          <ButtonLink to={searchHref(widened)} variant="secondary" preventScrollReset>
            {t("SearchPage.nearestWiden", { km: widenTo })}
          </ButtonLink>
        ) : null}
      </div>
      <div className={`${styles.grid} ${gridClassName ?? ""}`}>
        {nearest.listings.map((listing, i) => (
          <SearchResultCard
            key={listing.id}
            listing={listing}
            priority={i < 4}
            preloadImage={i < 2}
            headingLevel={3}
          />
        ))}
      </div>
    </section>
  );
}
