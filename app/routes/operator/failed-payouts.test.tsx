import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import en from "~/i18n/en.json";
import { IntlProvider } from "~/i18n/intl-context";
import nl from "~/i18n/nl.json";
import { type FailedPayout, FailedPayouts, failureTextId } from "./failed-payouts";

const payout: FailedPayout = {
  transactionId: "6f1c0d8e-2a4b-4c1d-9e3f-0a1b2c3d4e5f",
  orderNumber: "BO-7QX2",
  grower: { id: "u1", displayName: "Kees Kweker" },
  amount: 600,
  currency: "EUR",
  failure: "account_restricted",
  failedAt: "2045-02-04T17:00:00.000Z",
};

let shown: FailedPayout[] = [];
const Host = () => <FailedPayouts payouts={shown} />;
const Stub = createRoutesStub([{ path: "/", Component: Host }]);

function render(locale: "nl" | "en", payouts: FailedPayout[]) {
  shown = payouts;
  return renderToString(
    <IntlProvider locale={locale} messages={compileCatalogue(locale === "nl" ? nl : en)}>
      <Stub />
    </IntlProvider>,
  );
}

describe("FailedPayouts", () => {
  it("shows each payout's order and grower (linking to their console pages), amount, failure and a retry", () => {
    const html = render("nl", [payout]);
    expect(html).toContain(`href="/operator/orders/${payout.transactionId}"`);
    expect(html).toContain(`href="/operator/users/${payout.grower.id}"`);
    expect(html).toContain("Bestelling BO-7QX2");
    expect(html).toContain("Kees Kweker");
    expect(html).toContain("€ 6,-");
    expect(html).toContain("De uitbetaalrekening van de kweker is beperkt");
    expect(html).toMatch(/<button[^>]*value="retry-payout"[^>]*name="intent"/);
    expect(html).toContain(`name="transactionId" value="${payout.transactionId}"`);
    expect(html).toContain("Opnieuw proberen");
    expect(render("en", [{ ...payout, failure: "insufficient_funds" }])).toContain(
      "(code: insufficient_funds)",
    );
  });

  it("says when there are none", () => {
    expect(render("nl", [])).toContain("Er zijn geen mislukte uitbetalingen.");
    expect(render("en", [])).toContain("There are no failed payouts.");
  });

  it("says each failure code in words, an unknown one with its code", () => {
    expect(failureTextId("account_restricted")).toBe("OperatorPage.payoutFailureAccountRestricted");
    expect(failureTextId("no_payout_account")).toBe("OperatorPage.payoutFailureNoAccount");
    expect(failureTextId("no_charge")).toBe("OperatorPage.payoutFailureNoCharge");
    expect(failureTextId("insufficient_funds")).toBe("OperatorPage.payoutFailureOther");
    expect(failureTextId(null)).toBe("OperatorPage.payoutFailureOther");
    expect(failureTextId("toString")).toBe("OperatorPage.payoutFailureOther");
  });
});
