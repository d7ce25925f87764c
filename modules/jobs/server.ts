// The jobs module's server entry point (decision 072): the outbox and the timers as
// infrastructure. Other modules add an outbox row inside their own database transaction with
// `enqueueOn(tx, job)`; the transactions module builds its timers from `timersOn(tx, now)`.
export {
  enqueueAllOn,
  enqueueOn,
  type OutboxJob,
  type OutboxQueue,
  type OutboxRow,
  type OutboxScope,
  outboxInsertForEachQuery,
  outboxInsertQuery,
  outboxOn,
} from "./outbox.repository.server";
export {
  OUTBOX_MAX_ATTEMPTS,
  type OutboxHandler,
  type OutboxHandlers,
  type OutboxPass,
  runOutbox,
} from "./outbox-runner.server";
export {
  drainDueTimers,
  runDueTimers,
  startTimerWorker,
  type TimerEngine,
  type TimerPass,
  type TimerWorker,
  type TimerWorkerOptions,
} from "./timer-worker.server";
export {
  type PassScope,
  type TimerArming,
  type TimerRow,
  timerArmingQuery,
  timerCancelQuery,
  timersOn,
} from "./timers.repository.server";
