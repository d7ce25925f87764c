// Which module files reach into another module's repositories: by a repository type or
// factory's name (TransactionRepository, EngineRepos, createMessageRepository) from its entry
// points, or by importing its repository files at all. A use-case shares the database
// transaction with another module and lets that module build its own repositories on it, so a
// UnitOfWork never bundles another module's repositories either (modules/repository-boundary.test.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { resolveSpecifier, sourceFiles } from "./check-import-cycles.mjs";

export const REPOSITORY_NAME = /Repository\b|Repos\b|create\w*Repository/;
const REPOSITORY_FILE = /(^|[./-])repository\.server\.ts$/;

const moduleOf = (file) => file.match(/^modules\/([^/]+)\//)?.[1] ?? null;

/**
 * `file → Name (from target)` for each repository name the file imports or re-exports from
 * another module; `resolve(specifier)` gives the project file a specifier names, or null.
 */
export function repositoryImportsIn(file, source, resolve) {
  const own = moduleOf(file);
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const namespaces = new Map();
  const add = (name, target) => found.push(`${file} → ${name} (from ${target})`);
  for (const statement of parsed.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolve(specifier.text);
    const other = target && moduleOf(target);
    if (!other || other === own) continue;
    const names = [];
    let wholeModule = false;
    if (isImport) {
      const clause = statement.importClause;
      if (clause?.name) names.push(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, target);
      else if (bindings)
        for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const el of statement.exportClause.elements)
        names.push((el.propertyName ?? el.name).text);
    } else {
      wholeModule = true; // export * from another module
    }
    if (REPOSITORY_FILE.test(target)) {
      add(names.join(", ") || "*", target);
      continue;
    }
    for (const name of names) if (REPOSITORY_NAME.test(name)) add(name, target);
    if (wholeModule) add("*", target);
  }
  // `import * as tx from "#modules/transactions/server"` then `tx.TransactionRepository`.
  if (namespaces.size > 0) {
    const visit = (node) => {
      const left = ts.isPropertyAccessExpression(node)
        ? node.expression
        : ts.isQualifiedName(node)
          ? node.left
          : null;
      const right = ts.isPropertyAccessExpression(node)
        ? node.name
        : ts.isQualifiedName(node)
          ? node.right
          : null;
      if (
        left &&
        right &&
        ts.isIdentifier(left) &&
        namespaces.has(left.text) &&
        REPOSITORY_NAME.test(right.text)
      ) {
        add(right.text, namespaces.get(left.text));
      }
      ts.forEachChild(node, visit);
    };
    visit(parsed);
  }
  return found;
}

/** Every cross-module repository import in modules/ (tests aside: they wire real repositories). */
export function crossModuleRepositoryImports(root) {
  const files = sourceFiles(root, ["modules"]).filter((file) => !/\.test\.tsx?$/.test(file));
  const known = new Set(sourceFiles(root));
  return files
    .flatMap((file) =>
      repositoryImportsIn(file, readFileSync(path.join(root, file), "utf8"), (specifier) =>
        resolveSpecifier(root, file, specifier, (rel) => known.has(rel)),
      ),
    )
    .sort();
}

/** The names a module entry file exports (its own declarations and re-exports by name). */
export function exportedNames(file, source) {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names = [];
  const exported = (node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of parsed.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const el of statement.exportClause.elements) names.push(el.name.text);
      } else {
        names.push("*");
      }
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) names.push(d.name.text);
    } else if (exported(statement) && "name" in statement && statement.name) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/**
 * `module: Name` for each repository type or factory a module's server.ts publishes: another
 * module could only use it to write through this one's repositories (decision 077).
 */
export function publishedRepositories(root) {
  return sourceFiles(root, ["modules"])
    .filter((file) => /^modules\/[^/]+\/server\.ts$/.test(file))
    .flatMap((file) =>
      exportedNames(file, readFileSync(path.join(root, file), "utf8"))
        .filter((name) => REPOSITORY_NAME.test(name))
        .map((name) => `${moduleOf(file)}: ${name}`),
    )
    .sort();
}
