// The reviews module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036); its repository stays
// inside, and the engine writes reviews on its own transaction through `reviewWritesOn(tx)`
// (decision 077).
export {
  type PendingReview,
  reviewWritesOn,
  type TransactionReview,
} from "./repository.server";
export { createReviewService, type ReviewService } from "./service.server";
