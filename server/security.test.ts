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
    expect(external).toEqual({
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
    expect(externalOrigins({ PUBLIC_MAP_STYLE_URL: "/styles/local.json" })).toEqual({
      connect: [],
      img: [],
    });
  });
});
