import type { PaymentMethodType } from "#modules/payments";

/**
 * The checkout's saved-card selector (spec §4): pay with the saved (default) card, replace it
 * with a new card, pay with iDEAL, or pay once with a card. The default is the saved card
 * when there is one, else a one-time card payment. Pure: the page and the server share it.
 */
export const CARD_CHOICES = ["defaultCard", "replaceCard", "ideal", "onetimeCardPayment"] as const;
export type CardChoice = (typeof CARD_CHOICES)[number];

/** A saved card as the selector shows it (the processor's SavedCard). */
export type SavedCardView = {
  brand: string;
  last4Digits: string;
  expirationMonth: number;
  expirationYear: number;
};

export function defaultCardChoice(saved: SavedCardView | null): CardChoice {
  return saved ? "defaultCard" : "onetimeCardPayment";
}

/**
 * A card works through the last day of its expiry month: it has expired when its year is
 * before the current one, or its month before the current month of this year (spec §4). The
 * current month and year come from the injected clock, in UTC.
 */
export function isSavedCardExpired(card: SavedCardView, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return (
    card.expirationYear < year || (card.expirationYear === year && card.expirationMonth < month)
  );
}

/** The expired message shows when the selected choice is the saved card and it has expired. */
export function showsExpiredMessage(
  choice: CardChoice | null,
  saved: SavedCardView | null,
  now: Date,
): boolean {
  return choice === "defaultCard" && saved !== null && isSavedCardExpired(saved, now);
}

/**
 * The pay form's `method` values: the selector's card choices besides the payment methods.
 * "card" is a one-time card payment (the form before saved cards posts it too).
 */
export const PAYMENT_CHOICE_VALUES = [
  "defaultCard",
  "replaceCard",
  "card",
  "ideal",
  "bancontact",
  "wero",
] as const;
export type PaymentChoiceValue = (typeof PAYMENT_CHOICE_VALUES)[number];

/** What a posted `method` means: the payment method and the selector's choice (null for the others). */
export function readPaymentChoice(
  value: unknown,
): { method: PaymentMethodType; choice: CardChoice | null } | null {
  switch (value) {
    case "defaultCard":
    case "replaceCard":
      return { method: "card", choice: value };
    case "card":
    case "onetimeCardPayment":
      return { method: "card", choice: "onetimeCardPayment" };
    case "ideal":
      return { method: "ideal", choice: "ideal" };
    case "bancontact":
    case "wero":
      return { method: value, choice: null };
    default:
      return null;
  }
}

/** The card is to be typed (and tokenised) for these choices; the saved card needs none. */
export function needsCardEntry(value: string): boolean {
  return value === "card" || value === "replaceCard";
}
