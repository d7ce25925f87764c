import path from "node:path";
import { parseEnv } from "../server/env";
import { connect } from "./connect";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed/seed";

// npm run db:migrate | db:seed | db:reset — on DATABASE_URL or the embedded database.
const command = process.argv[2];
if (!["migrate", "seed", "reset"].includes(command ?? "")) {
  console.error("Usage: tsx db/cli.ts migrate|seed|reset");
  process.exit(1);
}
const env = parseEnv();
const uploads = path.join(env.DATA_DIR, "uploads");

if (command === "reset") {
  // Drop everything first, on a connection that does not migrate, then start over.
  const bare = await connect({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    embeddedPort: env.EMBEDDED_PG_PORT,
  });
  await bare.db.$client.query(
    "DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;",
  );
  await bare.close();
}
const connection = await connect({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
});
console.log("Migrations applied.");
if (command === "seed" || command === "reset") {
  const { created } = await seedDemoData(connection.db, uploads, console.log);
  console.log(created ? "Demo data added." : "The database already has users; nothing seeded.");
  if (created)
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role}: ${a.email} / ${a.password}`);
}
await connection.close();
