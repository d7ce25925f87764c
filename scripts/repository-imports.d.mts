/** Cross-module repository imports (scripts/repository-imports.mjs). */
export const REPOSITORY_NAME: RegExp;
export function repositoryImportsIn(
  file: string,
  source: string,
  resolve: (specifier: string) => string | null,
): string[];
export function crossModuleRepositoryImports(root: string): string[];
