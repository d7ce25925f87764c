import path from "node:path";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: a script `npm test` also runs, not a module
import * as boundary from "../scripts/repository-imports.mjs";

const { crossModuleRepositoryImports, exportedNames, publishedRepositories, repositoryImportsIn } =
  boundary;

// A module's repositories are its own (decision 077): another module that writes in the same
// database transaction is handed the transaction and builds its own repositories on it, so no
// module imports another's repository type or factory, nor bundles them in a UnitOfWork (which
// it can only do by importing them), and no module's server.ts publishes one.

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Resolves like the real project, for these few made-up files. */
const resolve = (specifier: string) =>
  ({
    "#modules/transactions/server": "modules/transactions/server.ts",
    "#modules/transactions": "modules/transactions/index.ts",
    "../transactions/repository.server": "modules/transactions/repository.server.ts",
    "./repository.server": "modules/checkout/repository.server.ts",
    "#modules/checkout/server": "modules/checkout/server.ts",
  })[specifier] ?? null;

describe("repository boundary", () => {
  it("finds another module's repositories however they are imported", () => {
    const find = (source: string) =>
      repositoryImportsIn("modules/checkout/x.server.ts", source, resolve);
    expect(
      find('import type { TransactionRepository } from "#modules/transactions/server";'),
    ).toEqual([
      "modules/checkout/x.server.ts → TransactionRepository (from modules/transactions/server.ts)",
    ]);
    expect(
      find('import { createTransactionRepository as make } from "#modules/transactions/server";'),
    ).toHaveLength(1);
    expect(find('export type { EngineRepos } from "#modules/transactions/server";')).toHaveLength(
      1,
    );
    expect(
      find('import type * as tx from "#modules/transactions/server";\ntype R = tx.EngineRepos;'),
    ).toHaveLength(1);
    expect(find('import type { Row } from "../transactions/repository.server";')).toHaveLength(1);
    expect(
      find(
        'import type { UnitOfWork } from "../../db/unit-of-work";\nimport type { TransactionRepository as T } from "#modules/transactions/server";\ntype W = UnitOfWork<{ tx: T }>;',
      ),
    ).toHaveLength(1);
  });

  it("leaves a module's own repositories and other modules' published services alone", () => {
    const find = (source: string) =>
      repositoryImportsIn("modules/checkout/x.server.ts", source, resolve);
    expect(find('import type { CheckoutRepository } from "./repository.server";')).toEqual([]);
    expect(find('import { createCheckoutRepository } from "#modules/checkout/server";')).toEqual(
      [],
    );
    expect(
      find(
        'import type { TransactionEngine, TransactionRow } from "#modules/transactions/server";',
      ),
    ).toEqual([]);
    expect(find('import { isProcessAlias } from "#modules/transactions";')).toEqual([]);
  });

  it("no module imports another module's repositories", () => {
    expect(crossModuleRepositoryImports(root)).toEqual([]);
  }, 30_000); // parses every module file: give it room on a loaded machine

  it("reads the names an entry file exports, declared or re-exported", () => {
    expect(
      exportedNames(
        "modules/x/server.ts",
        [
          'export { createXRepository, type XRepository as R, createXService } from "./a";',
          "export type XRepos = { a: 1 };",
          "export function createYRepository() {}",
          "export const z = 1;",
          'export * from "./b";',
        ].join("\n"),
      ),
    ).toEqual([
      "createXRepository",
      "R",
      "createXService",
      "XRepos",
      "createYRepository",
      "z",
      "*",
    ]);
  });

  it("no module's server.ts publishes a repository type or factory", () => {
    expect(publishedRepositories(root)).toEqual([]);
  });
});
