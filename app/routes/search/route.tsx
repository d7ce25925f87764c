import { redirect, useLoaderData, useLocation } from "react-router";
import { type ListingCardView, toListingCard } from "#modules/listings";
import {
  circleBounds,
  defaultDistanceKm,
  parseSearchParams,
  searchCircle,
  stringifySearchParams,
} from "#modules/search";
import { Page } from "~/components/layout/page";
import styles from "~/components/search/search.module.css";
import { SearchFiltersForm } from "~/components/search/search-filters";
import { SearchHeader } from "~/components/search/search-header";
import { SearchMapLayout } from "~/components/search/search-map-layout";
import mapLayoutStyles from "~/components/search/search-map-layout.module.css";
import { isPastLastPage } from "~/components/search/search-past-last-page";
import {
  hasFilters,
  needsNormalizing,
  normalizeSearchQuery,
  searchHref,
} from "~/components/search/search-query";
import { SearchResults } from "~/components/search/search-results";
import type { SearchFilters } from "~/components/search/search-types";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/route";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The no-JavaScript filter form sends price_min/price_max and empty values; tidy the URL.
  if (needsNormalizing(url.searchParams)) {
    throw redirect(searchHref(normalizeSearchQuery(url.searchParams)));
  }
  const { config } = context.services;
  const withMap = config.search.pageVariant === "map";
  const params = parseSearchParams(url.searchParams);
  // A place typed without choosing a suggestion (no JavaScript, or Enter straight away): search
  // the best match's box, as if it had been chosen. Nothing found: the address stays a label.
  if (params.address && !params.bounds && !params.origin) {
    const [place] = await context.services.places.suggest(
      params.address,
      context.locale === "en" ? "en" : "nl",
    );
    if (place) {
      const next = new URLSearchParams(url.searchParams);
      const chosen = new URLSearchParams(
        stringifySearchParams({
          bounds: place.bounds,
          ...(config.search.mainType === "location" ? { origin: place.origin } : {}),
          // The radius fitting the place, unless the URL already asks for one (decision 069).
          distance: params.distance ?? defaultDistanceKm(place.bounds),
        }),
      );
      for (const [name, value] of chosen) next.set(name, value);
      throw redirect(searchHref(next));
    }
  }
  const filters: SearchFilters = {
    keywords: params.keywords ?? "",
    address: params.address ?? "",
    category: params.pub_category ?? "",
    priceMin: params.price?.min ?? null,
    priceMax: params.price?.max ?? null,
    deliveryOption: params.deliveryOption ?? "",
    datesStart: params.dates?.start ?? "",
    datesEnd: params.dates?.end ?? "",
    sort: params.sort && params.sort !== "relevance" ? params.sort : "",
    distance: params.distance ? String(params.distance) : "",
    hasPlace: params.bounds !== undefined || params.origin !== undefined,
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
  // A distance search covers its circle: the map shows the circle's box (decision 069).
  const circle = searchCircle(params);
  const base = {
    params,
    filters,
    seo: meta,
    withMap,
    bounds: circle ? circleBounds(circle) : (params.bounds ?? null),
    nearest: null as { withinKm: number; listings: ListingCardView[] } | null,
  };
  try {
    // The map's own query (without paging) comes from /s/map-listings after hydration.
    const result = await context.services.search.query(params);
    const listings = result.listings.map(toListingCard);
    return {
      ...base,
      // A page past the last one says so (SearchPastLastPage); it is not a page to index.
      seo: isPastLastPage(result.pagination) ? { ...meta, noIndex: true } : meta,
      listings,
      pagination: result.pagination,
      nearest: result.nearest
        ? {
            withinKm: result.nearest.withinKm,
            listings: result.nearest.listings.map(toListingCard),
          }
        : null,
      searchError: false,
    };
  } catch (error) {
    routeFailure(error, context, "load-data-failed");
    return {
      ...base,
      listings: [] as ListingCardView[],
      pagination: { page: params.page, perPage: 24, totalItems: 0, totalPages: 0 },
      searchError: true,
    };
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function SearchPage() {
  const { filters, listings, pagination, searchError, withMap, bounds, nearest } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const header = (
    <SearchHeader key={`header-${location.search}`} filters={filters} search={search} />
  );
  const results = (
    <SearchResults
      filters={filters}
      listings={listings}
      pagination={pagination}
      nearest={nearest}
      searchError={searchError}
      gridClassName={withMap ? mapLayoutStyles.grid : undefined}
    />
  );

  if (withMap) {
    return (
      <Page>
        <SearchMapLayout
          markersHref={`/s/map-listings${location.search}`}
          bounds={bounds}
          list={
            <>
              {header}
              <SearchFiltersForm
                key={`filters-${location.search}`}
                filters={filters}
                search={search}
                layout="bar"
              />
              {results}
            </>
          }
        />
      </Page>
    );
  }
  return (
    <Page className={styles.page}>
      {header}
      <div className={styles.layout}>
        <SearchFiltersForm key={`filters-${location.search}`} filters={filters} search={search} />
        {results}
      </div>
    </Page>
  );
}
