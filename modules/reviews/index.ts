// The reviews module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export { REVIEW_MAX_LENGTH, REVIEWS_PER_PAGE } from "./limits";
export type { ReviewView } from "./review-view";
export {
  type LeaveReviewInput,
  leaveReviewSchema,
  parseReviewForm,
  type ReviewsQuery,
  reviewsQuerySchema,
} from "./schemas";
