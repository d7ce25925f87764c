import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import type * as schema from "./schema";

/**
 * What a repository runs its queries on: the pool (each statement commits on its own) or a
 * transaction a use-case opened. Both are Drizzle databases; the pool's extras ($client,
 * tuned pools) are left out so a repository built on a transaction cannot reach around it.
 */
export type Executor = PgDatabase<
  NodePgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * A module's own repositories, on the pool and, for a use-case that writes more than once, on
 * one transaction. Only the module's own: a use-case that also writes through another module
 * hands that module the executor (`withTransaction`'s second argument) and lets it build its
 * repositories on it (decision 077).
 */
export type UnitOfWork<Repos> = {
  /** Repositories on the pool: for reads and single-statement writes. */
  readonly repos: Repos;
  /**
   * Runs `work` in one transaction with repositories bound to it, and the transaction itself
   * for other modules' `…On(tx, …)` functions: it commits when `work` resolves, and a throw
   * anywhere in it rolls every write back (decision 032).
   */
  withTransaction<T>(work: (repos: Repos, tx: Executor) => Promise<T>): Promise<T>;
};

export function createUnitOfWork<Repos>(
  db: Database,
  build: (executor: Executor) => Repos,
): UnitOfWork<Repos> {
  return {
    repos: build(db),
    withTransaction: (work) => db.transaction((tx) => work(build(tx), tx)),
  };
}
