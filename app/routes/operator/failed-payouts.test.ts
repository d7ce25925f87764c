import { describe, expect, it } from "vitest";
import en from "~/i18n/en.json";
import nl from "~/i18n/nl.json";
import { failureTextId } from "./failed-payouts";

describe("failureTextId", () => {
  it("says each failure code a payout is given up with in words, an unknown one with its code", () => {
    expect(failureTextId("account_restricted")).toBe("OperatorPage.payoutFailureAccountRestricted");
    expect(failureTextId("no_payout_account")).toBe("OperatorPage.payoutFailureNoAccount");
    expect(failureTextId("no_charge")).toBe("OperatorPage.payoutFailureNoCharge");
    expect(failureTextId("insufficient_funds")).toBe("OperatorPage.payoutFailureOther");
    expect(failureTextId(null)).toBe("OperatorPage.payoutFailureOther");
    expect(failureTextId("toString")).toBe("OperatorPage.payoutFailureOther");
    for (const code of ["account_restricted", "no_payout_account", "no_charge", "x"]) {
      expect(nl).toHaveProperty([failureTextId(code)]);
      expect(en).toHaveProperty([failureTextId(code)]);
    }
  });
});
