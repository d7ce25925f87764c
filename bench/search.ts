import { performance } from "node:perf_hooks";
import type { Bounds, SearchParams } from "#modules/search";
import { KEYWORD_SEARCH_SETTINGS, type SearchOptions } from "#modules/search/server";
import { createDatabase } from "../db/client";
import { parseEnv } from "../server/env";
import { createServices } from "../server/services";
import { createTestDatabase } from "../tests/setup/test-database";
import { CONNECTIONS, type LoadResult, load, loadLine } from "./load";
import { seedListings } from "./seed-listings";
import { buildBoth, startBareServer, startBuurtoogst } from "./servers";
import { tableLines } from "./table";

// Search service latency on a realistic catalogue: `npm run bench:search [-- --listings=N] [-- --explain]`.
// Seeds a fresh database set-based, then times services.search.query in-process (warm) for six
// query shapes; parameters rotate between runs so no single plan or cache line flatters a shape.
// --database=URL (with --listings=N for the label) times an existing seeded database instead.
// --explain also prints EXPLAIN (ANALYZE, BUFFERS) of the SQL the repository generates.

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1];
const LISTINGS = Number(arg("listings") ?? 100_000);
const EXPLAIN = process.argv.includes("--explain");
// --shape=TEXT times only the shapes whose name contains TEXT.
const ONLY = arg("shape");
// --no-ssr skips the /s throughput part (it builds the app and takes ~1 minute).
const SSR = !process.argv.includes("--no-ssr");
const SSR_DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// Builds go to their own directory so a benchmark never replaces a build in use.
process.env.BUILD_DIR ??= "build-bench";
// --runs=N: timed runs per shape; p95 of a few dozen runs moved by several ms between runs here.
const RUNS = Number(arg("runs") ?? 200);
const WARMUP = 5;
const TARGET_P95_MS = 20;

const box = (lat: number, lng: number, dLat: number, dLng: number): Bounds => ({
  ne: { lat: lat + dLat, lng: lng + dLng },
  sw: { lat: lat - dLat, lng: lng - dLng },
});
// ~30 km square around a centre at Dutch latitudes (1° lat ≈ 111 km, 1° lng ≈ 68 km).
const box30km = (lat: number, lng: number) => box(lat, lng, 0.135, 0.22);
const UTRECHT = { lat: 52.0907, lng: 5.1214 };
const FRUIT_AND_VEG = ["tomaten", "aardbeien", "courgettes"];
const ADJECTIVES = ["verse", "biologische", "zelfgekweekte"];
const at = <T>(xs: T[], i: number) => xs[i % xs.length] as T;
const nudge = (i: number) => ((i % 7) - 3) * 0.01;

