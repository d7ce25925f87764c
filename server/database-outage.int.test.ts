import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../app/auth/session.server";
import { createDatabase, type Database, migrateDatabase } from "../db/client";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../db/embedded";
import { freePort } from "../tests/setup/app-server";
import { memoryMailer } from "../tests/setup/services";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { createServices } from "./services";

// A PostgreSQL of this test's own (own directory and port), stopped and started under the app.
const root = mkdtempSync(path.join(tmpdir(), "buurtoogst-outage-"));
chmodSync(root, 0o755); // PostgreSQL runs as the `postgres` user when we are root
const dataDir = path.join(root, "postgres");
const notices: string[] = [];
let port: number;
let database: EmbeddedDatabase;
const pools: Database[] = [];
const servers: { close: () => void }[] = [];

const startDatabase = async () => {
  database = await startEmbeddedPostgres({
    dataDir,
    port,
    database: "buurtoogst",
    notice: (line) => notices.push(line),
  });
};

/** The real app on its own pool; `gate` is what server/main.ts does, without it only the error mapping is left. */
async function startApp(gate: boolean) {
  const db = createDatabase(database.url, 4);
  pools.push(db);
  const env = parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000", DATA_DIR: root });
  const services = createServices({ db, env, mailer: memoryMailer().mailer });
  const app = createApp({
    services,
    log: pino({ level: "silent" }),
    build: async () => {
      throw new Error("no page build in this test: pages are answered before they render");
    },
    database: gate ? db.$client : undefined,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${pathname}`, { headers });
}

const search = "/api/listings/search?address=Utrecht";

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

beforeAll(async () => {
  port = await freePort();
  await startDatabase();
  const db = createDatabase(database.url, 1);
  await migrateDatabase(db);
  await db.$client.end();
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.close();
  for (const db of pools) await db.$client.end().catch(() => {});
  await database.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("the database going away under a running server", () => {
  it("answers 503 (page and API error shape) while it is gone, and serves again once it is back", async () => {
    const gated = await startApp(true);
    const mappedOnly = await startApp(false);
    // Both pools hold idle connections when the database goes, as a live server's do.
    expect((await gated(search)).status).toBe(200);
    expect((await mappedOnly(search)).status).toBe(200);

    // Before: the idle connections' 'error' events, unhandled, ended the process.
    await database.stop();
    await new Promise((r) => setTimeout(r, 300));

    const api = await gated(search, { "Accept-Language": "en" });
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    const body = (await api.json()) as {
      errors: { status: number; code: string; title: string }[];
    };
    expect(body.errors).toEqual([
      expect.objectContaining({
        status: 503,
        code: "database-unavailable",
        title: "Buurtoogst is briefly unavailable. Please try again in a moment.",
      }),
    ]);

    const dutch = await gated("/s?address=Utrecht", { "Accept-Language": "nl-NL,nl;q=0.9" });
    expect(dutch.status).toBe(503);
    expect(dutch.headers.get("content-type")).toContain("text/html");
    const dutchPage = await dutch.text();
    expect(dutchPage).toContain('<html lang="nl">');
    expect(dutchPage).toContain("Buurtoogst is even niet bereikbaar");
    expect(dutchPage).toContain("Probeer het zo opnieuw.");
    const english = await gated("/about", { Cookie: "locale=en" });
    expect(english.status).toBe(503);
    expect(await english.text()).toContain("Please try again in a moment.");

    // A request that meets the outage inside a handler, or while its session is read, gets the same.
    const inHandler = await mappedOnly(search);
    expect(inHandler.status).toBe(503);
    expect(((await inHandler.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      "database-unavailable",
    );
    const inSession = await mappedOnly("/about", { Cookie: `${SESSION_COOKIE}=some-token` });
    expect(inSession.status).toBe(503);
    expect(await inSession.text()).toContain("Buurtoogst is even niet bereikbaar");

    await startDatabase();
    await until(async () => (await gated(search)).status === 200, 10_000);
    expect((await mappedOnly(search)).status).toBe(200);
    const page = await gated("/about");
    expect(page.status).not.toBe(503); // reaches the page renderer again
  }, 120_000);

  it("starts the embedded PostgreSQL again when it is killed, and serves again", async () => {
    const gated = await startApp(true);
    expect((await gated(search)).status).toBe(200);
    const postmaster = () =>
      Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const killed = postmaster();
    process.kill(killed, "SIGKILL");

    // The killed postmaster's backends may answer a moment longer: wait for the new postmaster
    // (its pid file is briefly absent while it starts), then for the app to serve through it.
    const restarted = () => {
      try {
        return postmaster() !== killed;
      } catch {
        return false;
      }
    };
    await until(async () => restarted() && (await gated(search)).status === 200, 60_000);
    expect(postmaster()).not.toBe(killed);
    expect(notices).toContain("The embedded PostgreSQL is running again.");
    expect(
      notices.some((line) =>
        line.startsWith("The embedded PostgreSQL stopped unexpectedly (SIGKILL)"),
      ),
    ).toBe(true);
  }, 120_000);
});
