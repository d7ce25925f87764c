// The payments module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export {
  HANDLED_STATUSES,
  type PaymentIntent,
  type PaymentMethodType,
  type PaymentProcessor,
} from "./types";
