import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, csrfProtection, externalOrigins } from "./security";

describe("content security policy", () => {
  it("allows only our own origin by default, with the per-request script sources", () => {
    const csp = contentSecurityPolicy("'self' 'nonce-abc'", true);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("ws:");
  });

  it("adds the map style's origin and the static map host", () => {
    const external = externalOrigins({
      PUBLIC_MAP_STYLE_URL: "https://tiles.example.org/styles/liberty",
      PUBLIC_STATIC_MAP_URL_TEMPLATE:
        "https://maps.example.net/static?c={lat},{lng}&z={zoom}&s={width}x{height}",
    });
    expect(external).toMatchObject({
      script: [],
      connect: ["https://tiles.example.org"],
      img: ["https://maps.example.net"],
    });
    const csp = contentSecurityPolicy("'self'", true, external);
    expect(csp).toContain("connect-src 'self' https://tiles.example.org");
    expect(csp).toContain(
      "img-src 'self' data: blob: https://maps.example.net https://tiles.example.org",
    );
  });

  it("allows images from the S3 bucket or CDN", () => {
    const external = externalOrigins({
      PUBLIC_MAP_STYLE_URL: "/styles/local.json",
      PUBLIC_IMAGE_BASE_URL: "https://cdn.example.com/buurtoogst",
    });
    expect(contentSecurityPolicy("'self'", true, external)).toContain(
      "img-src 'self' data: blob: https://cdn.example.com;",
    );
  });

  it("lets the browser send errors to the Sentry DSN's host only when one is configured", () => {
    const style = "https://tiles.example.org/styles/liberty";
    const withDsn = externalOrigins({
      PUBLIC_MAP_STYLE_URL: style,
      SENTRY_DSN: "https://abc123@o42.ingest.sentry.example/7",
    });
    expect(contentSecurityPolicy("'self'", true, withDsn)).toContain(
      "connect-src 'self' https://tiles.example.org https://o42.ingest.sentry.example;",
    );
    const google = externalOrigins({
      PUBLIC_MAP_STYLE_URL: style,
      PUBLIC_MAP_PROVIDER: "google",
      SENTRY_DSN: "https://abc123@o42.ingest.sentry.example/7",
    });
    expect(google.connect).toEqual(["https://o42.ingest.sentry.example"]);
    const without = contentSecurityPolicy(
      "'self'",
      true,
      externalOrigins({ PUBLIC_MAP_STYLE_URL: style }),
    );
    expect(without).not.toContain("sentry");
  });

  it("ignores a style URL that is not a URL", () => {
    expect(externalOrigins({ PUBLIC_MAP_STYLE_URL: "/styles/local.json" })).toMatchObject({
      connect: [],
      img: [],
    });
  });

  it("allows the Maps JavaScript API with the Google provider and a key", () => {
    const external = externalOrigins({
      PUBLIC_MAP_STYLE_URL: "https://tiles.example.org/styles/liberty",
      PUBLIC_MAP_PROVIDER: "google",
      PUBLIC_GOOGLE_MAPS_API_KEY: "AIza-test",
      PUBLIC_IMAGE_BASE_URL: "https://cdn.example.com/buurtoogst",
    });
    const csp = contentSecurityPolicy("'self' 'nonce-abc'", true, external);
    const directive = (name: string) =>
      csp
        .split("; ")
        .find((d) => d.startsWith(`${name} `))
        ?.split(" ")
        .slice(1);
    expect(directive("script-src")).toEqual([
      "'self'",
      "'nonce-abc'",
      "https://maps.googleapis.com",
    ]);
    expect(directive("img-src")).toEqual(
      expect.arrayContaining([
        "data:",
        "https://cdn.example.com",
        "https://*.googleapis.com",
        "https://*.gstatic.com",
      ]),
    );
    expect(directive("connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://*.googleapis.com"]),
    );
    expect(directive("style-src")).toContain("https://fonts.googleapis.com");
    expect(directive("font-src")).toEqual(["'self'", "https://fonts.gstatic.com"]);
    expect(directive("frame-src")).toEqual(["'self'", "https://*.google.com"]);
    // MapLibre's style host is not needed with Google.
    expect(csp).not.toContain("tiles.example.org");
    // Each source once, although tiles and data come from the same hosts.
    expect(directive("img-src")?.filter((s) => s === "https://*.googleapis.com")).toHaveLength(1);
  });

  it("allows nothing of Google's without a key, when no map loads", () => {
    const csp = contentSecurityPolicy(
      "'self'",
      true,
      externalOrigins({
        PUBLIC_MAP_STYLE_URL: "https://tiles.example.org/x",
        PUBLIC_MAP_PROVIDER: "google",
      }),
    );
    expect(csp).not.toMatch(/google|gstatic|tiles\.example/);
    expect(csp).not.toContain("frame-src");
  });

  it("leaves the MapLibre policy without Google's sources", () => {
    const csp = contentSecurityPolicy(
      "'self'",
      true,
      externalOrigins({ PUBLIC_MAP_STYLE_URL: "https://tiles.example.org/x" }),
    );
    expect(csp).not.toMatch(/google|gstatic/);
    expect(csp).toContain("font-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
  });
});

