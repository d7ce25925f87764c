import type { AccountRequirements, BankAccountInput } from "./connect-types";

/**
 * Test mode's bank accounts and their verification outcomes (decision 078). As Stripe's test
 * mode does with its test numbers, the bank details decide what happens to the connected
 * account made with them:
 * - any IBAN with a valid checksum, such as Stripe's NL91ABNA0417164300, and any other
 *   country's account number: verified (charges and payouts enabled);
 * - NL31ABNA0000000002: verification needed (an identity document is currently due; the
 *   onboarding page completes it);
 * - NL04ABNA0000000003: verification failed (disabled_reason rejected.other).
 * An IBAN with a wrong checksum is refused, as Stripe refuses it.
 */
export type TestBankOutcome = "verified" | "verificationNeeded" | "verificationFailed";

export const TEST_IBAN_VERIFIED = "NL91ABNA0417164300";
export const TEST_IBAN_VERIFICATION_NEEDED = "NL31ABNA0000000002";
export const TEST_IBAN_VERIFICATION_FAILED = "NL04ABNA0000000003";

/** ISO 13616 mod-97 check of an IBAN without spaces. */
export function ibanChecksumValid(iban: string): boolean {
  const value = iban.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The outcome of test bank details, or null when Stripe would refuse them. */
export function testBankOutcome(input: BankAccountInput): TestBankOutcome | null {
  const iban = input.fields.iban?.toUpperCase();
  if (iban !== undefined) {
    if (!ibanChecksumValid(iban)) return null;
    // An IBAN of another country than the account's is refused too.
    if (iban.slice(0, 2) !== input.country) return null;
    if (iban === TEST_IBAN_VERIFICATION_NEEDED) return "verificationNeeded";
    if (iban === TEST_IBAN_VERIFICATION_FAILED) return "verificationFailed";
    return "verified";
  }
  const filled = Object.values(input.fields).some((value) => value && value.length > 0);
  return filled ? "verified" : null;
}

/** The last four characters of the account number, for "•••• 4300". */
export function bankLast4(input: BankAccountInput): string {
  const f = input.fields;
  const number = f.iban ?? f.accountNumber ?? f.clabe ?? "";
  return number.slice(-4);
}

const NONE: AccountRequirements = {
  currentlyDue: [],
  pastDue: [],
  eventuallyDue: [],
  disabledReason: null,
};

/** What Stripe would report for a new account made with bank details of this outcome. */
export function testAccountState(
  outcome: TestBankOutcome,
  accountType: "individual" | "company",
): { chargesEnabled: boolean; payoutsEnabled: boolean; requirements: AccountRequirements } {
  switch (outcome) {
    case "verified":
      return { chargesEnabled: true, payoutsEnabled: true, requirements: NONE };
    case "verificationNeeded": {
      const due = [`${accountType === "company" ? "company" : "individual"}.verification.document`];
      return {
        chargesEnabled: false,
        payoutsEnabled: false,
        requirements: {
          currentlyDue: due,
          pastDue: due,
          eventuallyDue: due,
          disabledReason: "requirements.past_due",
        },
      };
    }
    case "verificationFailed":
      return {
        chargesEnabled: false,
        payoutsEnabled: false,
        requirements: { ...NONE, disabledReason: "rejected.other" },
      };
  }
}
