import type { Router } from "express";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";
import { apiRouter } from "./router";

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/** "METHOD /path" of every route the router and its nested routers serve. */
function servedRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = layer.route.path;
      return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${path}`);
    }
    return layer.handle?.stack ? servedRoutes(layer.handle.stack) : [];
  });
}

describe("OpenAPI document", () => {
  // The bad-input corpus (tests/e2e/bad-input.e2e.ts) reaches the API through this document.
  it("lists every route the API serves, and no other", () => {
    const served = servedRoutes((apiRouter() as Router & { stack: Layer[] }).stack);
    const documented = Object.entries(openApiDocument().paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(25);
    expect([...served].sort()).toEqual([...documented].sort());
  });
});
