/**
 * The card checks of the built-in test-mode payment processor (decision 040):
 * it behaves like Stripe's test mode, so the same numbers give the same
 * outcomes, and each failure carries the catalogue id of the spec's card error
 * message (spec §5 "Card errors map to messages", §8 checkout messages).
 */

export type CardErrorCode =
  | "missing"
  | "incomplete_number"
  | "incorrect_number"
  | "invalid_expiry"
  | "expired_card"
  | "incorrect_cvc"
  | "card_declined";

/** Catalogue ids of the spec's card error messages. */
export const CARD_ERROR_MESSAGES: Readonly<Record<CardErrorCode, string>> = Object.freeze({
  missing: "StripePaymentForm.missingCard",
  incomplete_number: "StripePaymentForm.incompleteNumber",
  incorrect_number: "StripePaymentForm.incorrectNumber",
  invalid_expiry: "StripePaymentForm.invalidExpiry",
  expired_card: "StripePaymentForm.expiredCard",
  incorrect_cvc: "StripePaymentForm.incorrectCvc",
  card_declined: "StripePaymentForm.cardDeclined",
});

export type CardDetails = {
  number: string;
  expMonth: number | string;
  expYear: number | string;
  cvc: string;
};

export type CardOutcome =
  | { ok: true; status: "succeeded"; last4: string; brand: string }
  /** 3-D Secure: the local authentication page decides. */
  | { ok: true; status: "requires_action"; last4: string; brand: string }
  | {
      ok: false;
      code: CardErrorCode;
      /** Stripe's decline_code for declines, e.g. insufficient_funds. */
      declineCode?: "generic_decline" | "insufficient_funds";
      messageId: string;
    };

/** What a known test card does when a payment is confirmed with it. */
export type TestCardKind =
  | "succeeded"
  | "authenticate"
  | "declined"
  | "insufficientFunds"
  | "expiredCard"
  | "incorrectCvc";

/**
 * Stripe's test numbers that the test mode knows (https://docs.stripe.com/testing).
 * Any other number that passes the checks is declined, as Stripe does with a
 * real card number in test mode.
 */
const TEST_CARDS: Readonly<Record<string, TestCardKind>> = {
  "4242424242424242": "succeeded",
  "4000002760003184": "authenticate",
  "4000000000000002": "declined",
  "4000000000009995": "insufficientFunds",
  "4000000000000069": "expiredCard",
  "4000000000000127": "incorrectCvc",
};
const KIND_OUTCOMES: Readonly<Record<TestCardKind, CardOutcomeSpec>> = {
  succeeded: { status: "succeeded" },
  authenticate: { status: "requires_action" },
  declined: { code: "card_declined", declineCode: "generic_decline" },
  insufficientFunds: { code: "card_declined", declineCode: "insufficient_funds" },
  expiredCard: { code: "expired_card" },
  incorrectCvc: { code: "incorrect_cvc" },
};
type CardOutcomeSpec =
  | { status: "succeeded" | "requires_action" }
  | { code: CardErrorCode; declineCode?: "generic_decline" | "insufficient_funds" };

/** Digits only: people type spaces and dashes between the groups. */
export function normalizeCardNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "");
  return /^\d*$/.test(compact) ? compact : null;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month 1–12 and a 2- or 4-digit year, or null. */
export function parseExpiry(
  month: number | string,
  year: number | string,
): { month: number; year: number } | null {
  const m =
    typeof month === "number" ? month : /^\s*\d{1,2}\s*$/.test(month) ? Number(month) : Number.NaN;
  const yText = String(year).trim();
  if (!/^\d{2}$|^\d{4}$/.test(yText)) return null;
  if (!Number.isInteger(m) || m < 1 || m > 12) return null;
  const y = yText.length === 2 ? 2000 + Number(yText) : Number(yText);
  return { month: m, year: y };
}

/**
 * A card works through the last day of its expiry month; the spec compares
 * with the current month and year. UTC, so the answer does not depend on the
 * server's time zone.
 */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^5[1-5]|^2[2-7]/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "unknown";
}

export type CardFailure = Extract<CardOutcome, { ok: false }>;

function failure(
  code: CardErrorCode,
  declineCode?: "generic_decline" | "insufficient_funds",
): CardFailure {
  return declineCode
    ? { ok: false, code, declineCode, messageId: CARD_ERROR_MESSAGES[code] }
    : { ok: false, code, messageId: CARD_ERROR_MESSAGES[code] };
}

/** A card that passed the checks a card form makes, and the test card it is. */
export type CheckedCard = { kind: TestCardKind; brand: string; last4: string };

/**
 * The checks a card form makes before anything reaches a bank (Stripe's Payment Element
 * makes them in the browser): the first problem, or the test card it is.
 */
export function checkTestCard(card: CardDetails, now: Date): CheckedCard | CardFailure {
  if (card.number.trim() === "") return failure("missing");
  const digits = normalizeCardNumber(card.number);
  if (digits === null || digits.length > 19) return failure("incorrect_number");
  // Fewer digits than the brand has (15 for Amex, 16 for the others) is still being typed.
  if (digits.length < (brandOf(digits) === "amex" ? 15 : 16)) return failure("incomplete_number");
  if (!passesLuhn(digits)) return failure("incorrect_number");

  const expiry = parseExpiry(card.expMonth, card.expYear);
  if (!expiry) return failure("invalid_expiry");
  if (isExpired(expiry, now)) return failure("expired_card");

  const cvcLength = brandOf(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return failure("incorrect_cvc");
  return {
    kind: TEST_CARDS[digits] ?? "declined",
    brand: brandOf(digits),
    last4: digits.slice(-4),
  };
}

/** What confirming a payment with a checked test card gives (Stripe's outcome for it). */
export function outcomeOfTestCard(card: CheckedCard): CardOutcome {
  const known = KIND_OUTCOMES[card.kind];
  if ("status" in known) {
    return { ok: true, status: known.status, last4: card.last4, brand: card.brand };
  }
  return failure(known.code, known.declineCode);
}

/**
 * What test mode does with a card: the first problem a card form would show,
 * else the outcome Stripe gives for that test number.
 */
export function testCardOutcome(card: CardDetails, now: Date): CardOutcome {
  const checked = checkTestCard(card, now);
  return "kind" in checked ? outcomeOfTestCard(checked) : checked;
}
