import type { NodeOptions } from "@sentry/node";

/** Where server errors go besides the log: a Sentry-compatible service, when configured. */
export type ErrorReporter = {
  capture(error: unknown, tags: { code?: string; requestId?: string }): void;
  /** Sends what is queued; resolves false when `timeoutMs` ran out first. */
  flush(timeoutMs: number): Promise<boolean>;
};

/** What the SDK may collect besides the error: nothing about people or requests. */
const PRIVATE: NodeOptions["dataCollection"] = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

/**
 * With `SENTRY_DSN` set, starts the official Node SDK (decision 057); without it, nothing is
 * loaded. Only errors are sent (no tracing), and no personal data: no user fields, cookies,
 * headers, query strings, bodies, query parameters or local variables; the error, its stack,
 * its spec §8 code and the request id are enough to find the log line.
 */
export async function startErrorReporting(
  dsn: string | undefined,
  environment: string,
): Promise<ErrorReporter | null> {
  if (!dsn) return null;
  const Sentry = await import("@sentry/node");
  Sentry.init({ dsn, environment, dataCollection: PRIVATE });
  return {
    capture(error, { code, requestId }) {
      Sentry.withScope((scope) => {
        if (code) scope.setTag("code", code);
        if (requestId) scope.setTag("request_id", requestId);
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
