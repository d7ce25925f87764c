import { describe, expect, it } from "vitest";
import {
  bankLast4,
  ibanChecksumValid,
  TEST_IBAN_VERIFICATION_FAILED,
  TEST_IBAN_VERIFICATION_NEEDED,
  TEST_IBAN_VERIFIED,
  testAccountState,
  testBankOutcome,
} from "./test-bank-accounts";

const bank = (country: string, fields: Record<string, string>) => ({
  country,
  currency: "EUR",
  accountHolderName: "Els",
  accountHolderType: "individual" as const,
  fields,
});

describe("test mode's bank accounts (decision 078)", () => {
  it("checks an IBAN's checksum", () => {
    for (const iban of [
      TEST_IBAN_VERIFIED,
      TEST_IBAN_VERIFICATION_NEEDED,
      TEST_IBAN_VERIFICATION_FAILED,
      "DE89370400440532013000",
      "BE68539007547034",
    ]) {
      expect(ibanChecksumValid(iban), iban).toBe(true);
    }
    expect(ibanChecksumValid("NL92ABNA0417164300")).toBe(false);
    expect(ibanChecksumValid("NL91")).toBe(false);
  });

  it("verifies any valid IBAN but the two documented test values", () => {
    expect(testBankOutcome(bank("NL", { iban: TEST_IBAN_VERIFIED }))).toBe("verified");
    expect(testBankOutcome(bank("DE", { iban: "DE89370400440532013000" }))).toBe("verified");
    expect(testBankOutcome(bank("NL", { iban: TEST_IBAN_VERIFICATION_NEEDED }))).toBe(
      "verificationNeeded",
    );
    expect(testBankOutcome(bank("NL", { iban: TEST_IBAN_VERIFICATION_FAILED }))).toBe(
      "verificationFailed",
    );
    // Stripe refuses a wrong checksum, and an IBAN of another country than the account's.
    expect(testBankOutcome(bank("NL", { iban: "NL92ABNA0417164300" }))).toBeNull();
    expect(testBankOutcome(bank("BE", { iban: TEST_IBAN_VERIFIED }))).toBeNull();
    expect(
      testBankOutcome(bank("US", { routingNumber: "110000000", accountNumber: "000123456789" })),
    ).toBe("verified");
    expect(bankLast4(bank("NL", { iban: TEST_IBAN_VERIFIED }))).toBe("4300");
  });

  it("gives each outcome Stripe's account state", () => {
    expect(testAccountState("verified", "individual")).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: { currentlyDue: [], disabledReason: null },
    });
    expect(testAccountState("verificationNeeded", "company")).toMatchObject({
      chargesEnabled: false,
      requirements: {
        currentlyDue: ["company.verification.document"],
        disabledReason: "requirements.past_due",
      },
    });
    expect(testAccountState("verificationFailed", "individual")).toMatchObject({
      chargesEnabled: false,
      requirements: { currentlyDue: [], disabledReason: "rejected.other" },
    });
  });
});
