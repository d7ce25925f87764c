// The reviews module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).
export {
  createReviewRepository,
  type PendingReview,
  type ReviewRepository,
  type TransactionReview,
} from "./repository.server";
export { createReviewService, type ReviewService } from "./service.server";
