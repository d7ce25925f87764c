import type { AppContext } from "../../app/context";
import { createLogger } from "../../server/log";
import type { Services } from "../../server/services";

/**
 * The context a loader or action gets from the server, for calling routes directly in
 * integration tests. A signed-in user's context is what a full sign-in gives: for an operator
 * that includes what the console asks of a session (the console's tests should not each know
 * it). `overrides` sets anything else, e.g. a session without it.
 */
export function routeContext(
  services: Services,
  user: AppContext["user"],
  overrides: Partial<AppContext> = {},
): AppContext {
  return {
    services,
    user,
    sessionToken: user ? "test-session" : null,
    // The second factor has passed; `{ operatorStep: "verify" }` (or "set-up") makes an
    // operator's session without it (decision 085).
    operatorStep: null,
    loginAs: null,
    locale: "nl",
    nonce: "test-nonce",
    clientIp: "192.0.2.1",
    peerAddress: "192.0.2.1",
    cookieConsent: true,
    requestId: "route-test",
    log: createLogger("silent"),
    ...overrides,
  };
}

/** A loader's or action's arguments: a GET, or a POST of form fields. */
export function routeArgs(
  context: AppContext,
  path: string,
  fields?: Record<string, string>,
  params: Record<string, string> = {},
) {
  const url = `http://localhost${path}`;
  let request: Request;
  if (fields) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    request = new Request(url, { method: "POST", body });
  } else {
    request = new Request(url);
  }
  return { context, request, params } as never;
}

/** A loader's or action's status and body, thrown or returned, as React Router answers it. */
export async function routeOutcome(run: () => unknown) {
  let out: unknown;
  try {
    out = await run();
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response)
    return { status: out.status, body: null, location: out.headers.get("Location") };
  const wrapped = out as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") {
    const headers = new Headers(wrapped.init?.headers);
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data as Record<string, unknown> | null,
      location: headers.get("Location"),
    };
  }
  return { status: 200, body: out as Record<string, unknown>, location: null };
}