describe("csrfProtection", () => {
  const check = (
    headers: Record<string, string>,
    options: { protocol?: string; appUrl?: string; method?: string } = {},
  ) => {
    const middleware = csrfProtection({
      allowedOrigins: [options.appUrl ?? "https://buurtoogst.nl"],
      sessionCookie: "bt_session",
    });
    let status = 0;
    let passed = false;
    const req = {
      method: options.method ?? "POST",
      path: "/login",
      protocol: options.protocol ?? "http",
      headers: { host: "127.0.0.1:3999", ...headers },
    } as unknown as Request;
    const res = {
      status(code: number) {
        status = code;
        return this;
      },
      json() {
        return this;
      },
    } as unknown as Response;
    middleware(req, res, () => {
      passed = true;
    });
    return passed ? "allowed" : `refused ${status}`;
  };

  it("refuses an Origin whose scheme differs from the site's, though host and port match", () => {
    expect(check({ origin: "https://127.0.0.1:3999" })).toBe("refused 403");
    expect(check({ origin: "http://127.0.0.1:3999" }, { protocol: "https" })).toBe("refused 403");
    expect(check({ referer: "https://127.0.0.1:3999/login" })).toBe("refused 403");
  });

  it("refuses another port or host", () => {
    expect(check({ origin: "http://127.0.0.1:4000" })).toBe("refused 403");
    expect(check({ origin: "http://evil.example" })).toBe("refused 403");
    expect(check({ origin: "http://buurtoogst.nl" })).toBe("refused 403");
    expect(check({ origin: "null", cookie: "bt_session=x" })).toBe("refused 403");
  });

  it("treats Origin: null as cross-site even with a same-origin Referer (decision 064)", () => {
    expect(check({ origin: "null", referer: "http://127.0.0.1:3999/cart/checkout" })).toBe(
      "refused 403",
    );
    expect(check({ origin: "null" })).toBe("refused 403");
  });

  it("allows the request's own origin and APP_URL's", () => {
    expect(check({ origin: "http://127.0.0.1:3999" })).toBe("allowed");
    expect(check({ referer: "http://127.0.0.1:3999/login?from=/s" })).toBe("allowed");
    expect(check({ origin: "https://buurtoogst.nl" })).toBe("allowed");
    expect(
      check({ origin: "http://localhost:3000", host: "localhost:3000" }, { appUrl: "http://x" }),
    ).toBe("allowed");
  });

  it("lets safe methods and cookieless scripts through", () => {
    expect(check({ origin: "https://evil.example" }, { method: "GET" })).toBe("allowed");
    expect(check({})).toBe("allowed");
    expect(check({ cookie: "bt_session=x" })).toBe("refused 403");
  });
});
