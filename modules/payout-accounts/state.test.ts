import { describe, expect, it } from "vitest";
import type { ConnectedAccount } from "#modules/payments";
import {
  isPaymentConnected,
  payoutNotice,
  payoutStateOf,
  type StatusBoxType,
  statusBoxType,
  statusLabel,
} from "./state";

const account = (
  over: Partial<ConnectedAccount> = {},
  req: Partial<ConnectedAccount["requirements"]> = {},
): ConnectedAccount => ({
  id: "acct_test_1",
  country: "NL",
  defaultCurrency: "EUR",
  accountType: "individual",
  chargesEnabled: true,
  payoutsEnabled: true,
  detailsSubmitted: true,
  bankLast4: "4300",
  businessProfileUrl: null,
  metadata: {},
  ...over,
  requirements: { currentlyDue: [], pastDue: [], eventuallyDue: [], disabledReason: null, ...req },
});
const doc = ["individual.verification.document"];
const needed = account(
  { chargesEnabled: false, payoutsEnabled: false },
  { currentlyDue: doc, pastDue: doc, disabledReason: "requirements.past_due" },
);
const rejected = account(
  { chargesEnabled: false, payoutsEnabled: false },
  { disabledReason: "rejected.other" },
);

describe("payout account state (decision 078)", () => {
  it("is derived from the account, and only an enabled one is payment-connected", () => {
    expect(payoutStateOf(null)).toBe("none");
    expect(payoutStateOf(account())).toBe("enabled");
    expect(payoutStateOf(needed)).toBe("verification_needed");
    expect(payoutStateOf(rejected)).toBe("rejected");
    expect(payoutStateOf(account({ payoutsEnabled: false }))).toBe("verification_needed");
    // Due with a later deadline: Stripe still charges, so does Buurtoogst.
    expect(payoutStateOf(account({}, { currentlyDue: doc }))).toBe("enabled");
    expect(
      (["none", "verification_needed", "enabled", "rejected"] as const).filter(isPaymentConnected),
    ).toEqual(["enabled"]);
  });

  it("picks the spec's status box, and none before an account exists", () => {
    expect(statusBoxType(null, undefined)).toBeNull();
    expect(statusBoxType(account(), undefined)).toBe("verificationSuccess");
    expect(statusBoxType(account(), "success")).toBe("verificationSuccess");
    expect(statusBoxType(needed, undefined)).toBe("verificationNeeded");
    expect(statusBoxType(needed, "success")).toBe("verificationNeeded");
    expect(statusBoxType(needed, "failure")).toBe("verificationError");
    expect(statusBoxType(rejected, undefined)).toBe("verificationError");
    expect(statusBoxType(account({}, { currentlyDue: doc }), undefined)).toBe("verificationNeeded");
  });

  it("labels each box, and an unknown one is an error", () => {
    expect(statusLabel("verificationNeeded")).toBe(
      "StripeConnectAccountStatusBox.verificationNeededTitle",
    );
    expect(statusLabel("verificationError")).toBe(
      "StripeConnectAccountStatusBox.verificationFailedTitle",
    );
    expect(statusLabel("verificationSuccess")).toBe(
      "StripeConnectAccountStatusBox.verificationSuccessTitle",
    );
    expect(() => statusLabel("other" as StatusBoxType)).toThrow("Unknown payout box type");
  });

  it("mails about what became due, past due or disabled, once per change", () => {
    expect(payoutNotice(account())).toBeNull();
    expect(payoutNotice(account({}, { currentlyDue: doc }))?.kind).toBe("due");
    expect(payoutNotice(account({}, { currentlyDue: doc, pastDue: doc }))?.kind).toBe("pastDue");
    expect(payoutNotice(needed)?.kind).toBe("disabled");
    expect(payoutNotice(rejected)?.kind).toBe("disabled");
    const a = payoutNotice(account({}, { currentlyDue: ["a", "b"] }));
    const b = payoutNotice(account({}, { currentlyDue: ["b", "a"] }));
    expect(a?.key).toBe(b?.key);
    expect(payoutNotice(account({}, { currentlyDue: ["c"] }))?.key).not.toBe(a?.key);
  });
});
