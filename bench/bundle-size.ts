import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { buildBoth, startBareServer, startBuurtoogst } from "./servers";

// First-load JavaScript: every script a fresh browser fetches to show the page and hydrate it,
// including chunks imported before hydration (the language catalogue), summed raw and gzipped.
async function measure(url: string) {
  const profile = mkdtempSync(path.join(tmpdir(), "bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.push({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
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
  return { files: scripts.length, raw: sum("raw"), gzip: sum("gzip"), scripts };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

buildBoth();
const app = await startBuurtoogst();
const bare = await startBareServer();
// BENCH_PATH=listing measures the newest listing's page instead of the landing.
async function pagePath(baseUrl: string): Promise<string> {
  const setting = process.env.BENCH_PATH ?? "/";
  if (setting !== "listing") return setting;
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = html.match(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/);
  if (!match?.[1]) throw new Error("No listing link on the landing page");
  return match[1];
}

try {
  const path = await pagePath(app.baseUrl);
  const ours = await measure(`${app.baseUrl}${path}`);
  const base = await measure(`${bare.baseUrl}/`);
  console.log("\nFirst-load JavaScript (gzip level 9 / raw)");
  console.log(
    `  Buurtoogst ${path === "/" ? "/         " : "listing   "} ${kb(ours.gzip).padStart(9)} / ${kb(ours.raw).padStart(9)}  (${ours.files} scripts)`,
  );
  console.log(
    `  bare React Router /   ${kb(base.gzip).padStart(9)} / ${kb(base.raw).padStart(9)}  (${base.files} scripts)`,
  );
  console.log(
    `  budget                  140.0 KB gzip → ${ours.gzip <= 140 * 1024 ? "within budget" : "OVER BUDGET"}`,
  );
  if (process.argv.includes("--verbose")) {
    for (const s of ours.scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
  }
} finally {
  await bare.stop();
  await app.stop();
}
