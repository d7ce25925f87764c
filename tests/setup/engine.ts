import { createReviewRepository } from "#modules/reviews/server";
import {
  createTransactionEngine,
  createTransactionRepository,
  type EngineConfig,
} from "#modules/transactions/server";
import type { Database } from "../../db/client";
import { createUnitOfWork } from "../../db/unit-of-work";

/** The transaction engine on a database, built the way server/services.ts builds it. */
export function engineOn(db: Database, now: () => Date = () => new Date(), config?: EngineConfig) {
  const work = createUnitOfWork(db, (executor) => ({
    transactions: createTransactionRepository(executor, now),
    reviews: createReviewRepository(executor),
  }));
  return { engine: createTransactionEngine({ work, now, config }), work };
}
