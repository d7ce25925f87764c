import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONNECTIONS, type LoadResult, load } from "./load";
import { buildBoth, startBareServer, startBuurtoogst } from "./servers";
import { tableLines } from "./table";

// Server-rendered throughput of the pages a signed-in buyer opens, against the bare React Router
// page in the same run: 50 connections with the demo buyer's session cookie, gzip accepted. Each
// page's window sits between two bare windows (bare, page, bare, page, …, bare) and is set
// against their mean, so whatever else the machine is doing weighs on both alike. Per page also
// the server's CPU time per request (utime + stime of its process in /proc) and the statements it
// sent PostgreSQL per request (counted in the server by bench/statement-counter.mjs, less the
// rate of the app's own background work, timers and outbox, counted during the bare windows).
// The median of BENCH_ROUNDS rounds is printed.
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUYER = { email: "koper@buurtoogst.nl", password: "Koper2026!" };
const CLOCK_TICKS_PER_S = 100; // USER_HZ on Linux

type Page = { name: string; path: string; target: number };
type Window = LoadResult & { cpuMs: number; statements: number | null };

/** CPU time the process has used so far, in ms (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces: count the fields after its closing bracket.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(BUYER),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("bt_session="));
  if (!cookie) throw new Error(`Login failed: ${response.status}`);
  return cookie;
}

async function html(baseUrl: string, path: string, cookie: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

const listingLinks = (page: string) =>
  [...page.matchAll(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/g)].map((m) => m[1] as string);

/** Puts one item of a listing from the landing page in the buyer's cart, as the order panel does. */
async function fillCart(baseUrl: string, cookie: string, listings: string[]) {
  for (const listing of listings) {
    const page = await html(baseUrl, listing, cookie);
    const listingId = page.match(/name="listingId" value="([0-9a-f-]{36})"/)?.[1];
    const authorId = page.match(/name="authorId" value="([0-9a-f-]{36})"/)?.[1];
    const method = page.match(/name="deliveryMethod"[^>]*value="(pickup|shipping)"/)?.[1];
    if (!listingId || !authorId) continue;
    for (const deliveryMethod of method ? [method] : ["pickup", "shipping"]) {
      await fetch(`${baseUrl}${listing}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie,
          origin: baseUrl,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          intent: "add-to-cart",
          listingId,
          authorId,
          quantity: "1",
          deliveryMethod,
        }),
      });
      if (!(await html(baseUrl, "/cart", cookie)).includes(listingId)) continue;
      return;
    }
  }
  throw new Error("No listing on the landing page could be put in the cart");
}

const counterDir = mkdtempSync(path.join(tmpdir(), "bench-statements-"));
const counterFile = path.join(counterDir, "count");

/** Statements the app server has sent so far (it writes the count when signalled). */
async function statementsOf(pid: number): Promise<number> {
  rmSync(counterFile, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 200 && !existsSync(counterFile); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  return Number(readFileSync(counterFile, "utf8"));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

buildBoth();
const app = await startBuurtoogst({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.resolve(import.meta.dirname, "statement-counter.mjs")}`,
  BENCH_STATEMENT_FILE: counterFile,
});
const bare = await startBareServer();

try {
  const cookie = await logIn(app.baseUrl);
  const listings = listingLinks(await html(app.baseUrl, "/", cookie));
  if (!listings[0]) throw new Error("No listing link on the landing page");
  await fillCart(app.baseUrl, cookie, listings);
  const order = (await html(app.baseUrl, "/inbox/orders", cookie)).match(
    /href="(\/order\/[0-9a-f-]{36}\/details)"/,
  )?.[1];
  if (!order) throw new Error("The demo buyer has no order in /inbox/orders");
  const pages: Page[] = [
    { name: "/", path: "/", target: 65 },
    { name: "/s", path: "/s", target: 65 },
    { name: "listing", path: listings[0], target: 65 },
    { name: "/cart", path: "/cart", target: 40 },
    { name: "/inbox/orders", path: "/inbox/orders", target: 40 },
    { name: "order page", path: order, target: 40 },
  ];
  const headers = { cookie };

  async function window(baseUrl: string, path: string, pid: number, duration: number) {
    const cpuBefore = cpuMsOf(pid);
    const result = await load(baseUrl, [path], duration, baseUrl === app.baseUrl ? headers : {});
    return { ...result, cpuMs: cpuMsOf(pid) - cpuBefore };
  }
  const bareWindow = () => window(bare.baseUrl, "/", bare.pid, DURATION_S);

  // Warm-up: every page once under load, so the first measured window is not the JIT's.
  await window(bare.baseUrl, "/", bare.pid, 2);
  for (const page of pages) await window(app.baseUrl, page.path, app.pid, 2);

  const rounds: { bare: Window; page: Window }[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const results: { bare: Window; page: Window }[] = [];
    let before = { ...(await bareWindow()), statements: null } as Window;
    for (const page of pages) {
      const s0 = await statementsOf(app.pid);
      const t0 = performance.now();
      const measured = await window(app.baseUrl, page.path, app.pid, DURATION_S);
      const s1 = await statementsOf(app.pid);
      const t1 = performance.now();
      const after = { ...(await bareWindow()), statements: null } as Window;
      // The app's own background work (timers, outbox), counted while it serves nothing during
      // the bare window, is taken off at that rate.
      const background = ((await statementsOf(app.pid)) - s1) / (performance.now() - t1);
      const statements = s1 - s0 - background * (t1 - t0);
      const pairedBare: Window = {
        ...before,
        rps: (before.rps + after.rps) / 2,
        cpuMs: before.cpuMs + after.cpuMs,
        requests: before.requests + after.requests,
      };
      results.push({ bare: pairedBare, page: { ...measured, statements } });
      before = after;
    }
    rounds.push(results);
  }

  const perRequest = (w: Window) => w.cpuMs / Math.max(w.requests, 1);
  const rows = pages.map((page, i) => {
    const of = (pick: (r: { bare: Window; page: Window }) => number) =>
      median(rounds.map((r) => pick(r[i] as { bare: Window; page: Window })));
    const percent = of((r) => (r.page.rps / r.bare.rps) * 100);
    const p99 = of((r) => r.page.p99);
    const ok = percent >= page.target && p99 <= 250;
    return [
      page.name,
      of((r) => r.page.rps).toFixed(0),
      `${percent.toFixed(0)}%`,
      `≥ ${page.target}%`,
      String(of((r) => r.page.p50)),
      String(p99),
      of((r) => perRequest(r.page)).toFixed(2),
      of((r) => (r.page.statements ?? 0) / Math.max(r.page.requests, 1)).toFixed(1),
      String(rounds.reduce((n, r) => n + (r[i]?.page.errors ?? 0), 0)),
      ok ? "ok" : "MISSED",
    ];
  });
  const bareRps = median(rounds.flatMap((r) => r.map((x) => x.bare.rps)));
  const bareCpu = median(rounds.flatMap((r) => r.map((x) => perRequest(x.bare))));
  console.log(
    `\nSigned-in SSR throughput (demo buyer, page cache on as deployed), ${CONNECTIONS} connections, ${DURATION_S} s windows, median of ${ROUNDS} round(s), gzip`,
  );
  for (const line of tableLines(
    [
      "page",
      "req/s",
      "of bare",
      "target",
      "p50 ms",
      "p99 ms",
      "CPU ms/req",
      "db stmt/req",
      "errors",
      "",
    ],
    [
      ...rows,
      [
        "bare React Router page",
        bareRps.toFixed(0),
        "",
        "",
        "",
        "",
        bareCpu.toFixed(2),
        "",
        "",
        "",
      ],
    ],
  ))
    console.log(`  ${line}`);
  console.log(
    "  targets: /, /s, listing ≥ 65% of bare; /cart, /inbox/orders, order page ≥ 40%; p99 ≤ 250 ms",
  );
  console.log(`  order page: ${order}; listing: ${listings[0]}`);
} finally {
  rmSync(counterDir, { recursive: true, force: true });
  await bare.stop();
  await app.stop();
}
