// The money module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export { convertMajorToMinor, InvalidMoneyError, type InvalidMoneyReason } from "./convert";
export {
  MARKETPLACE_CURRENCY,
  type Money,
  UnsupportedCurrencyError,
  unitDivisor,
} from "./currency";
export { formatPrice } from "./format-price";
