// The saved-cards module's client-safe entry point: the checkout's selector logic.
// Code outside the module imports only this and server.ts (decision 036).
export {
  CARD_CHOICES,
  type CardChoice,
  defaultCardChoice,
  isSavedCardExpired,
  needsCardEntry,
  PAYMENT_CHOICE_VALUES,
  type PaymentChoiceValue,
  readPaymentChoice,
  type SavedCardView,
  showsExpiredMessage,
} from "./selector";
