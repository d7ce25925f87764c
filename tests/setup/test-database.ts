import { rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { createDatabase, migrateDatabase } from "../../db/client";
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from "../../db/embedded";
import { passwordFileFor } from "../../db/embedded-password";

// One embedded server per process, shared by every test database it creates.
let shared: { server: Promise<{ url: string; stop: () => Promise<void> }>; users: number } | null =
  null;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Each test process gets a throwaway cluster of its own (own data dir, free
 * port): runs never share state, and parallel runs never collide.
 */
async function acquireEmbedded() {
  const dataDir = path.resolve(`.data/test-pg-${process.pid}`);
  shared ??= {
    server: (async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const server = await startEmbeddedPostgres({
        dataDir,
        port: await freePort(),
        database: "postgres",
      });
      return {
        url: server.url,
        stop: async () => {
          await server.stop();
          rmSync(dataDir, { recursive: true, force: true });
          rmSync(passwordFileFor(dataDir), { force: true });
        },
      };
    })(),
    users: 0,
  };
  shared.users++;
  const server = await shared.server;
  return {
    adminUrl: server.url,
    release: async () => {
      if (shared && --shared.users === 0) {
        shared = null;
        await server.stop();
      }
    },
  };
}

export type TestDatabase = {
  url: string;
  adminUrl: string;
  name: string;
  stop: () => Promise<void>;
};

/**
 * A fresh, migrated database for one test run: on TEST_DATABASE_URL's server
 * when set, otherwise on an embedded PostgreSQL of its own under .data/.
 */
export async function createTestDatabase(purpose: string): Promise<TestDatabase> {
  const name = `bt_${purpose}_${Date.now().toString(36)}_${process.pid}`;
  const external = process.env.TEST_DATABASE_URL;
  let adminUrl: string;
  let stopServer = async () => {};
  if (external) {
    const url = new URL(external);
    url.pathname = "/postgres";
    adminUrl = url.toString();
    await ensureDatabase(adminUrl, name);
  } else {
    const embedded = await acquireEmbedded();
    adminUrl = embedded.adminUrl;
    await ensureDatabase(adminUrl, name);
    stopServer = embedded.release;
  }
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDatabase(url, 2);
  await migrateDatabase(db);
  await db.$client.end();
  return {
    url,
    adminUrl,
    name,
    stop: async () => {
      await dropDatabase(adminUrl, name).catch(() => {});
      await stopServer();
    },
  };
}
