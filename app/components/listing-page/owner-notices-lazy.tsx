import { type ComponentProps, lazy, Suspense } from "react";
import type { StateBanner } from "./state-banner";

/*
 * Only the grower sees these, and only right after publishing or on a draft: visitors of a
 * listing do not download them. The server renders them in full; React keeps that HTML and
 * hydrates it once the chunk has arrived (as the booking form, decision 060).
 */
const PublishedNoticeChunk = lazy(() =>
  import("./published-notice").then((module) => ({ default: module.PublishedNotice })),
);
const StateBannerChunk = lazy(() =>
  import("./state-banner").then((module) => ({ default: module.StateBanner })),
);

export function LazyPublishedNotice() {
  return (
    <Suspense fallback={null}>
      <PublishedNoticeChunk />
    </Suspense>
  );
}

export function LazyStateBanner(props: ComponentProps<typeof StateBanner>) {
  return (
    <Suspense fallback={null}>
      <StateBannerChunk {...props} />
    </Suspense>
  );
}
