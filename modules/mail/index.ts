// The mail module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).

export { NEW_MESSAGE_MAIL } from "./mail-book";
export { type DisputeOpenedMailData, disputeOpenedMail } from "./operator-mail";
export { type OrderMailData, orderMail } from "./order-templates";
export { type PaymentMailData, paymentMail } from "./payment-mail";
export { type PayoutMailData, payoutMail } from "./payout-mail";
export { type MailLocale, passwordResetMail, verificationMail } from "./templates";
export {
  hasTransactionMail,
  type MailParty,
  type TransactionMailData,
  transactionMail,
} from "./transaction-mail";
