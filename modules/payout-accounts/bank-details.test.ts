import { describe, expect, it } from "vitest";
import { cleanBankField, validateBankDetails } from "./bank-details";
import { PAYOUT_COUNTRIES } from "./countries";

const raw = (
  country: string,
  fields: Record<string, string>,
  accountHolderName = "Els Kweker",
) => ({
  country,
  accountHolderName,
  accountHolderType: "individual" as const,
  fields,
});

describe("bank details (spec §5)", () => {
  it("strips whitespace and takes the country's currency", () => {
    expect(validateBankDetails(raw("NL", { iban: " nl91 abna 0417 1643 00 " }))).toEqual({
      ok: true,
      input: {
        country: "NL",
        currency: "EUR",
        accountHolderName: "Els Kweker",
        accountHolderType: "individual",
        fields: { iban: "NL91ABNA0417164300" },
      },
    });
  });

  it("removes the dashes of a New Zealand account number, and only there", () => {
    expect(cleanBankField("NZ", "accountNumber", "11-0000-0000000-00")).toBe("110000000000000");
    expect(cleanBankField("US", "accountNumber", "000-123")).toBe("000-123");
    expect(cleanBankField("NZ", "bankCode", "1-1")).toBe("1-1");
    const nz = validateBankDetails(raw("NZ", { accountNumber: "11 - 0000 - 0000000 - 10" }));
    expect(nz.ok && nz.input.fields).toEqual({ accountNumber: "110000000000010" });
  });

  it.each(PAYOUT_COUNTRIES.map((c) => [c.code, c.fields] as const))(
    "%s requires every one of its fields",
    (code, fields) => {
      const empty = validateBankDetails(raw(code, {}));
      expect(empty.ok).toBe(false);
      if (!empty.ok) {
        expect(Object.keys(empty.errors).sort()).toEqual([...fields].sort());
        for (const f of fields)
          expect(empty.errors[f]).toBe(`StripeBankAccountTokenInputField.${f}Required`);
      }
      const whitespace = validateBankDetails(
        raw(code, Object.fromEntries(fields.map((f) => [f, "  "]))),
      );
      expect(whitespace.ok).toBe(false);
      const full = validateBankDetails(raw(code, Object.fromEntries(fields.map((f) => [f, "12"]))));
      expect(full.ok).toBe(true);
      // Another country's fields are left out of what is tokenised.
      const extra = validateBankDetails(
        raw(code, { ...Object.fromEntries(fields.map((f) => [f, "12"])), clabe: "9", iban: "9" }),
      );
      expect(extra.ok && Object.keys(extra.input.fields).sort()).toEqual([...fields].sort());
    },
  );

  it("refuses a country it does not support", () => {
    expect(validateBankDetails(raw("XX", { iban: "NL91ABNA0417164300" }))).toEqual({
      ok: false,
      errors: { country: "StripeConnectAccountForm.unsupportedCountry" },
    });
    expect(validateBankDetails(raw("", {})).ok).toBe(false);
  });

  it("requires the account holder's name", () => {
    const result = validateBankDetails(raw("NL", { iban: "NL91ABNA0417164300" }, "   "));
    expect(result).toEqual({
      ok: false,
      errors: { accountHolderName: "StripeConnectAccountForm.accountHolderNameRequired" },
    });
  });
});
