import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { startTimerWorker } from "#modules/jobs/server";
import { createApp } from "./app";
import { boot, onShutdown, printWelcome } from "./boot";

// Development: Vite serves modules with HMR; the server build is loaded through Vite on each request.
process.env.NODE_ENV ??= "development";
const { env, log, connection, services } = await boot();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  services,
  log,
  vite,
  database: connection.db.$client,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const server = app.listen(env.PORT, env.HOST, () => printWelcome(env, connection.embedded));
// Timers and the outbox (payment events, order mails) run here too, as under npm start.
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
  server.close();
  await vite.close();
  await connection.close();
});
