// The checkout module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export {
  billingSchema,
  type CheckoutRequest,
  COUNTRIES,
  cardSchema,
  checkoutRequestSchema,
  paymentMethodSchema,
  shippingSchema,
} from "./schemas";
