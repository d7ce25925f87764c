import type Stripe from "stripe";
import type { BankAccountInput, ConnectedAccount, PayoutAccountType } from "../connect-types";
import type { SavedCard, SetupIntent, SetupIntentStatus } from "../customer-types";
import type { Refund, Transfer } from "../transfer-types";
import type { PaymentError, PaymentIntent, PaymentIntentStatus, PaymentMethodType } from "../types";
import { cardMessageOf } from "./errors";

/**
 * Stripe's objects as the seam's camel-cased types (decision 080). Pure: the adapter reads
 * the objects with the SDK and hands them here.
 */

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const METHODS: ReadonlySet<string> = new Set(["card", "ideal", "bancontact"]);

function methodTypeOf(intent: Stripe.PaymentIntent): PaymentMethodType | null {
  const method = intent.payment_method;
  const fromMethod = typeof method === "object" && method ? method.type : null;
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const type =
    fromMethod ??
    intent.last_payment_error?.payment_method?.type ??
    charge?.payment_method_details?.type ??
    (intent.payment_method_types.length === 1 ? intent.payment_method_types[0] : null);
  return type && METHODS.has(type) ? (type as PaymentMethodType) : null;
}

/** The spec's message for the last failure: a card's own, or the bank method's (decision 066). */
function paymentErrorOf(intent: Stripe.PaymentIntent, type: PaymentMethodType | null) {
  const error = intent.last_payment_error;
  if (!error) return null;
  const code = error.code ?? "payment_failed";
  const declineCode = error.decline_code ?? undefined;
  const messageId =
    type === "bancontact"
      ? "CheckoutPage.bancontactPaymentFailed"
      : type === "ideal"
        ? "CheckoutPage.idealPaymentFailed"
        : (cardMessageOf(code, declineCode ?? null) ?? "CheckoutPage.paymentFailed");
  const result: PaymentError = { code, messageId };
  if (declineCode) result.declineCode = declineCode;
  return result;
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const type = methodTypeOf(intent);
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  return {
    id: intent.id,
    amount: intent.amount,
    amountRefunded: charge?.amount_refunded ?? 0,
    currency: intent.currency.toUpperCase(),
    status: intent.status as PaymentIntentStatus,
    clientSecret: intent.client_secret ?? "",
    paymentMethodType: type,
    lastPaymentError: paymentErrorOf(intent, type),
    nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
    transferGroup: intent.transfer_group ?? null,
    metadata: { ...intent.metadata },
  };
}

export function toRefund(refund: Stripe.Refund): Refund {
  const status = refund.status;
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? "",
    amount: refund.amount,
    // requires_action (a bank asks the buyer for details) is still on its way.
    status:
      status === "succeeded" || status === "failed" || status === "canceled" ? status : "pending",
    failureReason: refund.failure_reason ?? null,
  };
}

/**
 * A transfer has no status at Stripe: made is paid (the money is on the connected account,
 * available when the source charge is), fully reversed is reversed.
 */
export function toTransfer(transfer: Stripe.Transfer, sourcePaymentIntent?: string): Transfer {
  const source = transfer.source_transaction;
  const fromCharge =
    typeof source === "object" && source && "payment_intent" in source
      ? idOf(source.payment_intent as string | null)
      : null;
  return {
    id: transfer.id,
    amount: transfer.amount,
    amountReversed: transfer.amount_reversed,
    currency: transfer.currency.toUpperCase(),
    destination: idOf(transfer.destination) ?? "",
    sourcePaymentIntent: sourcePaymentIntent ?? fromCharge,
    transferGroup: transfer.transfer_group ?? null,
    status: transfer.reversed ? "reversed" : "paid",
    failureCode: null,
    metadata: { ...transfer.metadata },
  };
}

export function toConnectedAccount(account: Stripe.Account): ConnectedAccount {
  const requirements = account.requirements;
  const bank = account.external_accounts?.data.find((a) => a.object === "bank_account");
  return {
    id: account.id,
    country: account.country ?? "",
    defaultCurrency: (account.default_currency ?? "").toUpperCase(),
    accountType: (account.business_type === "company"
      ? "company"
      : "individual") as PayoutAccountType,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirements: {
      currentlyDue: requirements?.currently_due ?? [],
      pastDue: requirements?.past_due ?? [],
      eventuallyDue: requirements?.eventually_due ?? [],
      disabledReason: requirements?.disabled_reason ?? null,
    },
    bankLast4: bank?.last4 ?? null,
    businessProfileUrl: account.business_profile?.url ?? null,
    metadata: { ...account.metadata },
  };
}

export function toSetupIntent(intent: Stripe.SetupIntent): SetupIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: intent.status as SetupIntentStatus,
    paymentMethod: idOf(intent.payment_method),
    nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
  };
}

export function toSavedCard(method: Stripe.PaymentMethod): SavedCard | null {
  if (!method.card) return null;
  return {
    id: method.id,
    brand: method.card.brand,
    last4Digits: method.card.last4,
    expirationMonth: method.card.exp_month,
    expirationYear: method.card.exp_year,
  };
}

/**
 * The bank form's fields (spec §3) as Stripe's bank_account token parameters: one
 * account_number, and the routing number some countries build from two fields.
 */
export function bankAccountParams(input: BankAccountInput): Stripe.TokenCreateParams.BankAccount {
  const f = input.fields;
  const joined = (a?: string, b?: string, sep = "-") => (a && b ? `${a}${sep}${b}` : (a ?? b));
  const routing =
    f.routingNumber ??
    f.bsb ??
    f.sortCode ??
    (f.transitNumber || f.institutionNumber
      ? joined(f.transitNumber, f.institutionNumber)
      : f.clearingCode || f.branchCode || f.bankCode
        ? input.country === "JP"
          ? joined(f.bankCode, f.branchCode, "")
          : joined(f.clearingCode ?? f.bankCode, f.branchCode)
        : undefined);
  const params: Stripe.TokenCreateParams.BankAccount = {
    country: input.country,
    currency: input.currency.toLowerCase(),
    account_holder_name: input.accountHolderName,
    account_holder_type: input.accountHolderType,
    account_number: f.iban ?? f.clabe ?? f.accountNumber ?? "",
  };
  if (routing) params.routing_number = routing;
  return params;
}
