// npm run outbox:failed               lists the outbox jobs that gave up, with their last error
// npm run outbox:retry -- <id>         puts one back in line with a fresh set of attempts
// A job is tried a bounded number of times, then kept as failed (decision 072). Until the
// operator console exists, these are how an operator sees and retries them. The worker (in the
// server process or `npm run worker`) runs a retried job on its next pass.
import { OUTBOX_MAX_ATTEMPTS, outboxOn } from "#modules/jobs/server";
import { connect } from "../db/connect";
import { parseEnv } from "../server/env";

const mode = process.argv[2];
const id = process.argv[3]?.trim();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
if (mode !== "failed" && !(mode === "retry" && id && UUID.test(id))) {
  console.error("Usage: npm run outbox:failed   or   npm run outbox:retry -- <job id>");
  process.exit(1);
}
const env = parseEnv();
const connection = await connect({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
});
try {
  const outbox = outboxOn(connection.db);
  if (mode === "failed") {
    const rows = await outbox.listFailed();
    if (rows.length === 0) console.log("No failed outbox jobs.");
    for (const row of rows) {
      console.log(
        [
          row.id,
          row.kind,
          row.idempotencyKey,
          `failed ${row.failedAt?.toISOString()} after ${row.attempts} attempts`,
          `  ${row.lastError ?? ""}`,
        ].join("  "),
      );
    }
  } else {
    const row = await outbox.retry(id!, new Date());
    if (!row) {
      console.error(`No failed outbox job with id ${id}.`);
      process.exitCode = 1;
    } else {
      console.log(
        `${row.kind} ${row.idempotencyKey} is back in line: up to ${OUTBOX_MAX_ATTEMPTS} more attempts.`,
      );
    }
  }
} finally {
  await connection.close();
}
