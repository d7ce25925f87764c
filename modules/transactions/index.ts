// The transactions module's client-safe surface: processes, their states and notifications.
// Line items live in modules/pricing, booking dates and seats in modules/bookings.
// All pure: no database, no HTTP, no clock (callers pass `now`).

export { cancelReasonSchema } from "./cancel-reason-schema";
export { FREE_PROCESS_ALIAS, FREE_STATES, type FreeState, freeProcess } from "./free-process";
export {
  customerActionStates,
  type InboxStatus,
  type InboxTab,
  inboxStatus,
  isInboxTab,
  mayStartTransition,
  type PageAction,
  pageActions,
  providerActionStates,
  roleOfTab,
  type TransactionRole,
  titleMessageId,
} from "./inbox-states";
export {
  checkoutPaidMailKey,
  LATE_PAYMENT_REFUND,
  type MailParty,
  mailKey,
  mailRecipients,
  TRANSACTION_MAIL_KIND,
  TRANSITION_MAIL_RECIPIENTS,
} from "./notifications";
export {
  isOperatorTransition,
  OPERATOR_TRANSITIONS,
  type OperatorNote,
  type OperatorTransition,
  operatorNotesOf,
  operatorReasonFor,
  operatorReasonSchema,
} from "./operator-transitions";
export { isOrderNumber, ORDER_NUMBER_PATTERN } from "./order-number";
export {
  ACTOR_ROLES,
  type ActorRole,
  type ArmedTimer,
  canTransition,
  checkTransition,
  DEFAULT_TIMER_DURATIONS,
  findReminder,
  findTransition,
  isFinalState,
  isTimerCurrent,
  nextState,
  PROCESS_ACTIONS,
  type ProcessAction,
  type ProcessReminder,
  type ProcessTransition,
  type ReminderName,
  remindersArmedOn,
  replayHistory,
  resolveDurations,
  reviewTransitionFor,
  type TimerDurations,
  type TimerKey,
  type TransactionProcess,
  type TransitionCheck,
  type TransitionName,
  type TransitionTimer,
  timerDueAt,
  timersArmedOn,
  transitionsFrom,
} from "./process";
export {
  DEFAULT_PROCESSES,
  isProcessAlias,
  type MailedTransitionName,
  PROCESS_ALIASES,
  type ProcessAlias,
  type ProcessReminderName,
  processAliasForPrices,
} from "./processes";
export { CANCEL_REASON_MAX_LENGTH, PROVIDER_CANCEL } from "./provider-cancel";
export {
  PURCHASE_PROCESS_ALIAS,
  PURCHASE_STATES,
  type PurchaseState,
  purchaseProcess,
} from "./purchase-process";
export { refusedStepMessage } from "./refused-step";
export {
  type AlreadyReviewedCode,
  alreadyReviewedCode,
  type ReviewTransition,
  reviewTransitionOf,
  sendReviewWithFallback,
} from "./review-transitions";
export {
  DISPUTE_REASON_MAX_LENGTH,
  parseTransitionParams,
  type TransitionParams,
} from "./transition-params";
