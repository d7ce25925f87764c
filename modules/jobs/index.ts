// The jobs module's client-safe entry point (decision 036): the outbox and the timers run on
// the server only, so this holds their types and nothing else.
export type { OutboxJob, OutboxRow } from "./outbox.repository.server";
export type { OutboxPass } from "./outbox-runner.server";
export type { TimerPass } from "./timer-worker.server";
