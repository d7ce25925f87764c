import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Short OLTP queries: JIT compilation (tens of ms once a plan's cost passes 100 000, e.g.
    // counting 100k rows) and parallel workers (start-up, competing with Node on 2 cores)
    // cost more than they save. Measured in docs/search.md.
    options: "-c jit=off -c max_parallel_workers_per_gather=0",
  });
  return drizzle(pool, { schema }) as Database;
}

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
