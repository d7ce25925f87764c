// The checkout module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).

export { COUNTRIES } from "./countries";
export { itemsOf } from "./order-items";
export { isPaidState, UNPAID_STATES } from "./paid-states";
export {
  type Receipt,
  type ReceiptLine,
  type ReceiptOrder,
  type ReceiptRow,
  receiptLineText,
  receiptMoney,
  receiptRows,
} from "./receipt";
export {
  billingSchema,
  type CheckoutRequest,
  checkoutRequestSchema,
  paymentMethodIdSchema,
  paymentMethodSchema,
  shippingSchema,
} from "./schemas";
