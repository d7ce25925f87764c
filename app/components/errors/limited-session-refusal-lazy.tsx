import { lazy, Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import { AppShell } from "../layout/app-shell";

const RefusalChunk = lazy(() =>
  import("./limited-session-refusal").then((module) => ({
    default: module.LimitedSessionRefusal,
  })),
);

/** A write a login-as session tried: the server's refusal (decision 085). */
export const isLimitedSessionRefusal = (error: unknown) =>
  isRouteErrorResponse(error) &&
  error.status === 403 &&
  (error.data as { code?: unknown } | null)?.code === "limited-session";

/**
 * The refusal page for the root error boundary, downloaded only when it shows: every page
 * carries the boundary, only login-as sessions ever see it (as the 404 page, decision 060). The
 * shell, with the banner and its log out, is the root's own and stays in its chunk.
 */
export function LazyLimitedSessionRefusalPage() {
  return (
    <AppShell>
      <Suspense fallback={null}>
        <RefusalChunk />
      </Suspense>
    </AppShell>
  );
}
