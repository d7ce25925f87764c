// The payout-accounts module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export {
  type BankDetailsResult,
  cleanBankField,
  type RawBankDetails,
  validateBankDetails,
} from "./bank-details";
export {
  BANK_FIELD_COLUMNS_FROM,
  DEFAULT_PAYOUT_COUNTRY,
  PAYOUT_COUNTRIES,
  type PayoutCountry,
  payoutCountry,
  requiredBankFields,
  toStripeBankAccount,
} from "./countries";
export { BANK_FIELDS, type PayoutFormInput, payoutFormSchema, toPayoutInput } from "./schemas";
export {
  isPaymentConnected,
  type PayoutNotice,
  type PayoutState,
  payoutNotice,
  payoutStateOf,
  type StatusBoxType,
  statusBoxType,
  statusLabel,
} from "./state";
