import { isRouteErrorResponse } from "react-router";
import { isChunkLoadError } from "./chunk-load-error";
import { type ClientErrorCode, CURRENT_USER_FAILED } from "./client-error-codes";

export type ClientErrorReport = { code: ClientErrorCode; error: Error; failedRequestId?: string };

/**
 * Which error boundary errors the browser reports, and as what. A response a loader threw was
 * logged by the server already, except that the current user could not be loaded, which the
 * page reports with the failed request's id. An error without a stack came from the server's
 * render (React Router rebuilds those without one) and was logged there too.
 */
export function classifyBoundaryError(error: unknown): ClientErrorReport | null {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { code?: unknown; requestId?: unknown } | null;
    if (data?.code !== CURRENT_USER_FAILED) return null;
    return {
      code: CURRENT_USER_FAILED,
      error: new Error(`Loading the current user failed with status ${error.status}`),
      failedRequestId: typeof data.requestId === "string" ? data.requestId : undefined,
    };
  }
  if (!(error instanceof Error)) {
    return { code: "browser-side-render-failed", error: new Error(String(error)) };
  }
  if (error.stack === "") return null;
  if (isChunkLoadError(error)) return { code: "app-asset-fetch-failed", error };
  return { code: "browser-side-render-failed", error };
}

/** Reports per page load: an error that repeats on every render must not flood the log. */
const MAX_REPORTS = 10;
const reported = new WeakSet<object>();
let reports = 0;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Sends a browser error to the server log (POST /api/client-errors, which adds the request id)
 * and, when a Sentry DSN is configured, to Sentry: its SDK is downloaded only then, so pages
 * without errors never load it (decision 057). Never throws.
 */
export function reportClientError(
  report: ClientErrorReport,
  sentryDsn: string | null,
  /** What the boundary caught, when it is not `report.error` itself: reported once. */
  source: object = report.error,
): void {
  const { code, error, failedRequestId } = report;
  // StrictMode runs effects twice; one error is one report.
  if (reported.has(source) || reports >= MAX_REPORTS) return;
  reported.add(source);
  reports += 1;
  const body = {
    code,
    name: cut(error.name || "Error", 100),
    message: cut(error.message || "(no message)", 1000),
    // Within the endpoint's 8 kB with room for JSON escapes.
    stack: error.stack ? cut(error.stack, 4000) : undefined,
    // No query or hash: they can carry tokens and e-mail addresses.
    path: cut(window.location.pathname, 300),
    failedRequestId,
  };
  fetch("/api/client-errors", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
  if (sentryDsn) void sendToSentry(sentryDsn, report).catch(() => {});
}

let sentry: Promise<typeof import("@sentry/browser")> | null = null;

async function sendToSentry(dsn: string, { code, error, failedRequestId }: ClientErrorReport) {
  sentry ??= import("@sentry/browser").then((Sentry) => {
    Sentry.init({
      dsn,
      // Nothing about people or requests: the error, its code and the failed request's id do.
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
      },
      // The page's query and hash can carry tokens and e-mail addresses.
      beforeSend(event) {
        if (event.request?.url) event.request.url = event.request.url.replace(/[?#].*$/, "");
        return event;
      },
    });
    return Sentry;
  });
  const Sentry = await sentry;
  Sentry.withScope((scope) => {
    scope.setTag("code", code);
    if (failedRequestId) scope.setTag("request_id", failedRequestId);
    Sentry.captureException(error);
  });
}
