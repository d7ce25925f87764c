// The saved-cards module's server entry point: the service and its types.
// Code outside the module imports only this and index.ts (decision 036).
export {
  type Buyer,
  createSavedCardsService,
  type SavedCardFailureCode,
  type SavedCardsService,
  type SaveErrors,
  type SaveOutcome,
} from "./service.server";
