import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AppContext } from "../app/context";
import { createPageCache } from "./page-cache";
import { pageHandler } from "./page-handler";

// The handler loads the build per request when given a function: a build that fails when told
// to stands in for a render that fails, so the handler's error path runs without React.
function appWith(build: () => Promise<ServerBuild>, cacheTtlMs: number) {
  const errors: unknown[] = [];
  // The last request's socket closing, and the handler settling: the test waits on these.
  const last = { closed: Promise.resolve(), done: Promise.resolve() };
  const handler = pageHandler({
    build,
    mode: "production",
    production: true,
    cache: createPageCache({ ttlMs: cacheTtlMs }),
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.context = { user: null, locale: "nl", cookieConsent: false } as AppContext;
    next();
  });
  app.all("/{*splat}", (req, res, next) => {
    last.closed = new Promise((resolve) => res.on("close", () => resolve()));
    last.done = handler(req, res, next);
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    errors.push(error);
    res.status(500).send("Internal Server Error");
  });
  return { app, errors, last };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(app: express.Express): Promise<string> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A build that fails once `fail` is called, so the test decides when the render goes wrong. */
function failingBuild() {
  let fail = (_error: Error) => {};
  let onStart = () => {};
  const started = new Promise<void>((resolve) => {
    onStart = resolve;
  });
  const build = (): Promise<ServerBuild> =>
    new Promise((_resolve, reject) => {
      fail = reject;
      onStart();
    });
  return { build, started, fail: (error: Error) => fail(error) };
}

describe.each([
  ["rendering every request", 0],
  ["behind the page cache", 5000],
])("page handler, %s", (_name, ttl) => {
  it("passes a failed render to the error handler while the visitor waits", async () => {
    const { build, started, fail } = failingBuild();
    const { app, errors } = appWith(build, ttl);
    const base = await listen(app);
    const response = fetch(`${base}/s`);
    await started;
    fail(new Error("render failed"));
    expect((await response).status).toBe(500);
    expect(errors).toHaveLength(1);
  });

  it("stays quiet when the visitor has left before the render failed", async () => {
    const { build, started, fail } = failingBuild();
    const { app, errors, last } = appWith(build, ttl);
    const base = await listen(app);
    const controller = new AbortController();
    const response = fetch(`${base}/s`, { signal: controller.signal }).catch((e: Error) => e);
    await started;
    controller.abort();
    expect(await response).toBeInstanceOf(Error);
    await last.closed;
    fail(new Error("aborted"));
    await last.done;
    expect(errors).toEqual([]);
  });
});
