import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** Integration tests share one fresh database per run; each test creates its own rows. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase("int");
  project.provide("databaseUrl", database.url);
  return () => database.stop();
}
