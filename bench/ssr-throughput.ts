import { CONNECTIONS, type LoadResult, load, loadLine } from "./load";
import { buildBoth, startBareServer, startBuurtoogst } from "./servers";

// Server-rendered throughput of `/` against a bare React Router page, same machine, same run:
// 50 connections, gzip accepted, a warm-up first, then a measured run of each. Buurtoogst is
// measured twice: as deployed (anonymous page cache on) and rendering every request (cache off).
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
// BENCH_PATH=listing measures the page of the newest listing (found on the landing page).
const PATH_SETTING = process.env.BENCH_PATH ?? "/";

const run = (url: string, duration: number) => {
  const { origin, pathname, search } = new URL(url);
  return load(origin, [`${pathname}${search}`], duration);
};
type Result = LoadResult;
const line = loadLine;

buildBoth();
const cached = await startBuurtoogst();
const uncached = await startBuurtoogst({ PAGE_CACHE_TTL_MS: "0" });
const bare = await startBareServer();
async function resolvePath(baseUrl: string): Promise<string> {
  if (PATH_SETTING !== "listing") return PATH_SETTING;
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = html.match(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/);
  if (!match?.[1]) throw new Error("No listing link on the landing page");
  return match[1];
}

try {
  const PATH = await resolvePath(cached.baseUrl);
  // Both app servers were seeded alike but with their own ids: find the same listing by its slug.
  const uncachedPath = PATH_SETTING === "listing" ? await resolvePath(uncached.baseUrl) : PATH;
  const targets = [
    ["Buurtoogst (page cache on)", `${cached.baseUrl}${PATH}`],
    ["Buurtoogst (every request SSR)", `${uncached.baseUrl}${uncachedPath}`],
    ["bare React Router page", `${bare.baseUrl}/`],
  ] as const;
  for (const [, url] of targets) await run(url, 3);
  const results: Result[] = [];
  for (const [, url] of targets) results.push(await run(url, DURATION_S));
  const [ours, fresh, base] = results as [Result, Result, Result];
  console.log(
    `\nSSR throughput of ${PATH}, ${CONNECTIONS} connections, ${DURATION_S} s each, gzip`,
  );
  console.log(line(targets[0][0], ours, base));
  console.log(line(targets[1][0], fresh, base));
  console.log(line(targets[2][0], base));
  console.log(`  targets: ≥ 65% of bare and p99 ≤ 150 ms`);
} finally {
  await bare.stop();
  await uncached.stop();
  await cached.stop();
}
