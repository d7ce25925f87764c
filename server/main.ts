import path from "node:path";
import type { ServerBuild } from "react-router";
import { startTimerWorker } from "#modules/jobs/server";
import { createApp } from "./app";
import { boot, onShutdown, printWelcome } from "./boot";

const { env, log, connection, services } = await boot();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const app = createApp({
  services,
  log,
  build,
  clientDir: path.join(buildDir, "client"),
  database: connection.db.$client,
});

const server = app.listen(env.PORT, env.HOST, () => printWelcome(env, connection.embedded));
server.on("error", async (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Port ${env.PORT} is already in use. Set PORT to a free port.`
      : error.message,
  );
  await connection.close();
  process.exit(1);
});
// Timers run in the server process unless a separate `npm run worker` does it (decision 037).
const timers =
  process.env.TIMER_WORKER === "off"
    ? null
    : startTimerWorker(services.transactionEngine, {
        onError: (error, timerId) => log.error({ err: error, timerId }, "timer failed"),
        afterPass: async () => {
          await services.runOutbox((error, job) =>
            log.error(
              { err: error, job },
              job.gaveUp ? "outbox job failed for good" : "outbox side effect failed",
            ),
          );
          await services.payouts.sweep();
          // Lost payment webhooks: unsettled payments re-read (decision 080).
          await services.reconcilePayments((error, event) =>
            log.error({ err: error, event }, "payment reconciliation failed"),
          );
        },
      });
onShutdown(async () => {
  await timers?.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await connection.close();
});
