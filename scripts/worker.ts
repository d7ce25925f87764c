// npm run worker — the timer and outbox worker on its own (decision 037), next to or instead of the one
// in the server process. Several may run at once against one database.

import { startTimerWorker } from "#modules/jobs/server";
import { boot, onShutdown } from "../server/boot";

const { log, connection, services } = await boot();
const intervalMs = Number(process.env.TIMER_WORKER_INTERVAL_MS ?? 1000);
const worker = startTimerWorker(services.transactionEngine, {
  intervalMs,
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
log.info(`timer worker running, every ${intervalMs} ms`);
onShutdown(async () => {
  await worker.stop();
  await connection.close();
});
