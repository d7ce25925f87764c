import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: DatabasePool };

/** PostgreSQL settings a connection starts with, e.g. `{ enable_seqscan: "off" }`. */
export type SessionSettings = Record<string, string>;

// Short OLTP queries: JIT compilation (tens of ms once a plan's cost passes 100 000, e.g.
// counting 100k rows) and parallel workers (start-up, competing with Node on 2 cores) cost more
// than they save. Measured in docs/search.md.
const APP_SETTINGS: SessionSettings = { jit: "off", max_parallel_workers_per_gather: "0" };

const startupOptions = (settings: SessionSettings) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");

/**
 * The app's pool, plus pools on the same database whose connections start with other settings
 * (`tuned`). A setting given at connection start costs nothing per query, where `SET LOCAL`
 * costs a transaction: three more round trips on every keyword search (decision 017).
 */
export class DatabasePool extends pg.Pool {
  readonly #tuned = new Map<string, Database>();
  readonly #url: string;
  readonly #settings: SessionSettings;

  constructor(url: string, max: number, settings: SessionSettings) {
    super({ connectionString: url, max, options: startupOptions(settings) });
    this.#url = url;
    this.#settings = settings;
  }

  /** The same database on connections that start with `settings` too; ended with this pool. */
  tuned(settings: SessionSettings): Database {
    const all = { ...this.#settings, ...settings };
    const key = startupOptions(all);
    let db = this.#tuned.get(key);
    if (!db) {
      db = drizzle(new DatabasePool(this.#url, this.options.max ?? 10, all), { schema });
      this.#tuned.set(key, db);
    }
    return db;
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | undefined {
    const tuned = [...this.#tuned.values()].map((db) => db.$client.end());
    this.#tuned.clear();
    const ended = Promise.all([super.end(), ...tuned]).then(() => undefined);
    if (!callback) return ended;
    void ended.then(callback);
    return undefined;
  }
}

export function createDatabase(url: string, max = 10): Database {
  return drizzle(new DatabasePool(url, max, APP_SETTINGS), { schema });
}

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
