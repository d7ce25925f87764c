import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureRelevance } from "#modules/search/server";
import { createDatabase } from "../db/client";
import { seedDemoData } from "../db/seed/seed";
import { parseEnv } from "../server/env";
import { createServices } from "../server/services";
import { createTestDatabase } from "../tests/setup/test-database";
import { tableLines } from "./table";

// Search quality on the demo catalogue: `npm run bench:relevance [-- --all]`. Seeds a fresh
// database with the demo data, runs the labelled queries (modules/search/relevance) and prints
// precision and recall, and each query that missed or returned a wrong listing (--all: every query).
// --database=URL measures an existing database that holds the demo seed.

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const ALL = process.argv.includes("--all");
const reuseUrl = arg("database");
const testDb = reuseUrl
  ? { url: reuseUrl, stop: async () => {} }
  : await createTestDatabase("benchrelevance");
const uploads = mkdtempSync(path.join(tmpdir(), "buurtoogst-bench-relevance-"));
const db = createDatabase(testDb.url, 4);
try {
  if (!reuseUrl) await seedDemoData(db, uploads, () => {}, { images: false });
  const env = parseEnv({ ...process.env, NODE_ENV: "production", DATABASE_URL: testDb.url });
  const services = createServices({ db, env });
  const score = await measureRelevance(services.search);
  const shown = score.queries.filter((q) => ALL || q.missed.length > 0 || q.wrong.length > 0);
  const cut = (titles: string[]) =>
    titles.map((t) => (t.length > 28 ? `${t.slice(0, 27)}…` : t)).join(" | ");
  const lines = tableLines(
    ["query", "found", "wanted", "missed", "wrong"],
    shown.map((q) => [q.query, String(q.found), String(q.wanted), cut(q.missed), cut(q.wrong)]),
  );
  for (const line of lines) console.log(line);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\n${score.queries.length} labelled queries: precision ${pct(score.precision)} (target ≥ 90 %), recall ${pct(score.recall)} (target ≥ 95 %)`,
  );
} finally {
  await db.$client.end();
  await testDb.stop();
  rmSync(uploads, { recursive: true, force: true });
}
