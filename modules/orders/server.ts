// The orders module's server entry point: reading orders for their parties — the inbox, the
// order and sale pages, the JSON API's order views and the paid-order mails (decision 073).
// Code outside the module imports only this and index.ts (decision 036).
export {
  INBOX_PER_PAGE,
  type InboxService,
  NOTIFICATION_LIMIT,
  pageTransitionSchema,
} from "./inbox.service.server";
export {
  createNotificationCounts,
  NOTIFICATION_COUNT_TTL_MS,
  type NotificationCounts,
} from "./notification-count-cache";
export type { OperatorOrderRow } from "./operator-orders.repository.server";
export { createOperatorOrders, type OperatorOrders } from "./operator-orders.server";
export { operatorStepSchema } from "./operator-steps.server";
export type { OrderReader, OrderView } from "./order-reader.server";
export { createOrderServices } from "./order-services.server";
export { bookingView, isBooking } from "./transaction-page-view";
