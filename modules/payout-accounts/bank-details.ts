import type { BankAccountInput, BankField, PayoutAccountType } from "#modules/payments";
import { payoutCountry, requiredBankFields } from "./countries";

/** The bank details as the payout form sends them: any field may be missing or padded. */
export type RawBankDetails = {
  country: string;
  accountHolderName: string;
  accountHolderType: PayoutAccountType;
  fields: Partial<Record<BankField, string>>;
};

export type BankDetailsResult =
  | { ok: true; input: BankAccountInput }
  | {
      ok: false;
      /** Catalogue ids, by field (`country`, `accountHolderName`, or a bank field). */
      errors: Partial<Record<BankField | "country" | "accountHolderName", string>>;
    };

/** Spec §5: whitespace stripped; a New Zealand account number also loses its dashes. */
export function cleanBankField(country: string, field: BankField, value: string): string {
  const stripped = value.replace(/\s+/g, "");
  return country === "NZ" && field === "accountNumber" ? stripped.replaceAll("-", "") : stripped;
}

/**
 * Spec §5 bank details: only supported countries; every field of the country required; the
 * account holder name required. What passes is what the bank token is made from.
 */
export function validateBankDetails(raw: RawBankDetails): BankDetailsResult {
  const country = payoutCountry(raw.country);
  // requiredBankFields would throw 'Country code not found in Stripe config': the form says so.
  if (!country)
    return { ok: false, errors: { country: "StripeConnectAccountForm.unsupportedCountry" } };
  const errors: Partial<Record<BankField | "accountHolderName", string>> = {};
  const fields: Partial<Record<BankField, string>> = {};
  for (const field of requiredBankFields(country.code)) {
    const value = cleanBankField(country.code, field, raw.fields[field] ?? "");
    if (value === "") errors[field] = `StripeBankAccountTokenInputField.${field}Required`;
    else fields[field] = field === "iban" ? value.toUpperCase() : value;
  }
  const holder = raw.accountHolderName.trim().replace(/\s+/g, " ");
  if (holder === "")
    errors.accountHolderName = "StripeConnectAccountForm.accountHolderNameRequired";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      country: country.code,
      currency: country.currency,
      accountHolderName: holder,
      accountHolderType: raw.accountHolderType,
      fields,
    },
  };
}
