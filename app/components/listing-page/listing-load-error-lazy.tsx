import { type ComponentProps, lazy, Suspense } from "react";
import type { ListingLoadError } from "./listing-load-error";

const ListingLoadErrorChunk = lazy(() =>
  import("./listing-load-error").then((module) => ({ default: module.ListingLoadError })),
);

/**
 * The listing's own error page, downloaded only when it shows (as the 404 page, decision 060).
 * The server renders it whole; the browser hydrates it once the chunk is in.
 */
export function LazyListingLoadError(props: ComponentProps<typeof ListingLoadError>) {
  return (
    <Suspense fallback={null}>
      <ListingLoadErrorChunk {...props} />
    </Suspense>
  );
}