type Shape = { name: string; query: (i: number) => [SearchParams, SearchOptions?] };
const SHAPES: Shape[] = [
  { name: "keyword", query: (i) => [{ page: 1, keywords: at(FRUIT_AND_VEG, i) }] },
  {
    name: "keyword + bounds (Utrecht 30 km)",
    query: (i) => [
      {
        page: 1,
        keywords: at(FRUIT_AND_VEG, i),
        bounds: box30km(UTRECHT.lat + nudge(i), UTRECHT.lng),
      },
    ],
  },
  {
    name: "bounds + price €1–5",
    query: (i) => [
      { page: 1, bounds: box30km(UTRECHT.lat, UTRECHT.lng + nudge(i)), price: { min: 1, max: 5 } },
    ],
  },
  {
    name: "keyword + category + -price",
    query: (i) => [
      { page: 1, keywords: at(ADJECTIVES, i), pub_category: "groenten", sort: "-price" },
    ],
  },
  // Price sorts read listings.unit_price_amount's indexes (decision 029).
  { name: "-price (lowest per kilo)", query: (i) => [{ page: 1 + (i % 3), sort: "-price" }] },
  {
    name: "category + price (highest)",
    query: (i) => [
      { page: 1, pub_category: at(["groenten", "fruit", "kruiden"], i), sort: "price" },
    ],
  },
  {
    name: "origin, distance sort",
    query: (i) => [
      { page: 1, origin: { lat: UTRECHT.lat + nudge(i), lng: UTRECHT.lng - nudge(i) } },
    ],
  },
  // The distance filter (decision 069): a town's 2 km box searched 10 or 25 km around it.
  {
    name: "keyword + distance 25 km (Utrecht)",
    query: (i) => [
      {
        page: 1,
        keywords: at(FRUIT_AND_VEG, i),
        bounds: box(UTRECHT.lat + nudge(i), UTRECHT.lng, 0.018, 0.029),
        distance: 25,
      },
    ],
  },
  {
    name: "distance 10 km, newest (Utrecht)",
    query: (i) => [
      { page: 1, bounds: box(UTRECHT.lat, UTRECHT.lng + nudge(i), 0.018, 0.029), distance: 10 },
    ],
  },
  // Nothing within 10 km of Hamburg (the catalogue is NL/BE): the nearest 8 instead.
  {
    name: "keyword, none within 10 km → nearest",
    query: (i) => [
      {
        page: 1,
        keywords: at(FRUIT_AND_VEG, i),
        bounds: box(53.55 + nudge(i), 10.0, 0.018, 0.03),
        distance: 10,
      },
    ],
  },
  {
    name: "map bounds, no paging (Randstad)",
    query: (i) => [
      { page: 1, bounds: box(52.1 + nudge(i), 4.65, 0.35, 0.6) },
      { withoutPaging: true },
    ],
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function explain(url: string, shape: Shape) {
  // A second database whose pools keep the SQL drizzle sends; the repository is untouched.
  // The last search's page query and count query are explained, with the settings
  // (no sequential scans for keyword searches, the typo threshold) the repository uses.
  let captured: Array<{ sql: string; params: unknown[] }> = [];
  const logged = createDatabase(url, 2);
  for (const pool of [logged.$client, logged.$client.tuned(KEYWORD_SEARCH_SETTINGS).$client]) {
    const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => unknown;
    pool.query = ((config: { text: string; values?: unknown[] } | string, values?: unknown[]) => {
      const text = typeof config === "string" ? config : config.text;
      const params = typeof config === "string" ? values : (config.values ?? values);
      if (/^select ("listings"|count)/i.test(text))
        captured.push({ sql: text, params: params ?? [] });
      return query(config, values);
    }) as typeof pool.query;
  }
  const services = createServices({
    db: logged,
    env: parseEnv({ ...process.env, DATABASE_URL: url }),
  });
  const [params, options] = shape.query(0);
  captured = [];
  await services.search.query(params, options);
  // Every page query the search made (keyword rounds, relevance windows) and the last count.
  const rounds = [
    ...captured.filter((q) => /^select "listings"/i.test(q.sql)),
    captured.findLast((q) => /^select count/i.test(q.sql)),
  ].filter((q) => q !== undefined);
  if (rounds.length === 0) throw new Error(`No SQL captured for ${shape.name}`);
  const client = await logged.$client.connect();
  try {
    console.log(`\n--- ${shape.name}: ${JSON.stringify(params)}`);
    for (const query of rounds) {
      await client.query("BEGIN");
      await client.query("SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)");
      if (params.keywords) await client.query("SELECT set_config('enable_seqscan', 'off', true)");
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
      await client.query("ROLLBACK");
      console.log(`${query.sql}\nparams: ${JSON.stringify(query.params)}`);
      for (const row of plan.rows) console.log(row["QUERY PLAN"]);
    }
  } finally {
    client.release();
    await logged.$client.end();
  }
}

/**
 * `/s` on this catalogue next to the bare page: as deployed (anonymous page cache on, 5 s) and
 * rendering every request (cache off), so the cost of rendering and searching stays visible.
 */
async function ssr(databaseUrl: string) {
  buildBoth();
  const seeded = { DATABASE_URL: databaseUrl, SEED_ON_START: "false" };
  const cached = await startBuurtoogst(seeded);
  const uncached = await startBuurtoogst({ ...seeded, PAGE_CACHE_TTL_MS: "0" });
  const bare = await startBareServer();
  // Searches a visitor makes, in turn: keywords, a place's box, a category with a sort, page 2.
  const paths = [
    "/s?keywords=tomaten",
    `/s?keywords=aardbeien&bounds=${[52.23, 5.34, 51.96, 4.9].join(",")}&address=Utrecht`,
    "/s?pub_category=groenten&sort=-price",
    "/s?keywords=verse&page=2",
    "/s",
  ];
  try {
    for (const path of paths) {
      const res = await fetch(`${uncached.baseUrl}${path}`);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    }
    const targets: Array<[string, string, string[]]> = [
      ["/s (page cache on)", cached.baseUrl, paths],
      ["/s (every request SSR)", uncached.baseUrl, paths],
      ["bare React Router page", bare.baseUrl, ["/"]],
    ];
    for (const [, url, p] of targets) await load(url, p, 3);
    const results: LoadResult[] = [];
    for (const [, url, p] of targets) results.push(await load(url, p, SSR_DURATION_S));
    const base = results[2] as LoadResult;
    console.log(
      `\n/s server-rendered, ${CONNECTIONS} connections, ${SSR_DURATION_S} s each, gzip; ${paths.length} searches in turn`,
    );
    for (const [i, [name]] of targets.entries()) {
      console.log(loadLine(name, results[i] as LoadResult, i < 2 ? base : undefined));
    }
    console.log("  target: /s ≥ 50% of bare");
  } finally {
    await bare.stop();
    await uncached.stop();
    await cached.stop();
  }
}

// --database=URL reuses a catalogue seeded by bench/search-db.ts (1M takes minutes to seed).
const REUSE_URL = arg("database");
const testDb = REUSE_URL
  ? { url: REUSE_URL, stop: async () => {} }
  : await createTestDatabase("benchsearch");
const db = createDatabase(testDb.url, 4);
try {
  if (!REUSE_URL) {
    const seedClient = await db.$client.connect();
    const seedStart = performance.now();
    try {
      await seedListings(seedClient, LISTINGS);
    } finally {
      seedClient.release();
    }
    console.log(
      `Seeded ${LISTINGS} listings in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
  }

  const services = createServices({
    db,
    env: parseEnv({ ...process.env, DATABASE_URL: testDb.url }),
  });
  const rows: string[][] = [];
  const shapes = SHAPES.filter((shape) => !ONLY || shape.name.includes(ONLY));
  for (const shape of shapes) {
    for (let i = 0; i < WARMUP; i++) await services.search.query(...shape.query(i));
    const times: number[] = [];
    let total = 0;
    let capped = false;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const result = await services.search.query(...shape.query(i));
      times.push(performance.now() - start);
      if (i === 0) {
        total = result.pagination.totalItems;
        capped = result.pagination.totalCapped;
      }
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push([
      shape.name,
      percentile(times, 50).toFixed(1),
      p95.toFixed(1),
      `${total}${capped ? "+" : ""}`,
      p95 <= TARGET_P95_MS ? "ok" : "MISSED",
    ]);
  }

  const header = ["shape", "p50 ms", "p95 ms", "total (run 1)", `p95 ≤ ${TARGET_P95_MS} ms`];
  console.log(
    `\nSearch service, ${LISTINGS} listings, ${RUNS} runs per shape after ${WARMUP} warm-up`,
  );
  for (const line of tableLines(header, rows)) console.log(line);

  if (EXPLAIN) for (const shape of shapes) await explain(testDb.url, shape);
  if (SSR) await ssr(testDb.url);
} finally {
  await db.$client.end();
  await testDb.stop();
}
