import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/setup/app-server";
import { startEmbeddedPostgres } from "./embedded";
import { LEGACY_PASSWORD, passwordFileFor, readPassword } from "./embedded-password";

const root = mkdtempSync(path.join(tmpdir(), "buurtoogst-pg-password-"));
// Run as root, PostgreSQL runs as the `postgres` user, which must reach its data directory.
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function canLogIn(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function start(name: string) {
  const dataDir = path.join(root, name, "postgres");
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dataDir, port, database: "postgres" });
  return { dataDir, port, server, file: passwordFileFor(dataDir) };
}

describe("the embedded PostgreSQL's password", () => {
  it("is random per new data directory, kept in a file only the owner can read", async () => {
    const a = await start("a");
    const b = await start("b");
    try {
      expect(a.file).toBe(path.join(root, "a", "postgres-password"));
      for (const { file } of [a, b]) expect(statSync(file).mode & 0o777).toBe(0o600);
      const passwordA = readPassword(a.file);
      const passwordB = readPassword(b.file);
      expect(passwordA).toMatch(/^[\w-]{40,}$/);
      expect(passwordA).not.toBe(passwordB);
      expect(a.server.url).toContain(passwordA);
      // The password that used to be written in the source opens neither.
      expect(await canLogIn(a.port, LEGACY_PASSWORD)).toBe(false);
      expect(await canLogIn(b.port, LEGACY_PASSWORD)).toBe(false);
      expect(await canLogIn(a.port, passwordA!)).toBe(true);
      expect(await canLogIn(a.port, passwordB!)).toBe(false);
    } finally {
      await a.server.stop();
      await b.server.stop();
    }
    // A restart reads the same password back.
    const again = await startEmbeddedPostgres({
      dataDir: a.dataDir,
      port: a.port,
      database: "postgres",
    });
    try {
      expect(readPassword(a.file)).toBe(readPassword(passwordFileFor(a.dataDir)));
      expect(await canLogIn(a.port, readPassword(a.file)!)).toBe(true);
    } finally {
      await again.stop();
    }
  });

  it("replaces the fixed password of a data directory made before, keeping its data", async () => {
    // Make an install as the old code left it: the legacy password, no password file.
    const old = await start("old");
    const admin = new pg.Client({ connectionString: old.server.url });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD '${LEGACY_PASSWORD}'`);
    await admin.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    await admin.end();
    await old.server.stop();
    rmSync(old.file);

    const upgraded = await startEmbeddedPostgres({
      dataDir: old.dataDir,
      port: old.port,
      database: "postgres",
    });
    try {
      const password = readPassword(old.file);
      expect(password).not.toBeNull();
      expect(password).not.toBe(LEGACY_PASSWORD);
      expect(statSync(old.file).mode & 0o777).toBe(0o600);
      expect(await canLogIn(old.port, LEGACY_PASSWORD)).toBe(false);
      const client = new pg.Client({ connectionString: upgraded.url });
      await client.connect();
      const { rows } = await client.query("SELECT note FROM kept");
      await client.end();
      expect(rows).toEqual([{ note: "still here" }]);
    } finally {
      await upgraded.stop();
    }
  });
});
