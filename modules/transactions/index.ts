// The transactions module's client-safe surface: processes, line items and test-card checks.
// All pure: no database, no HTTP, no clock (callers pass `now`).
export {
  BOOKABLE_DAYS,
  BOOKING_UNIT_TYPES,
  type BookingCheck,
  type BookingField,
  type BookingInput,
  type BookingUnitType,
  bookableDayRange,
  bookingUnitType,
  checkBooking,
  dateOfDayNumber,
  dayNumber,
  type FreeSlot,
  isCovered,
  localDateString,
  midnight,
} from "./booking-dates";
export { type BookingDisplay, bookingDisplayParts, bookingDisplayText } from "./booking-display";
export { bookingSeatsSchema } from "./booking-seats";
export { FREE_PROCESS_ALIAS, FREE_STATES, type FreeState, freeProcess } from "./free-process";
export {
  type InboxTab,
  inboxStatus,
  isInboxTab,
  mayStartTransition,
  type PageAction,
  titleMessageId,
} from "./inbox-states";
export {
  additionalListingKey,
  assertCommissionSign,
  CHARGE_MAX_CENTS,
  commissionLine,
  commissionTotal,
  eur,
  isLineItemCode,
  LINE_ITEM_CUSTOMER_COMMISSION,
  LINE_ITEM_MINIMUM_ORDER_FEE,
  LINE_ITEM_PICKUP_FEE,
  LINE_ITEM_PROVIDER_COMMISSION,
  LINE_ITEM_SHIPPING_FEE,
  LINE_ITEM_UNITS,
  type LineItem,
  type LineItemCode,
  LineItemError,
  type LineItemErrorKind,
  type LineItemParty,
  lineItemCode,
  listingIdFromLineItemCode,
  ORDER_QUANTITY_MAX,
  payinTotal,
  payoutTotal,
  percentageOf,
  quantityLine,
  reverseLine,
  validateLineItems,
  withFullRefund,
  zeroChargeCode,
} from "./line-items";
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
  type CartProtectedData,
  type CommissionConfig,
  cartProtectedData,
  DEFAULT_COMMISSION,
  type DeliveryMethod,
  minimumOrderTopUp,
  type OrderBreakdown,
  type OrderListing,
  orderLineItems,
  type SellerOrder,
  shippingFee,
} from "./order-line-items";
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
export {
  CANCEL_REASON_MAX_LENGTH,
  cancelReasonSchema,
  PROVIDER_CANCEL,
} from "./provider-cancel";
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
  CARD_ERROR_MESSAGES,
  type CardDetails,
  type CardErrorCode,
  type CardOutcome,
  isExpired,
  normalizeCardNumber,
  parseExpiry,
  passesLuhn,
  testCardOutcome,
} from "./test-card";
export {
  DISPUTE_REASON_MAX_LENGTH,
  parseTransitionParams,
  type TransitionParams,
} from "./transition-params";
