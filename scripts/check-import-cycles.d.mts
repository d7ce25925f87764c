/** Import graph and cycles of the project's own files (scripts/check-import-cycles.mjs). */
export type ImportGraph = Map<string, string[]>;
export const SOURCE_DIRS: string[];
export const ALLOWED_CYCLES: string[][];
export function sourceFiles(root: string, dirs?: string[]): string[];
export function importSpecifiers(fileName: string, source: string): string[];
export function resolveSpecifier(
  root: string,
  fromFile: string,
  specifier: string,
  exists?: (relativePath: string) => boolean,
): string | null;
export function importGraph(root: string, files?: string[]): ImportGraph;
export function findCycles(graph: ImportGraph): string[][];
export function cyclePath(graph: ImportGraph, component: string[]): string[];
export function unexpectedCycles(graph: ImportGraph, allowed?: string[][]): string[][];
