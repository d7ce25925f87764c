import { createDatabase, migrateDatabase } from "../../db/client";
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from "../../db/embedded";

// One embedded server per process, shared by every test database it creates.
let shared: { server: Promise<{ url: string; stop: () => Promise<void> }>; users: number } | null =
  null;

async function acquireEmbedded(port: number) {
  shared ??= {
    server: startEmbeddedPostgres({
      dataDir: `.data/postgres-test-${port}`,
      port,
      database: "postgres",
    }),
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
    const embedded = await acquireEmbedded(Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330));
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
