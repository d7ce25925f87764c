import { data } from "react-router";
import { isAppError } from "#modules/errors";
import type { BankField } from "#modules/payments";
import { payoutCountry, validateBankDetails } from "#modules/payout-accounts";
import type { Route } from "./+types/tokens";
import { testPaymentsOf } from "./test-mode.server";

/** Stripe's bank_account keys back to the country's fields (countries.ts maps them there). */
function fieldsOf(country: string, form: FormData): Partial<Record<BankField, string>> {
  const get = (name: string) => {
    const value = form.get(`bank_account[${name}]`);
    return typeof value === "string" ? value.slice(0, 100) : "";
  };
  const fields = payoutCountry(country)?.fields ?? [];
  if (fields[0] === "iban") return { iban: get("account_number") };
  // Test mode's outcome needs only the account number; the rest is kept as sent.
  return { accountNumber: get("account_number"), routingNumber: get("routing_number") };
}

/**
 * Test mode's bank token endpoint, shaped like Stripe's POST /v1/tokens with `bank_account[…]`
 * (form-encoded): the payout form's script asks for a token after each edit and posts only the
 * token with the form (decision 078). A refused account number is Stripe's invalid_request_error
 * with the catalogue id of the spec's payout message.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (!context.user) return data({ error: { type: "invalid_request_error" } }, { status: 401 });
  // Test mode only: with Stripe, the browser asks Stripe.
  testPaymentsOf(context);
  const form = await request.formData();
  const country = String(form.get("bank_account[country]") ?? "").toUpperCase();
  const holder = String(form.get("bank_account[account_holder_name]") ?? "").slice(0, 200);
  const type =
    form.get("bank_account[account_holder_type]") === "company" ? "company" : "individual";
  const checked = validateBankDetails({
    country,
    accountHolderName: holder,
    accountHolderType: type,
    fields: fieldsOf(country, form),
  });
  const refused = (messageId: string) =>
    data({ error: { type: "invalid_request_error", message_id: messageId } }, { status: 400 });
  if (!checked.ok) {
    return refused(checked.errors.country ?? "StripeBankAccountTokenInputField.genericStripeError");
  }
  try {
    const token = await context.services.payments.createBankAccountToken(checked.input);
    return {
      id: token.id,
      object: "token",
      type: "bank_account",
      bank_account: { country, currency: checked.input.currency.toLowerCase(), last4: token.last4 },
      livemode: false,
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refused("StripeBankAccountTokenInputField.genericStripeError");
  }
}
