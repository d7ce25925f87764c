import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: a script `npm test` also runs, not a module
import * as cycles from "../scripts/check-import-cycles.mjs";

const {
  ALLOWED_CYCLES,
  cyclePath,
  findCycles,
  importGraph,
  importSpecifiers,
  resolveSpecifier,
  unexpectedCycles,
} = cycles;

// `npm test` runs scripts/check-import-cycles.mjs over the project; these prove that it sees
// every kind of import (type-only ones too), resolves our aliases and fails on a new cycle.

const projects: string[] = [];
afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  projects.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe("import cycles check", () => {
  it("reads every kind of import, type-only ones too", () => {
    const source = [
      'import type { A } from "./a";',
      'import { type B, c } from "./b";',
      'import "./side-effect.css";',
      'export type { D } from "./d";',
      'export * from "./e";',
      'const f = () => import("./f");',
      'type G = typeof import("./g");',
      'const h = "./not-an-import";',
    ].join("\n");
    expect(importSpecifiers("x.ts", source)).toEqual([
      "./a",
      "./b",
      "./side-effect.css",
      "./d",
      "./e",
      "./f",
      "./g",
    ]);
    expect(importSpecifiers("x.tsx", 'import { P } from "./p";\nconst v = <P />;')).toEqual([
      "./p",
    ]);
  });

  it("resolves relative paths, ~/ and #modules the way package.json and tsconfig do", () => {
    const files = new Set([
      "app/root-data.ts",
      "app/components/ui/button.tsx",
      "modules/geo/index.ts",
      "modules/geo/server.ts",
      "modules/geo/gazetteer.ts",
      "db/unit-of-work.ts",
    ]);
    const exists = (file: string) => files.has(file);
    const from = "modules/geo/place-label.ts";
    expect(resolveSpecifier("/", from, "./gazetteer", exists)).toBe("modules/geo/gazetteer.ts");
    expect(resolveSpecifier("/", from, "./gazetteer.ts", exists)).toBe("modules/geo/gazetteer.ts");
    expect(resolveSpecifier("/", from, "../../db/unit-of-work", exists)).toBe("db/unit-of-work.ts");
    expect(resolveSpecifier("/", "app/x.ts", "~/root-data", exists)).toBe("app/root-data.ts");
    expect(resolveSpecifier("/", "app/x.ts", "~/components/ui/button", exists)).toBe(
      "app/components/ui/button.tsx",
    );
    expect(resolveSpecifier("/", "app/x.ts", "#modules/geo", exists)).toBe("modules/geo/index.ts");
    expect(resolveSpecifier("/", "app/x.ts", "#modules/geo/server", exists)).toBe(
      "modules/geo/server.ts",
    );
    expect(resolveSpecifier("/", "app/x.ts", "react-router", exists)).toBeNull();
    expect(resolveSpecifier("/", "app/x.ts", "./+types/home", exists)).toBeNull();
  });

  it("finds each strongly connected component and one path around it", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "leaf.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["d.ts"]],
      ["leaf.ts", []],
      ["alone.ts", ["leaf.ts"]],
    ]);
    expect(findCycles(graph)).toEqual([
      ["a.ts", "b.ts", "c.ts"],
      ["d.ts", "e.ts"],
    ]);
    expect(cyclePath(graph, ["a.ts", "b.ts", "c.ts"])).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
    expect(findCycles(new Map([["a.ts", ["b.ts"]]]))).toEqual([]);
  });

  it("fails on a cycle made only of type imports in a project on disk", () => {
    const root = project({
      "modules/shop/engine.server.ts":
        'import type { Step } from "./step.server";\nexport type Actor = { id: string };\nexport const steps: Step[] = [];',
      "modules/shop/step.server.ts":
        'import type { Actor } from "./engine.server";\nexport type Step = (a: Actor) => void;',
      "app/page.tsx":
        'import { steps } from "#modules/shop/server";\nexport const n = steps.length;',
      "modules/shop/server.ts": 'export { steps } from "./engine.server";',
    });
    const cycles = unexpectedCycles(importGraph(root));
    expect(cycles).toEqual([["modules/shop/engine.server.ts", "modules/shop/step.server.ts"]]);
  });

  it("allows only the listed cycles, and a smaller one among their files", () => {
    const listed = [["mail/registry.ts", "mail/book-a.ts", "mail/book-b.ts"]];
    const shrinking = new Map([
      ["mail/registry.ts", ["mail/book-a.ts"]],
      ["mail/book-a.ts", ["mail/registry.ts"]],
      ["mail/book-b.ts", ["mail/registry.ts"]],
    ]);
    expect(unexpectedCycles(shrinking, listed)).toEqual([]);
    const spread = new Map([...shrinking, ["mail/book-b.ts", ["mail/registry.ts", "mail/new.ts"]]]);
    spread.set("mail/registry.ts", ["mail/book-a.ts", "mail/book-b.ts"]);
    spread.set("mail/new.ts", ["mail/book-b.ts"]);
    expect(unexpectedCycles(spread, listed)).toEqual([
      ["mail/book-a.ts", "mail/book-b.ts", "mail/new.ts", "mail/registry.ts"],
    ]);
    const elsewhere = new Map([
      ["server/a.ts", ["server/b.ts"]],
      ["server/b.ts", ["server/a.ts"]],
    ]);
    expect(unexpectedCycles(elsewhere, listed)).toEqual([["server/a.ts", "server/b.ts"]]);
    expect(unexpectedCycles(elsewhere)).toEqual([["server/a.ts", "server/b.ts"]]);
  });

  it("allows no cycle in the codebase", () => {
    expect(ALLOWED_CYCLES).toEqual([]);
  });
});
