// Import cycles, type imports included: a cycle of files is one design knot however it is
// imported, and a type-only edge today becomes a value edge with the next refactor.
// Run alone (`node scripts/check-import-cycles.mjs`) or as a step of `npm test`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const SOURCE_DIRS = ["app", "server", "modules", "db", "scripts"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const TRY_EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

/**
 * Cycles allowed to exist: none. Each entry would be the files of one strongly connected
 * component (a cycle among some of them allowed too); kept as a parameter for the tests.
 */
export const ALLOWED_CYCLES = [];

/** Every source file under the given directories, relative to root with `/` separators. */
export function sourceFiles(root, dirs = SOURCE_DIRS) {
  const walk = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
      if (entry.isDirectory()) return walk(rel);
      return SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
    });
  return dirs.filter((dir) => existsSync(path.join(root, dir))).flatMap(walk);
}

/**
 * The module specifiers a file names: import and export-from declarations (`import type` and
 * `export type … from` too), `import x = require(…)`, `import("…")` and `typeof import("…")`.
 */
export function importSpecifiers(fileName, source) {
  const kind = /\.(tsx|jsx)$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : null);
  const visit = (node) => {
    let specifier = null;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      specifier = literal(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node)) {
      const ref = node.moduleReference;
      if (ts.isExternalModuleReference(ref)) specifier = literal(ref.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      specifier = literal(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifier = literal(node.argument.literal);
    }
    if (specifier !== null) found.push(specifier);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The project file a specifier names, or null for packages and generated files. Follows
 * package.json "imports" (`#modules/x` → modules/x/index.ts, `#modules/x/server` →
 * modules/x/server.ts) and tsconfig paths (`~/` → app/).
 */
export function resolveSpecifier(root, fromFile, specifier, exists = defaultExists(root)) {
  const bare = specifier.replace(/\?.*$/, "");
  let target;
  if (bare.startsWith("./") || bare.startsWith("../")) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), bare));
  } else if (bare.startsWith("~/")) {
    target = `app/${bare.slice(2)}`;
  } else if (bare.startsWith("#modules/")) {
    const rest = bare.slice("#modules/".length);
    const server = rest.match(/^([^/]+)\/server$/);
    target = server ? `modules/${server[1]}/server.ts` : `modules/${rest}/index.ts`;
  } else {
    return null;
  }
  for (const extension of TRY_EXTENSIONS) {
    const candidate = target + extension;
    if (SOURCE_FILE.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

function defaultExists(root) {
  return (rel) => {
    const full = path.join(root, rel);
    return existsSync(full) && statSync(full).isFile();
  };
}

/** file → the project files it imports (sorted, no duplicates). */
export function importGraph(root, files = sourceFiles(root)) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    const targets = importSpecifiers(file, source)
      .map((specifier) => resolveSpecifier(root, file, specifier, (rel) => known.has(rel)))
      .filter((target) => target !== null && target !== file);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each sorted, sorted by first file. */
export function findCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edge] = frame;
      const edges = graph.get(node) ?? [];
      if (edge < edges.length) {
        frame[1]++;
        const to = edges[edge];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0].localeCompare(b[0]) || a.length - b.length);
}

/**
 * One import path around a component, for the message: from its first file, follow edges
 * inside the component back to the start (breadth-first, so the shortest such loop).
 */
export function cyclePath(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const loop = [node];
        while (previous.get(loop[0]) !== null) loop.unshift(previous.get(loop[0]));
        return [...loop, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return component;
}

/** Cycles in the graph that no allow-list entry holds all the files of. */
export function unexpectedCycles(graph, allowed = ALLOWED_CYCLES) {
  return findCycles(graph).filter(
    (cycle) => !allowed.some((entry) => cycle.every((file) => entry.includes(file))),
  );
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const graph = importGraph(root);
  const unexpected = unexpectedCycles(graph);
  if (unexpected.length === 0) {
    console.log(`import cycles: none unexpected in ${graph.size} files`);
    return;
  }
  console.error(`import cycles (type imports included): ${unexpected.length}`);
  for (const cycle of unexpected) {
    console.error(`\n  ${cycle.length} files: ${cycle.join(", ")}`);
    console.error(`  path: ${cyclePath(graph, cycle).join(" → ")}`);
  }
  console.error("\nBreak each by moving what both sides need into a file neither imports back.");
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
