// The orders module's client-safe entry point: what each side may see of an order and the
// shapes the inbox and the order and sale pages show (decision 073). Pure: no database.
// Code outside the module imports only this and server.ts (decision 036).

export {
  daysLeft,
  NOT_HANDED_OVER_AFTER_MS,
  OPERATOR_ORDERS_PER_PAGE,
  ORDER_FILTERS,
  type OrderFilter,
} from "./operator-orders";
export {
  type OrderPartyView,
  type OrderRole,
  orderForParty,
  type PartyOrder,
  type PickupAddress,
  roleOf,
} from "./party-view";
export type {
  InboxItem,
  PartyView,
  ShippingDetails,
  TransactionBooking,
  TransactionPageData,
  TransactionPageReview,
  TransactionView,
} from "./transaction-page-view";
