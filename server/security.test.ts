import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, externalOrigins } from "./security";

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
