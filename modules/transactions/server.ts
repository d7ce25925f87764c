// The transactions module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export { OUTBOX_ACTIONS, type OutboxAction } from "./actions.server";
export {
  type BookingLineItemsRequest,
  bookingLineItemsRequestSchema,
} from "./booking-quote.server";
export {
  createTransactionEngine,
  type EngineConfig,
  type EngineRepos,
  type InitiateInput,
  type TransactionEngine,
} from "./engine.server";
export { createInboxRepository } from "./inbox.repository.server";
export {
  createInboxService,
  type InboxItem,
  type PartyView,
  pageTransitionSchema,
  type TransactionPageData,
  type TransactionPageReview,
  type TransactionView,
} from "./inbox.service.server";
export {
  createTransactionRepository,
  type TransactionRepository,
  type TransactionRow,
} from "./repository.server";
export { bookingView, isBooking } from "./transaction-page-view";
