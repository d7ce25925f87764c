import { data } from "react-router";
import type { Route } from "./+types/payment-methods";
import { testPaymentsOf } from "./test-mode.server";

/**
 * Test mode's tokenisation endpoint, shaped like Stripe's POST /v1/payment_methods
 * (form-encoded `card[number]`, `card[exp_month]`, `card[exp_year]`, `card[cvc]`): the
 * checkout form's script sends the test card here and posts only the id it gets back
 * (decision 071). The card stops at the test processor; a card error comes back as Stripe's
 * `card_error` with the catalogue id of the spec's message.
 */
export async function action({ context, request }: Route.ActionArgs) {
  // Only a signed-in buyer makes payment methods (the checkout, saved cards: decision 081).
  if (!context.user) return data({ error: { type: "invalid_request_error" } }, { status: 401 });
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(`card[${name}]`);
    return typeof value === "string" ? value.slice(0, 40) : "";
  };
  const made = await testPaymentsOf(context).createPaymentMethod({
    number: field("number"),
    expMonth: field("exp_month"),
    expYear: field("exp_year"),
    cvc: field("cvc"),
  });
  if (!made.ok) {
    return data(
      {
        error: {
          type: "card_error",
          code: made.code,
          ...(made.declineCode ? { decline_code: made.declineCode } : {}),
          message_id: made.messageId,
        },
      },
      { status: 402 },
    );
  }
  const pm = made.paymentMethod;
  return {
    id: pm.id,
    object: "payment_method",
    type: "card",
    card: { brand: pm.brand, last4: pm.last4, exp_month: pm.expMonth, exp_year: pm.expYear },
    livemode: false,
  };
}
