import type { Executor } from "../../db/unit-of-work";
import { createUserRepository, type UserRepository } from "./repository.server";

/**
 * What other modules (auth) may do with user rows: look accounts up and write the account
 * fields they own (credentials, e-mail, verification). The users module publishes this instead
 * of its repository, so its tables and queries can change without touching auth (decision 036).
 * On `executor`: the pool, or a transaction another module's use-case opened, so that module
 * shares the transaction and never the repository (decision 077).
 */
export function userAccountsOn(executor: Executor, now: () => Date) {
  const users = createUserRepository(executor, now);
  return {
    findById: (id: string) => users.findById(id),
    lockById: (id: string) => users.lockById(id),
    findByEmail: (email: string) => users.findByEmail(email),
    findCredentials: (email: string) => users.findCredentials(email),
    passwordHash: (id: string) => users.passwordHash(id),
    insert: (user: Parameters<UserRepository["insert"]>[0]) => users.insert(user),
    /** Personal data erased, the row kept and marked deleted (decision 083). */
    erase: (id: string) => users.erase(id),
    update: (id: string, values: Parameters<UserRepository["update"]>[1]) =>
      users.update(id, values),
  };
}
export type UserAccounts = ReturnType<typeof userAccountsOn>;
