import type { AppContext } from "~/context";
import { routeFailure } from "./route-error.server";

/**
 * Reviews are one section of the profile and listing pages, not the page: when loading them
 * fails the page still shows, with spec §8's 'Loading reviews failed.' in their place. The
 * failure is logged as load-data-failed with the request id.
 */
export async function loadReviewsOrNote<T>(
  context: Pick<AppContext, "log" | "requestId">,
  load: () => Promise<T>,
  empty: T,
): Promise<{ reviews: T; reviewsError: string | null }> {
  try {
    return { reviews: await load(), reviewsError: null };
  } catch (error) {
    routeFailure(error, context, "load-data-failed");
    return { reviews: empty, reviewsError: "Reviews.loadFailed" };
  }
}
