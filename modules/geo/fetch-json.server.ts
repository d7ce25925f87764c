/** The fetch the online geocoders use; tests pass one that answers from recorded JSON. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export class GeocoderHttpError extends Error {}

/** GETs JSON with a time limit: a slow geocoder must not hold up typing or a profile save. */
export async function fetchJson(
  fetchFn: FetchLike,
  url: URL,
  options: { headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  const response = await fetchFn(url.toString(), {
    headers: { Accept: "application/json", ...options.headers },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) {
    // The URL may hold an access token: report the host and status only.
    throw new GeocoderHttpError(`${url.host} answered ${response.status}`);
  }
  return response.json();
}
