import type { BankField } from "#modules/payments";

/**
 * The payout countries (spec §9) with each one's currency and bank fields, as Stripe's
 * bank_account tokens take them. IBAN for the European ones; the spec's list has 36 codes
 * although its count says "about 37".
 */
export type PayoutCountry = {
  code: string;
  currency: string;
  fields: readonly BankField[];
};

const iban = ["iban"] as const;

export const PAYOUT_COUNTRIES: readonly PayoutCountry[] = [
  { code: "AT", currency: "EUR", fields: iban },
  { code: "AU", currency: "AUD", fields: ["bsb", "accountNumber"] },
  { code: "BE", currency: "EUR", fields: iban },
  { code: "BG", currency: "BGN", fields: iban },
  { code: "CA", currency: "CAD", fields: ["transitNumber", "institutionNumber", "accountNumber"] },
  { code: "CH", currency: "CHF", fields: iban },
  { code: "CY", currency: "EUR", fields: iban },
  { code: "CZ", currency: "CZK", fields: iban },
  { code: "DE", currency: "EUR", fields: iban },
  { code: "DK", currency: "DKK", fields: iban },
  { code: "EE", currency: "EUR", fields: iban },
  { code: "ES", currency: "EUR", fields: iban },
  { code: "FI", currency: "EUR", fields: iban },
  { code: "FR", currency: "EUR", fields: iban },
  { code: "GB", currency: "GBP", fields: ["sortCode", "accountNumber"] },
  { code: "GR", currency: "EUR", fields: iban },
  { code: "HK", currency: "HKD", fields: ["clearingCode", "branchCode", "accountNumber"] },
  { code: "IE", currency: "EUR", fields: iban },
  { code: "IT", currency: "EUR", fields: iban },
  {
    code: "JP",
    currency: "JPY",
    fields: [
      "bankName",
      "branchName",
      "bankCode",
      "branchCode",
      "accountNumber",
      "accountOwnerName",
    ],
  },
  { code: "LT", currency: "EUR", fields: iban },
  { code: "LU", currency: "EUR", fields: iban },
  { code: "LV", currency: "EUR", fields: iban },
  { code: "MT", currency: "EUR", fields: iban },
  { code: "MX", currency: "MXN", fields: ["clabe"] },
  { code: "NL", currency: "EUR", fields: iban },
  { code: "NO", currency: "NOK", fields: iban },
  { code: "NZ", currency: "NZD", fields: ["accountNumber"] },
  { code: "PL", currency: "PLN", fields: iban },
  { code: "PT", currency: "EUR", fields: iban },
  { code: "RO", currency: "RON", fields: iban },
  { code: "SE", currency: "SEK", fields: iban },
  { code: "SG", currency: "SGD", fields: ["bankCode", "branchCode", "accountNumber"] },
  { code: "SI", currency: "EUR", fields: iban },
  { code: "SK", currency: "EUR", fields: iban },
  { code: "US", currency: "USD", fields: ["routingNumber", "accountNumber"] },
];

/** The form's default: most growers are Dutch. */
export const DEFAULT_PAYOUT_COUNTRY = "NL";

/** Bank fields are shown in columns from this many on (spec §9). */
export const BANK_FIELD_COLUMNS_FROM = 6;

const byCode = new Map(PAYOUT_COUNTRIES.map((c) => [c.code, c]));

export function payoutCountry(code: string): PayoutCountry | null {
  return byCode.get(code) ?? null;
}

/** The country's bank fields; an unknown code is the spec's error. */
export function requiredBankFields(code: string): readonly BankField[] {
  const country = byCode.get(code);
  if (!country) throw new Error("Country code not found in Stripe config");
  return country.fields;
}

/** Stripe's bank_account parameter names for a country's fields (its browser library's keys). */
export function toStripeBankAccount(
  code: string,
  fields: Partial<Record<BankField, string>>,
): Record<string, string> {
  const f = (name: BankField) => fields[name] ?? "";
  switch (code) {
    case "AU":
      return { routing_number: f("bsb"), account_number: f("accountNumber") };
    case "CA":
      return {
        routing_number: `${f("transitNumber")}${f("institutionNumber")}`,
        account_number: f("accountNumber"),
      };
    case "GB":
      return { routing_number: f("sortCode"), account_number: f("accountNumber") };
    case "HK":
      return {
        routing_number: `${f("clearingCode")}-${f("branchCode")}`,
        account_number: f("accountNumber"),
      };
    case "JP":
      return {
        bank_name: f("bankName"),
        branch_name: f("branchName"),
        routing_number: `${f("bankCode")}${f("branchCode")}`,
        account_number: f("accountNumber"),
        account_holder_name: f("accountOwnerName"),
      };
    case "MX":
      return { account_number: f("clabe") };
    case "NZ":
      return { account_number: f("accountNumber") };
    case "SG":
      return {
        routing_number: `${f("bankCode")}-${f("branchCode")}`,
        account_number: f("accountNumber"),
      };
    case "US":
      return { routing_number: f("routingNumber"), account_number: f("accountNumber") };
    default:
      if (byCode.get(code)?.fields[0] === "iban") return { account_number: f("iban") };
      throw new Error("Not supported country");
  }
}
