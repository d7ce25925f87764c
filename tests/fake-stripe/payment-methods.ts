import type { FakeState, StoredObject } from "./state";
import { StripeFailure } from "./state";

/**
 * Stripe's test payment methods (https://docs.stripe.com/testing#cards): what each does
 * when an intent is confirmed with it.
 */
type Outcome =
  | { kind: "succeed" }
  | { kind: "3ds" }
  | { kind: "decline"; code: string; decline_code?: string; message: string };

const DECLINED = "Your card was declined.";
export const TEST_METHODS: Record<string, { brand: string; last4: string; outcome: Outcome }> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: { kind: "succeed" } },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: { kind: "succeed" } },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", outcome: { kind: "3ds" } },
  pm_card_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    outcome: {
      kind: "decline",
      code: "card_declined",
      decline_code: "generic_decline",
      message: DECLINED,
    },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    outcome: {
      kind: "decline",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: "visa",
    last4: "0069",
    outcome: { kind: "decline", code: "expired_card", message: "Your card has expired." },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: "visa",
    last4: "0127",
    outcome: {
      kind: "decline",
      code: "incorrect_cvc",
      message: "Your card's security code is incorrect.",
    },
  },
};

/** A card payment method object; Stripe's test ids are answered as themselves. */
export function cardMethod(
  state: FakeState,
  id: string,
  customer: string | null = null,
): StoredObject {
  const stored = state.objects.get(id);
  if (stored?.object === "payment_method") return stored;
  const test = TEST_METHODS[id];
  if (!test) {
    throw new StripeFailure(400, {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such PaymentMethod: '${id}'`,
      param: "payment_method",
    });
  }
  return {
    id,
    object: "payment_method",
    type: "card",
    created: state.created(),
    customer,
    livemode: false,
    metadata: {},
    billing_details: { name: null, email: null },
    card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: 2034, country: "NL" },
  };
}

/** The test outcome of a method: its template's, or its source template's after attaching. */
export function outcomeOf(method: StoredObject): Outcome {
  const source = (method.fake_source as string | undefined) ?? method.id;
  return TEST_METHODS[source]?.outcome ?? { kind: "succeed" };
}
