/**
 * Connected accounts (Stripe Connect, "custom"-style: no Stripe dashboard, the platform
 * onboards and tracks requirements — architecture: Payments). The fields of Stripe's Account
 * that Buurtoogst reads, camel-cased. Test mode and the Stripe adapter both implement
 * ConnectProcessor.
 */
export type PayoutAccountType = "individual" | "company";

export type AccountRequirements = {
  currentlyDue: string[];
  pastDue: string[];
  eventuallyDue: string[];
  /** Stripe's requirements.disabled_reason, e.g. "requirements.past_due", "rejected.other". */
  disabledReason: string | null;
};

export type ConnectedAccount = {
  id: string;
  country: string;
  defaultCurrency: string;
  accountType: PayoutAccountType;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: AccountRequirements;
  /** The external bank account's last four digits, for "NL•• •••• 4300". */
  bankLast4: string | null;
  businessProfileUrl: string | null;
  metadata: Record<string, string>;
};

/** Bank details as the payout form collects them (spec §3 bank fields by country). */
export type BankAccountInput = {
  country: string;
  currency: string;
  accountHolderName: string;
  accountHolderType: PayoutAccountType;
  /** Only the fields of the country's set, already whitespace-stripped (spec §5). */
  fields: Partial<Record<BankField, string>>;
};

export type BankField =
  | "iban"
  | "accountNumber"
  | "routingNumber"
  | "bsb"
  | "transitNumber"
  | "institutionNumber"
  | "sortCode"
  | "bankCode"
  | "branchCode"
  | "clearingCode"
  | "bankName"
  | "branchName"
  | "clabe"
  | "accountOwnerName";

export type CreateAccountInput = {
  country: string;
  accountType: PayoutAccountType;
  companyName?: string;
  email: string;
  /** btok_…: from the browser library, or made by createBankAccountToken. */
  bankAccountToken: string;
  /** ct_…/acct token: carries tos_shown_and_accepted (spec §7). */
  accountToken: string;
  businessProfileUrl: string;
  businessProfileMcc: string;
  capabilities: string[];
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export interface ConnectProcessor {
  /** Stripe's bank_account token; the Stripe adapter may only be called with a country's set. */
  createBankAccountToken(input: BankAccountInput): Promise<{ id: string; last4: string }>;
  /** Stripe's account token with tos_shown_and_accepted = true. */
  createAccountToken(input: {
    accountType: PayoutAccountType;
    companyName?: string;
  }): Promise<{ id: string }>;
  createAccount(input: CreateAccountInput): Promise<ConnectedAccount>;
  updateAccount(
    id: string,
    input: { bankAccountToken?: string; accountToken?: string; businessProfileUrl?: string },
  ): Promise<ConnectedAccount>;
  retrieveAccount(id: string): Promise<ConnectedAccount | null>;
  /** Stripe's account link, collect = currently_due (spec §7, §9). */
  createAccountLink(input: {
    account: string;
    refreshUrl: string;
    returnUrl: string;
    type: "account_onboarding" | "account_update";
  }): Promise<{ url: string; expiresAt: Date }>;
}
