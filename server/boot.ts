import path from "node:path";
import { connect } from "../db/connect";
import { DEMO_ACCOUNTS, seedDemoData } from "../db/seed/seed";
import { type Env, parseEnv } from "./env";
import { startErrorReporting } from "./error-reporting";
import { createLogger } from "./log";
import { describeMail } from "./mailbox-access";
import { createServices } from "./services";

/** Shared start-up of the production and development servers: env, database, seed, services. */
export async function boot() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Before anything can fail: errors logged from here on also reach Sentry when configured.
  const reporter = await startErrorReporting(env.SENTRY_DSN, env.NODE_ENV);
  const log = createLogger(env.LOG_LEVEL, undefined, reporter);
  const connection = await connect({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: (line) => log.debug({ pg: line }),
  }).catch((error: Error) => {
    console.error(`\nCould not start the database: ${error.message}\n`);
    process.exit(1);
  });
  let seeded = false;
  if (env.SEED_ON_START) {
    const result = await seedDemoData(connection.db, path.join(env.DATA_DIR, "uploads"), (line) =>
      log.info(line),
    );
    seeded = result.created;
  }
  const services = createServices({ db: connection.db, env, log });
  return { env, log, connection, services, seeded };
}

export function printWelcome(env: Env, embedded: boolean) {
  const lines = [
    "",
    `  Buurtoogst is running at ${env.APP_URL}`,
    `  Database: ${embedded ? `embedded PostgreSQL (${path.join(env.DATA_DIR, "postgres")}, port ${env.EMBEDDED_PG_PORT})` : "DATABASE_URL"}`,
    ...describeMail(env),
    "",
    "  Demo accounts:",
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}`),
    "",
  ];
  console.log(lines.join("\n"));
}

/** Stops accepting requests, then closes the database (and the embedded server) cleanly. */
export function onShutdown(close: () => Promise<void>) {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      close()
        .catch((error) => console.error(error))
        .finally(() => process.exit(0));
    });
  }
}
