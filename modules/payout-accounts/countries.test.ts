import { describe, expect, it } from "vitest";
import {
  BANK_FIELD_COLUMNS_FROM,
  PAYOUT_COUNTRIES,
  payoutCountry,
  requiredBankFields,
  toStripeBankAccount,
} from "./countries";

const SPEC_COUNTRIES =
  "AT AU BE BG CA CH CY CZ DE DK EE ES FI FR GB GR HK IE IT JP LT LU LV MT MX NL NO NZ PL PT RO SE SG SI SK US".split(
    " ",
  );
const EURO = "AT BE CY DE EE ES FI FR GR IE IT LT LU LV MT NL PT SI SK".split(" ");
const IBAN_NOT_EURO: Record<string, string> = {
  BG: "BGN",
  CH: "CHF",
  CZ: "CZK",
  DK: "DKK",
  NO: "NOK",
  PL: "PLN",
  RO: "RON",
  SE: "SEK",
};

describe("payout countries (spec §9)", () => {
  it("are exactly the spec's countries, each once", () => {
    expect(PAYOUT_COUNTRIES.map((c) => c.code).sort()).toEqual([...SPEC_COUNTRIES].sort());
    expect(new Set(PAYOUT_COUNTRIES.map((c) => c.code)).size).toBe(PAYOUT_COUNTRIES.length);
  });

  it.each(EURO)("%s pays out in euro to an IBAN", (code) => {
    expect(payoutCountry(code)).toEqual({ code, currency: "EUR", fields: ["iban"] });
  });

  it.each(Object.entries(IBAN_NOT_EURO))("%s pays out in %s to an IBAN", (code, currency) => {
    expect(payoutCountry(code)).toEqual({ code, currency, fields: ["iban"] });
  });

  it.each([
    ["AU", "AUD", ["bsb", "accountNumber"]],
    ["CA", "CAD", ["transitNumber", "institutionNumber", "accountNumber"]],
    ["GB", "GBP", ["sortCode", "accountNumber"]],
    ["HK", "HKD", ["clearingCode", "branchCode", "accountNumber"]],
    [
      "JP",
      "JPY",
      ["bankName", "branchName", "bankCode", "branchCode", "accountNumber", "accountOwnerName"],
    ],
    ["MX", "MXN", ["clabe"]],
    ["NZ", "NZD", ["accountNumber"]],
    ["SG", "SGD", ["bankCode", "branchCode", "accountNumber"]],
    ["US", "USD", ["routingNumber", "accountNumber"]],
  ])("%s pays out in %s to its own bank fields", (code, currency, fields) => {
    expect(payoutCountry(code)).toEqual({ code, currency, fields });
  });

  it("puts only Japan's six fields in columns", () => {
    const columned = PAYOUT_COUNTRIES.filter((c) => c.fields.length >= BANK_FIELD_COLUMNS_FROM);
    expect(columned.map((c) => c.code)).toEqual(["JP"]);
  });

  it("says so for a country it does not know", () => {
    expect(payoutCountry("XX")).toBeNull();
    expect(() => requiredBankFields("XX")).toThrow("Country code not found in Stripe config");
    expect(() => toStripeBankAccount("XX", {})).toThrow("Not supported country");
  });

  it("names every country's fields as Stripe's bank_account token takes them", () => {
    expect(toStripeBankAccount("NL", { iban: "NL91ABNA0417164300" })).toEqual({
      account_number: "NL91ABNA0417164300",
    });
    expect(
      toStripeBankAccount("US", { routingNumber: "110000000", accountNumber: "000123456789" }),
    ).toEqual({ routing_number: "110000000", account_number: "000123456789" });
    expect(
      toStripeBankAccount("CA", {
        transitNumber: "11000",
        institutionNumber: "000",
        accountNumber: "000123456789",
      }),
    ).toEqual({ routing_number: "11000000", account_number: "000123456789" });
    expect(
      toStripeBankAccount("JP", {
        bankName: "Test",
        branchName: "Tokyo",
        bankCode: "1100",
        branchCode: "000",
        accountNumber: "0001234",
        accountOwnerName: "Tanaka",
      }),
    ).toEqual({
      bank_name: "Test",
      branch_name: "Tokyo",
      routing_number: "1100000",
      account_number: "0001234",
      account_holder_name: "Tanaka",
    });
    for (const country of PAYOUT_COUNTRIES) {
      const fields = Object.fromEntries(country.fields.map((f) => [f, "1"]));
      expect(toStripeBankAccount(country.code, fields).account_number, country.code).toBeTruthy();
    }
  });
});
