import { defineConfig } from "vitest/config";

// Two projects: fast pure unit tests, and integration tests that talk to a
// real PostgreSQL (embedded, or TEST_DATABASE_URL) prepared by the global setup.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["modules/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.int.test.ts"],
          exclude: ["node_modules/**"],
          globalSetup: ["tests/setup/global-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
