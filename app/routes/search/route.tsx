import { redirect, useLoaderData, useLocation, useNavigation } from "react-router";
import { Page } from "~/components/layout/page";
import styles from "~/components/search/search.module.css";
import { SearchFiltersForm, SortSelect } from "~/components/search/search-filters";
import { SearchHeader } from "~/components/search/search-header";
import { SearchPagination } from "~/components/search/search-pagination";
import {
  hasFilters,
  needsNormalizing,
  normalizeSearchQuery,
  SEARCH_PATH,
  searchHref,
} from "~/components/search/search-query";
import { SearchResultCard } from "~/components/search/search-result-card";
import type { SearchFilters, SearchResult } from "~/components/search/search-types";
import { ButtonLink } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { SproutIcon } from "~/components/ui/icons";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { parseSearchParams } from "../../../modules/search/query-params";
import type { Route } from "./+types/route";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The no-JavaScript filter form sends price_min/price_max and empty values; tidy the URL.
  if (needsNormalizing(url.searchParams)) {
    throw redirect(searchHref(normalizeSearchQuery(url.searchParams)));
  }
  const params = parseSearchParams(url.searchParams);
  const filters: SearchFilters = {
    keywords: params.keywords ?? "",
    address: params.address ?? "",
    category: params.pub_category ?? "",
    priceMin: params.price?.min ?? null,
    priceMax: params.price?.max ?? null,
    deliveryOption: params.deliveryOption ?? "",
    sort: params.sort && params.sort !== "relevance" ? params.sort : "",
  };
  const meta = seo(context, request, "SearchPage.title", "SearchPage.description", {
    // Only the bare /s is worth indexing; filtered result pages are endless variations.
    noIndex: hasFilters(url.searchParams),
    ...(params.keywords
      ? {
          title: translate(context.locale, "SearchPage.titleKeywords", {
            keywords: params.keywords,
          }),
        }
      : {}),
  });
  const base = { params, filters, seo: meta };
  try {
    const result = await context.services.search.query(params);
    const listings: SearchResult[] = result.listings.map((l) => ({
      id: l.id,
      title: l.title,
      priceAmount: l.priceAmount,
      priceCurrency: l.priceCurrency,
      unit: l.unit,
      place: l.place,
      image: l.image ? { storageKey: l.image.storageKey } : null,
      distanceKm: l.distanceKm,
    }));
    return { ...base, listings, pagination: result.pagination, searchError: false };
  } catch (error) {
    console.error(error);
    return {
      ...base,
      listings: [] as SearchResult[],
      pagination: { page: params.page, perPage: 24, totalItems: 0, totalPages: 0 },
      searchError: true,
    };
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

function EmptyState({ filtered }: { filtered: boolean }) {
  const t = useT();
  return (
    <section className={styles.empty} aria-labelledby="search-empty-title">
      <SproutIcon width={48} height={48} className={styles.emptyIcon} />
      <h2 id="search-empty-title">{t("SearchPage.noResults")}</h2>
      <p>{t("SearchPage.noResultsText")}</p>
      <ul className={styles.emptyList}>
        <li>{t("SearchPage.noResultsTipSpelling")}</li>
        <li>{t("SearchPage.noResultsTipFilters")}</li>
        <li>{t("SearchPage.noResultsTipAddress")}</li>
      </ul>
      {filtered ? (
        <ButtonLink to={SEARCH_PATH} variant="accent">
          {t("SearchPage.clearFilters")}
        </ButtonLink>
      ) : null}
    </section>
  );
}

export default function SearchPage() {
  const t = useT();
  const { filters, listings, pagination, searchError } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const search = new URLSearchParams(location.search);
  const loading = navigation.state === "loading" && navigation.location.pathname === SEARCH_PATH;
  const empty = !searchError && listings.length === 0;
  return (
    <Page className={styles.page}>
      <SearchHeader key={`header-${location.search}`} filters={filters} search={search} />
      <div className={styles.layout}>
        <SearchFiltersForm key={`filters-${location.search}`} filters={filters} search={search} />
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
                  {t("SearchPage.resultsCount", { count: pagination.totalItems })}
                </p>
              ) : null}
            </div>
            <SortSelect key={`sort-${location.search}`} filters={filters} />
          </div>
          {searchError ? <FormError>{t("SearchPage.searchError")}</FormError> : null}
          {empty ? (
            <EmptyState filtered={search.size > 0} />
          ) : (
            <div className={`${styles.grid} ${loading ? styles.loading : ""}`}>
              {listings.map((listing, i) => (
                <SearchResultCard key={listing.id} listing={listing} priority={i < 4} />
              ))}
            </div>
          )}
          <SearchPagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            search={search}
          />
        </section>
      </div>
    </Page>
  );
}
