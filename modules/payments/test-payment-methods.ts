import {
  type CardDetails,
  type CardFailure,
  type CheckedCard,
  checkTestCard,
  type TestCardKind,
} from "./test-card";

/**
 * Test mode's payment methods (decision 071). The browser turns a test card into a
 * `pm_test_…` id, as Stripe's Payment Element turns a card into a `pm_…`; checkout only
 * ever passes the id on. The id itself says which test card it was (its kind, brand and
 * last four digits), so confirming with it gives that card's outcome without a table, and
 * it carries nothing a card number could be rebuilt from.
 */

const KINDS: readonly TestCardKind[] = [
  "succeeded",
  "authenticate",
  "declined",
  "insufficientFunds",
  "expiredCard",
  "incorrectCvc",
];

// Kind, brand and last four, then (since decision 081) the expiry as MMYYYY, then a nonce.
const TEST_ID = /^pm_test_([A-Za-z]+)_([a-z]+)(\d{4})_(?:(\d{2})(\d{4})_)?([A-Za-z0-9]{8,40})$/;

/**
 * Stripe's own test payment methods (https://docs.stripe.com/testing#cards), so the same
 * calls work against Stripe's test mode: the processor contract test uses them.
 */
export const STRIPE_TEST_PAYMENT_METHODS: Readonly<Record<string, CheckedCard>> = {
  pm_card_visa: { kind: "succeeded", brand: "visa", last4: "4242" },
  pm_card_authenticationRequired: { kind: "authenticate", brand: "visa", last4: "3184" },
  pm_card_chargeDeclined: { kind: "declined", brand: "visa", last4: "0002" },
  pm_card_chargeDeclinedInsufficientFunds: {
    kind: "insufficientFunds",
    brand: "visa",
    last4: "9995",
  },
  pm_card_chargeDeclinedExpiredCard: { kind: "expiredCard", brand: "visa", last4: "0069" },
  pm_card_chargeDeclinedIncorrectCvc: { kind: "incorrectCvc", brand: "visa", last4: "0127" },
};

/** A payment method id's shape, as the checkout form and the API accept it. */
export const PAYMENT_METHOD_ID = /^pm_\w{1,100}$/;

/** The test card a test-mode payment method id stands for, or null. */
export function testCardOfPaymentMethod(id: string): CheckedCard | null {
  const stripe = STRIPE_TEST_PAYMENT_METHODS[id];
  if (stripe) return stripe;
  const match = TEST_ID.exec(id);
  if (!match) return null;
  const kind = match[1] as TestCardKind;
  if (!KINDS.includes(kind)) return null;
  return { kind, brand: match[2]!, last4: match[3]! };
}

export type TestPaymentMethod = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/**
 * The expiry a test-mode payment method id records (decision 081), or null for an id made
 * before ids carried it and for Stripe's own test ids. A saved card's expiry is compared with
 * the current month and year (spec §4).
 */
export function expiryOfPaymentMethod(id: string): { month: number; year: number } | null {
  const match = TEST_ID.exec(id);
  if (!match?.[4] || !match[5]) return null;
  const month = Number(match[4]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[5]) } : null;
}

/**
 * Tokenisation: the card form's checks (the first problem, as Stripe's Element shows it),
 * then a payment method id for the card. `nonce` makes each id its own, as Stripe's are.
 */
export function tokenizeTestCard(
  card: CardDetails,
  now: Date,
  nonce: string,
): { ok: true; paymentMethod: TestPaymentMethod } | CardFailure {
  const checked = checkTestCard(card, now);
  if (!("kind" in checked)) return checked;
  const expYear = String(card.expYear).trim();
  const expMonth = Number(card.expMonth);
  const year = expYear.length === 2 ? 2000 + Number(expYear) : Number(expYear);
  const expiry = `${String(expMonth).padStart(2, "0")}${year}`;
  return {
    ok: true,
    paymentMethod: {
      id: `pm_test_${checked.kind}_${checked.brand}${checked.last4}_${expiry}_${nonce}`,
      brand: checked.brand,
      last4: checked.last4,
      expMonth,
      expYear: year,
    },
  };
}
