import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations from db/schema; the app applies them itself on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
