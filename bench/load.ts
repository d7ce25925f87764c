import autocannon from "autocannon";

/** Load-test settings shared by the SSR figures: 50 connections, gzip accepted. */
export const CONNECTIONS = 50;

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered in the window (all of them, errors included). */
  requests: number;
};

/** Requests per second and latency of GETs; several paths are taken in turn per connection. */
export async function load(
  baseUrl: string,
  paths: string[],
  duration: number,
  /** More request headers, e.g. a session cookie. */
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    headers: { "accept-encoding": "gzip", ...headers },
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

export const loadLine = (name: string, r: LoadResult, base?: LoadResult) =>
  `  ${name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}${base ? `   ${((r.rps / base.rps) * 100).toFixed(0)}% of bare` : ""}`;
