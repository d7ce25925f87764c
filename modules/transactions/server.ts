// The transactions module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036). Its repository stays
// inside: another module's use-case hands the engine its database transaction (decision 077).

export { OUTBOX_ACTIONS, type OutboxAction } from "./actions.server";
export {
  type BookingLineItemsRequest,
  bookingLineItemsRequestSchema,
} from "./booking-quote.server";
export {
  createTransactionEngine,
  type EngineConfig,
  type InitiateInput,
  type TransactionEngine,
} from "./engine.server";
export { IN_PROGRESS_STATES, type OrderInProgress, ordersInProgressOn } from "./in-progress.server";
export type { TransactionRow } from "./repository.server";
