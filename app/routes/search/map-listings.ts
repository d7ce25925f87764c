import { parseSearchParams } from "#modules/search";
import { toMapListings } from "~/components/search/map-listings";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/map-listings";

/**
 * The map's markers for a search: the same query without paging (spec §7), as JSON. The map
 * asks for them after hydration, so the page's HTML and first load carry only the list (the
 * map needs JavaScript anyway) and the page renders with one search query instead of two.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { config } = context.services;
  if (config.search.pageVariant !== "map") {
    throw new Response("Not Found", { status: 404 });
  }
  const params = parseSearchParams(new URL(request.url).searchParams);
  try {
    const result = await context.services.search.query(params, { withoutPaging: true });
    return {
      listings: toMapListings(result.listings, config.map.fuzzy),
      totalCapped: result.pagination.totalCapped,
      error: false,
    };
  } catch (error) {
    routeFailure(error, context, "load-data-failed");
    return { listings: [], totalCapped: false, error: true };
  }
}
