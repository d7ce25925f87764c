/** Cross-module repository imports (scripts/repository-imports.mjs). */
export const REPOSITORY_NAME: RegExp;
export function repositoryImportsIn(
  file: string,
  source: string,
  resolve: (specifier: string) => string | null,
): string[];
export function crossModuleRepositoryImports(root: string): string[];
/** The names an entry file exports, declared or re-exported (`*` for `export *`). */
export function exportedNames(file: string, source: string): string[];
/** `module: Name` for each repository type or factory a module's server.ts publishes. */
export function publishedRepositories(root: string): string[];
