// Counts for before/after notes on the code's shape: what modules export, how many files they
// hold, import cycles, cross-module repository imports and fixed sleeps in the browser tests.
// `node scripts/architecture-counts.mjs` (add --json for a machine-readable copy).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { findCycles, importGraph, sourceFiles, unexpectedCycles } from "./check-import-cycles.mjs";
import { crossModuleRepositoryImports } from "./repository-imports.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const read = (file) => readFileSync(path.join(root, file), "utf8");

/** The names a module entry exports (`export *` counts as one entry named `* from …`). */
function exportedNames(file) {
  let source;
  try {
    source = read(file);
  } catch {
    return [];
  }
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest);
  const names = [];
  for (const statement of parsed.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause))
        names.push(...clause.elements.map((e) => e.name.text));
      else if (clause) names.push(clause.name.text);
      else names.push(`* from ${statement.moduleSpecifier?.getText(parsed)}`);
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        names.push(declaration.name.getText(parsed));
      }
    } else if (statement.name) {
      names.push(statement.name.getText(parsed));
    }
  }
  return names;
}

/** Elementary cycles inside one component, stopping at `limit` (they can grow quickly). */
function elementaryCycles(graph, component, limit = 10_000) {
  const members = new Set(component);
  const order = new Map(component.map((file, i) => [file, i]));
  let count = 0;
  for (const start of component) {
    const first = order.get(start);
    const onPath = new Set([start]);
    const walk = (node) => {
      for (const to of graph.get(node) ?? []) {
        if (count >= limit || !members.has(to) || order.get(to) < first) continue;
        if (to === start) count++;
        else if (!onPath.has(to)) {
          onPath.add(to);
          walk(to);
          onPath.delete(to);
        }
      }
    };
    walk(start);
  }
  return count;
}

/** Lines of code (comments aside) in tests/e2e, fixtures aside, that wait a fixed time. */
function fixedSleeps() {
  const SLEEP = /waitForTimeout\s*\(|setTimeout\s*\(/;
  const files = sourceFiles(root, ["tests/e2e"]).filter(
    (f) => !f.startsWith("tests/e2e/fixtures/"),
  );
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, i) => {
        const code = line.replace(/\/\/.*$/, "");
        return SLEEP.test(code) && !/^\s*\*/.test(code) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
      }),
  );
}

const modules = readdirSync(path.join(root, "modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const perModule = modules.map((name) => {
  const files = sourceFiles(root, [`modules/${name}`]);
  const tests = files.filter((file) => /\.test\.tsx?$/.test(file));
  const index = exportedNames(`modules/${name}/index.ts`).length;
  const server = exportedNames(`modules/${name}/server.ts`).length;
  return { module: name, files: files.length, tests: tests.length, index, server };
});

const graph = importGraph(root);
const components = findCycles(graph);
const unexpected = new Set(unexpectedCycles(graph).map((c) => c.join()));
const cycles = components.map((files) => ({
  files,
  elementary: elementaryCycles(graph, files),
  allowed: !unexpected.has(files.join()),
}));
const repositoryImports = crossModuleRepositoryImports(root);
const sleeps = fixedSleeps();

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ perModule, cycles, repositoryImports, sleeps }, null, 2));
  process.exit(0);
}

console.log("Module entry exports (index.ts + server.ts) and files (of which tests)");
for (const m of perModule) {
  const exports = `${m.index} + ${m.server} = ${m.index + m.server}`;
  console.log(
    `  ${m.module.padEnd(14)} exports ${exports.padEnd(16)} files ${m.files} (${m.tests})`,
  );
}
const tx = perModule.find((m) => m.module === "transactions");
if (tx) {
  console.log(
    `  → modules/transactions: ${tx.index + tx.server} exported names, ${tx.files} files (${tx.files - tx.tests} without tests)`,
  );
}

const elementary = cycles.reduce((sum, c) => sum + c.elementary, 0);
console.log(
  `\nImport cycles (type imports counted): ${cycles.length} strongly connected components, ${elementary} elementary cycles`,
);
for (const c of cycles) {
  const note = c.allowed ? " [allowed for now]" : "";
  console.log(`  ${c.files.length} files, ${c.elementary} cycles${note}: ${c.files.join(", ")}`);
}

console.log(
  `\nCross-module repository imports (modules/, tests aside): ${repositoryImports.length}`,
);
for (const line of repositoryImports) console.log(`  ${line}`);

console.log(`\nFixed sleeps in tests/e2e (fixtures aside): ${sleeps.length}`);
for (const line of sleeps) console.log(`  ${line}`);
