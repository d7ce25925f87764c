import { z } from "zod";
import type { BankField } from "#modules/payments";

/** Every bank field the payout form can send (spec §3), each bounded. */
export const BANK_FIELDS = [
  "iban",
  "accountNumber",
  "routingNumber",
  "bsb",
  "transitNumber",
  "institutionNumber",
  "sortCode",
  "bankCode",
  "branchCode",
  "clearingCode",
  "bankName",
  "branchName",
  "clabe",
  "accountOwnerName",
] as const satisfies readonly BankField[];

const optional = (max: number) =>
  z
    .string()
    .max(max, { message: "StripeConnectAccountForm.tooLong" })
    .optional()
    .transform((v) => v ?? "");

/** The payout form (spec §5), for the page and the API alike. */
export const payoutFormSchema = z.object({
  country: z
    .string({ message: "StripeConnectAccountForm.countryRequired" })
    .regex(/^[A-Z]{2}$/, { message: "StripeConnectAccountForm.countryRequired" }),
  accountType: z.enum(["individual", "company"], {
    message: "StripeConnectAccountForm.accountTypeRequired",
  }),
  companyName: optional(200),
  accountHolderName: optional(200),
  businessProfileUrl: optional(500),
  /** The browser's bank token (btok_…), when it made one for exactly these bank details. */
  bankAccountToken: z
    .string()
    .regex(/^(btok_\w{1,100})?$/, { message: "Errors.invalidParams" })
    .optional()
    .transform((v) => v || undefined),
  ...Object.fromEntries(BANK_FIELDS.map((f) => [f, optional(100)])),
});

export type PayoutFormInput = {
  country: string;
  accountType: "individual" | "company";
  companyName: string;
  accountHolderName: string;
  businessProfileUrl: string;
  bankAccountToken?: string;
  fields: Partial<Record<BankField, string>>;
};

/** The parsed form as the service takes it. */
export function toPayoutInput(parsed: z.infer<typeof payoutFormSchema>): PayoutFormInput {
  const values = parsed as unknown as Record<string, string>;
  return {
    country: parsed.country,
    accountType: parsed.accountType,
    companyName: parsed.companyName,
    accountHolderName: parsed.accountHolderName,
    businessProfileUrl: parsed.businessProfileUrl,
    bankAccountToken: parsed.bankAccountToken,
    fields: Object.fromEntries(BANK_FIELDS.map((f) => [f, values[f] ?? ""])),
  };
}
