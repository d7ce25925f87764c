import type { AddressInfo } from "node:net";
import pino from "pino";
import { createApp } from "../../server/app";
import { type TestServiceOptions, testServices, uniqueEmail } from "./services";

/**
 * The real Express app on a random port for API and middleware tests. Pages
 * are not served here (no client build needed); the e2e suite covers them.
 */
export async function startTestApp(options: TestServiceOptions = {}) {
  const { services, mail } = testServices(options);
  const app = createApp({
    services,
    log: pino({ level: "silent" }),
    build: async () => {
      throw new Error("pages are not part of the API tests");
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, services, mail, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A tiny cookie-keeping client, like a browser on our own origin. */
export function apiClient(origin: string) {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          Origin: origin,
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const setCookie = res.headers.get("set-cookie");
      if (setCookie)
        cookie = setCookie.split(";")[0]!.endsWith("=") ? "" : setCookie.split(";")[0]!;
      const json = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
      return { status: res.status, headers: res.headers, json };
    },
  };
}

/**
 * A new account signed up through the API (decision 076: the one sign-up helper of the API
 * tests); the client keeps its session cookie.
 */
export async function signedUpClient(
  origin: string,
  options: {
    label?: string;
    firstName?: string;
    lastName?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const client = apiClient(origin);
  const res = await client.call(
    "POST",
    "/api/current_user/create",
    {
      email: uniqueEmail(options.label ?? "api-user"),
      firstName: options.firstName ?? "Kim",
      lastName: options.lastName ?? "Koper",
      password: "Wachtwoord123!",
    },
    options.headers,
  );
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`Sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { client, userId: res.json.data.id as string };
}
