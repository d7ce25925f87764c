import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../../tests/setup/http-app";
import { uniqueEmail } from "../../tests/setup/services";

type App = Awaited<ReturnType<typeof startTestApp>>;

async function post(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.origin}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Accept-Language": "en",
      Origin: app.origin,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as { errors?: Array<Record<string, unknown>> },
  };
}

const badLogin = (app: App, email: string, forwardedFor: string) =>
  post(
    app,
    "/api/auth/login",
    { email, password: "not-the-password" },
    {
      "X-Forwarded-For": forwardedFor,
    },
  );

describe("client address without TRUST_PROXY", () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => app.close());

  it("ignores X-Forwarded-For from loopback: a new header each try does not escape the lockout", async () => {
    const email = uniqueEmail("xff");
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await badLogin(app, email, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits reset requests for one address, in the API error shape, after 'not found' texts", async () => {
    const email = uniqueEmail("reset-api");
    const first = await post(app, "/api/password_reset/request", { email });
    expect(first.status).toBe(404);
    expect(first.json.errors?.[0]?.code).toBe("email-not-found");
    for (let i = 0; i < 4; i++) await post(app, "/api/password_reset/request", { email });
    const over = await post(app, "/api/password_reset/request", { email });
    expect(over.status).toBe(429);
    expect(over.json.errors?.[0]).toMatchObject({
      status: 429,
      code: "too-many-requests",
      title: "Too many password reset requests. Please wait an hour and try again.",
    });
  });

  it("refuses a post whose Origin has another scheme than the site's", async () => {
    const { origin } = app;
    const res = await post(
      app,
      "/api/auth/logout",
      {},
      {
        Origin: origin.replace("http:", "https:"),
        Cookie: "bt_session=x",
      },
    );
    expect(res.status).toBe(403);
  });

  it("refuses Origin: null even with a same-origin Referer (issue 22 §1.6)", async () => {
    const res = await post(
      app,
      "/api/checkouts",
      {},
      { Origin: "null", Referer: `${app.origin}/cart/checkout`, Cookie: "bt_session=x" },
    );
    expect(res.status).toBe(403);
  });
});

describe("client address with TRUST_PROXY=loopback", () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ loginRateLimit: 3, trustProxy: "loopback" });
  });
  afterAll(() => app.close());

  it("counts each forwarded client on its own", async () => {
    const email = uniqueEmail("xff-trusted");
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await badLogin(app, email, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });
});
