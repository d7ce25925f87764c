import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import type { ServerBuild } from "react-router";
import { createDatabase } from "../db/client";
import { seedDemoData } from "../db/seed/seed";
import { parseEnv } from "../server/env";
import { createServices } from "../server/services";
import { createTestDatabase } from "../tests/setup/test-database";
import { buildBoth } from "./servers";
import { tableLines } from "./table";

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV = "production";
const { renderToPipeableStream } = await import("react-dom/server");
const { createRequestHandler } = await import("react-router");
const { elementCount, staticMarkup } = await import("./static-markup");

// Where a server-rendered page's time goes: `npm run bench:render [-- --runs=N] [-- --database=URL]`.
// Each page is rendered in this process through React Router's handler (loaders, search, React),
// one request at a time, without HTTP or gzip, and its CPU time per request is put beside:
//   - the bare React Router page, rendered the same way (the baseline of the SSR figures);
//   - the React floor: the page's own HTML read back into plain elements and rendered by React,
//     i.e. what React alone pays to write that much markup, before any component, hook or router.
// Load tests (bench:ssr, bench:search) say how many requests a second a server answers; this says
// which part of a request's cost is ours to cut, and which comes with rendering that much HTML.

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(arg("runs") ?? 300);
const WARMUP = 50;
process.env.BUILD_DIR ??= "build-bench";
const root = path.resolve(import.meta.dirname, "..");

type Handler = (request: Request) => Promise<Response>;

/** CPU time (all threads of this process) per call, after a warm-up. */
async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) await run();
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000 / RUNS };
}

/** React's server renderer into memory, as app/entry.server.tsx does for a page without deferred data. */
function renderElements(node: ReactNode): Promise<number> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        let bytes = 0;
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              bytes += chunk.length;
              callback();
            },
            final(callback) {
              resolve(bytes);
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

async function fetchPage(handler: Handler, pathname: string): Promise<string> {
  const response = await handler(
    new Request(`http://localhost:3000${pathname}`, {
      headers: { "user-agent": "Mozilla/5.0 (bench)", "accept-language": "nl" },
    }),
  );
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  return response.text();
}

buildBoth();
const reuseUrl = arg("database");
const testDb = reuseUrl
  ? { url: reuseUrl, stop: async () => {} }
  : await createTestDatabase("benchrender");
const uploads = mkdtempSync(path.join(tmpdir(), "buurtoogst-bench-render-"));
const db = createDatabase(testDb.url, 4);
try {
  if (!reuseUrl) await seedDemoData(db, uploads);
  const env = parseEnv({ ...process.env, NODE_ENV: "production", DATABASE_URL: testDb.url });
  const services = createServices({ db, env });
  const load = async (dir: string) =>
    (await import(path.join(root, dir, "server/index.js"))) as ServerBuild;
  const app = createRequestHandler(await load(process.env.BUILD_DIR), "production");
  const bare = createRequestHandler(await load("bench/bare-app/build"), "production");
  // What server/app.ts puts in every request's context, for an anonymous Dutch visitor.
  const context = {
    services,
    user: null,
    sessionToken: null,
    locale: "nl",
    nonce: "bench",
    clientIp: "127.0.0.1",
    peerAddress: "127.0.0.1",
    cookieConsent: false,
  };
  const ours: Handler = (request) => app(request, context as never);
  const baseline: Handler = (request) => bare(request);

  const landing = await fetchPage(ours, "/");
  const listingPath = landing.match(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/)?.[1];
  const pages = (arg("pages") ?? "/,/s,/s?keywords=tomaten,/about,listing")
    .split(",")
    .map((p) => (p === "listing" ? listingPath : p))
    .filter((p): p is string => Boolean(p));

  const measure = async (name: string, handler: Handler, pathname: string) => {
    const html = await fetchPage(handler, pathname);
    const page = await timed(() => fetchPage(handler, pathname));
    const elements = staticMarkup(html.replace(/^<!DOCTYPE html>/i, ""));
    const floor = await timed(() => renderElements(elements));
    // The floor only means something if React wrote the same markup again.
    const floorBytes = await renderElements(elements);
    return { name, html, page, floor, floorBytes };
  };
  const base = await measure("bare React Router page", baseline, "/");
  const rows = [base];
  for (const pathname of pages) {
    const name = pathname === listingPath ? "a listing (/l/…)" : pathname;
    rows.push(await measure(name, ours, pathname));
  }

  const header = [
    "page",
    "elements",
    "HTML KB",
    "CPU ms/req",
    "× bare",
    "React floor ms",
    "floor HTML KB",
  ];
  const table = rows.map((r) => [
    r.name,
    String(elementCount(r.html)),
    (Buffer.byteLength(r.html) / 1024).toFixed(1),
    r.page.cpuMs.toFixed(2),
    (r.page.cpuMs / base.page.cpuMs).toFixed(1),
    r.floor.cpuMs.toFixed(2),
    (r.floorBytes / 1024).toFixed(1),
  ]);
  console.log(
    `\nServer render cost, in process, one request at a time, ${RUNS} runs after ${WARMUP} warm-up (no HTTP, no gzip)`,
  );
  for (const line of tableLines(header, table)) console.log(line);
  console.log(
    "  CPU ms/req: this process's CPU time per page (loaders, database client, React, React Router).\n" +
      "  React floor: the same HTML as plain elements, rendered by React alone (floor HTML KB: what\n" +
      "  it wrote, which should match HTML KB; React's comments and the doctype are not read back).\n" +
      "  A page serves half the bare page's requests a second only if a request costs it at most\n" +
      `  twice the bare page's, here ${(2 * base.page.cpuMs).toFixed(2)} ms (PostgreSQL's share not counted).`,
  );
} finally {
  await db.$client.end();
  await testDb.stop();
  rmSync(uploads, { recursive: true, force: true });
}
