/**
 * The catalogue ids of the console's order texts, spelled out so the catalogue check finds
 * each one (catalogue ids have no dashes; states and transitions do).
 */

export const STATE_TEXT: Readonly<Record<string, string>> = {
  canceled: "OperatorOrders.stateCanceled",
  completed: "OperatorOrders.stateCompleted",
  delivered: "OperatorOrders.stateDelivered",
  disputed: "OperatorOrders.stateDisputed",
  enquiry: "OperatorOrders.stateEnquiry",
  initial: "OperatorOrders.stateInitial",
  "payment-expired": "OperatorOrders.statePaymentExpired",
  "pending-payment": "OperatorOrders.statePendingPayment",
  purchased: "OperatorOrders.statePurchased",
  received: "OperatorOrders.stateReceived",
  "request-expired": "OperatorOrders.stateRequestExpired",
  requested: "OperatorOrders.stateRequested",
  reviewed: "OperatorOrders.stateReviewed",
  "reviewed-by-customer": "OperatorOrders.stateReviewedByCustomer",
  "reviewed-by-provider": "OperatorOrders.stateReviewedByProvider",
};

export const FILTER_TEXT: Readonly<Record<string, string>> = {
  all: "OperatorOrders.filterAll",
  canceled: "OperatorOrders.filterCanceled",
  completed: "OperatorOrders.filterCompleted",
  delivered: "OperatorOrders.filterDelivered",
  disputed: "OperatorOrders.filterDisputed",
  "not-handed-over": "OperatorOrders.filterNotHandedOver",
  "pending-payment": "OperatorOrders.filterPendingPayment",
  purchased: "OperatorOrders.filterPurchased",
  received: "OperatorOrders.filterReceived",
};

export const ROLE_TEXT: Readonly<Record<string, string>> = {
  customer: "OperatorOrders.roleCustomer",
  operator: "OperatorOrders.roleOperator",
  provider: "OperatorOrders.roleProvider",
  system: "OperatorOrders.roleSystem",
};

export const STEP_TEXT: Readonly<Record<string, string>> = {
  cancel: "OperatorOrders.stepCancel",
  "cancel-from-disputed": "OperatorOrders.stepCancelFromDisputed",
  "mark-delivered": "OperatorOrders.stepMarkDelivered",
  "mark-received-from-disputed": "OperatorOrders.stepMarkReceivedFromDisputed",
};

export const STEP_HELP_TEXT: Readonly<Record<string, string>> = {
  cancel: "OperatorOrders.stepHelpCancel",
  "cancel-from-disputed": "OperatorOrders.stepHelpCancelFromDisputed",
  "mark-delivered": "OperatorOrders.stepHelpMarkDelivered",
  "mark-received-from-disputed": "OperatorOrders.stepHelpMarkReceivedFromDisputed",
};

/** The id for `value` in `texts`, or the value itself when the map has none (shown as is). */
export const textOf = (texts: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(texts, value) ? (texts[value] as string) : value;
