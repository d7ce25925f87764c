import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { ensureChromium } from "../scripts/ensure-chromium.mjs";
import { buildBoth, startBareServer, startBuurtoogst } from "./servers";

// First-load JavaScript: every script a fresh browser fetches to show the page and hydrate it,
// including chunks imported before hydration (the language catalogue), summed raw and gzipped.
// Scripts that start loading after hydration (the search page's map: its panel and MapLibre)
// are listed apart as "loaded after hydration".
const chromePath = ensureChromium();

async function measure(url: string) {
  const profile = mkdtempSync(path.join(tmpdir(), "bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
  const later: typeof scripts = [];
  const pending: Promise<void>[] = [];
  const bodies = new Map<string, Buffer>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        bodies.set(response.url(), body);
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  // When each script was asked for, against the moment React hydrated (root's "hydrated" mark;
  // the bare page has none, so everything it loads counts).
  const timing = await page.evaluate(() => ({
    hydratedAt: performance.getEntriesByName("hydrated")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    starts: performance
      .getEntriesByType("resource")
      .map((e) => [e.name, e.startTime] as [string, number]),
  }));
  const startOf = new Map(timing.starts);
  for (const [scriptUrl, body] of bodies) {
    const entry = { url: scriptUrl, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    const start = startOf.get(scriptUrl) ?? 0;
    (start > timing.hydratedAt ? later : scripts).push(entry);
  }
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")]
      .filter((s) => !s.getAttribute("type") || s.getAttribute("type") === "module")
      .map((s) => s.textContent ?? ""),
  );
  for (const code of inline) {
    const body = Buffer.from(code);
    scripts.push({ url: "(inline)", raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  const sum = (k: "raw" | "gzip") => scripts.reduce((n, s) => n + s[k], 0);
  const laterGzip = later.reduce((n, s) => n + s.gzip, 0);
  return { files: scripts.length, raw: sum("raw"), gzip: sum("gzip"), scripts, later, laterGzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

buildBoth();
const app = await startBuurtoogst();
const bare = await startBareServer();
// BENCH_PATH: a comma-separated list of paths to measure; "listing" is the newest listing's page.
async function pagePaths(baseUrl: string): Promise<string[]> {
  const settings = (process.env.BENCH_PATH ?? "/,listing,/s?keywords=tomaten").split(",");
  return Promise.all(
    settings.map(async (setting) => {
      if (setting !== "listing") return setting;
      const html = await (await fetch(`${baseUrl}/`)).text();
      const match = html.match(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/);
      if (!match?.[1]) throw new Error("No listing link on the landing page");
      return match[1];
    }),
  );
}

let over = false;
try {
  const base = await measure(`${bare.baseUrl}/`);
  console.log("\nFirst-load JavaScript (gzip level 9 / raw); budget 140.0 KB gzip");
  console.log(
    `  bare React Router /     ${kb(base.gzip).padStart(9)} / ${kb(base.raw).padStart(9)}  (${base.files} scripts)`,
  );
  for (const path of await pagePaths(app.baseUrl)) {
    const ours = await measure(`${app.baseUrl}${path}`);
    const within = ours.gzip <= 140 * 1024;
    over ||= !within;
    console.log(
      `  Buurtoogst ${path.slice(0, 12).padEnd(12)} ${kb(ours.gzip).padStart(9)} / ${kb(ours.raw).padStart(9)}  (${ours.files} scripts) ${within ? "within budget" : "OVER BUDGET"}`,
    );
    if (ours.later.length > 0) {
      console.log(
        `    loaded after hydration ${kb(ours.laterGzip).padStart(9)} gzip (${ours.later.length} scripts; the map where shown)`,
      );
    }
    if (process.argv.includes("--verbose")) {
      for (const s of ours.scripts.sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
      for (const s of ours.later.sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}  (after hydration)`);
    }
  }
} finally {
  await bare.stop();
  await app.stop();
}
process.exit(over ? 1 : 0);
