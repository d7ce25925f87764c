import { lazy, Suspense } from "react";

const NotFoundChunk = lazy(() =>
  import("./not-found-page").then((module) => ({ default: module.NotFoundPage })),
);

/**
 * The 404 page for error boundaries, downloaded only when one shows it: every page carries the
 * boundaries, few show a 404 (decision 060). The server renders it whole; the browser hydrates
 * it once the chunk is in.
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundChunk />
    </Suspense>
  );
}
