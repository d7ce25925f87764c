import type { Database } from "../../db/client";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import { createLineItemsService } from "./line-items.service.server";
import { createCartRepository } from "./repository.server";
import { createCartService } from "./service.server";

/**
 * The cart module's services, built on the database they are given: the module builds its
 * repository itself, once, and no other module sees it (decision 077).
 */
export function createCartServices({ db, now }: { db: Database; now: () => Date }) {
  const reposOn = (executor: Executor) => ({ cart: createCartRepository(executor, now) });
  const work = createUnitOfWork(db, reposOn);
  return {
    cart: createCartService({ work, reposOn }),
    lineItems: createLineItemsService({ cart: work.repos.cart }),
  };
}
