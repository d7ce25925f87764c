import { createTransactionEngine, type EngineConfig } from "#modules/transactions/server";
import type { Database } from "../../db/client";

/** The transaction engine on a database, built the way server/services.ts builds it. */
export function engineOn(db: Database, now: () => Date = () => new Date(), config?: EngineConfig) {
  return { engine: createTransactionEngine({ db, now, config }) };
}
