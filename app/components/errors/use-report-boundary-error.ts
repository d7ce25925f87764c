import { useEffect } from "react";
import { useRootData } from "~/root-data";

/**
 * An error boundary's error, reported once from the browser (spec §8; decision 057). The
 * reporter downloads only when a boundary shows an error: every page's error boundaries use this
 * hook, and errors are rare (decision 060).
 */
export function useReportBoundaryError(error: unknown) {
  const sentryDsn = useRootData()?.config.sentryDsn ?? null;
  useEffect(() => {
    let cancelled = false;
    import("./report-client-error").then(
      ({ classifyBoundaryError, reportClientError }) => {
        if (cancelled) return;
        const report = classifyBoundaryError(error);
        if (!report) return;
        const source = typeof error === "object" && error !== null ? error : report.error;
        reportClientError(report, sentryDsn, source);
      },
      // Offline or a new deployment (a chunk-load error): the page already says so.
      (failure: unknown) => console.error(failure),
    );
    return () => {
      cancelled = true;
    };
  }, [error, sentryDsn]);
}
