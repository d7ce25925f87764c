import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Time comes from one clock (decision 032): modules' server code asks the injected `now`
// (ServiceDeps.now), so tests can move time (payment windows, auto-cancel timers). This keeps
// the wall clock from coming back.

const modulesDir = path.dirname(new URL(import.meta.url).pathname);
const WALL_CLOCK = /new\s+Date\s*\(\s*\)|Date\s*\.\s*now\s*\(/;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith(".server.ts") && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line: text` for each line of code (comments aside) that reads the wall clock. */
function wallClockReads(file: string, source: string): string[] {
  return source.split("\n").flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, "");
    if (/^\s*(\*|\/\*)/.test(code) || !WALL_CLOCK.test(code)) return [];
    return [`${path.relative(modulesDir, file)}:${i + 1}: ${line.trim()}`];
  });
}

describe("one clock", () => {
  it("finds the wall clock where it is read", () => {
    expect(wallClockReads("a.server.ts", "const at = new Date();")).toHaveLength(1);
    expect(wallClockReads("a.server.ts", "  updatedAt: new Date( ),")).toHaveLength(1);
    expect(wallClockReads("a.server.ts", "if (Date.now() > t) {")).toHaveLength(1);
    expect(wallClockReads("a.server.ts", "new Date(now().getTime() + ttl)")).toEqual([]);
    expect(wallClockReads("a.server.ts", "new Date(row.createdAt)")).toEqual([]);
    expect(wallClockReads("a.server.ts", "// never new Date() here")).toEqual([]);
  });

  it("is not read in modules' server code: they take the injected now", () => {
    const files = serverFiles(modulesDir);
    expect(files.length).toBeGreaterThan(20);
    const reads = files.flatMap((file) => wallClockReads(file, readFileSync(file, "utf8")));
    expect(reads).toEqual([]);
  });
});
