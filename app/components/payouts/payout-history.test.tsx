import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import en from "../../i18n/en.json";
import nl from "../../i18n/nl.json";
import { PayoutHistory, type PayoutHistoryData } from "./payout-history";

// Decision 079: the grower's payouts, per order with its state and per month; the chart
// library is not part of the server render (it loads in an effect, in the browser only).

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2031-${String(i + 1).padStart(2, "0")}`,
  amount: i === 11 ? 1250 : i === 10 ? 800 : 0,
}));
const history: PayoutHistoryData = {
  months,
  orders: [
    {
      id: "a",
      orderNumber: "BO-1",
      amount: 800,
      currency: "EUR",
      orderedAt: "2031-11-01T10:00:00Z",
      payout: { state: "paid", date: "2031-11-12T10:00:00.000Z" },
    },
    {
      id: "b",
      orderNumber: "BO-2",
      amount: 1250,
      currency: "EUR",
      orderedAt: "2031-12-01T10:00:00Z",
      payout: { state: "scheduled", date: "2031-12-19T10:00:00.000Z", retrying: false },
    },
    {
      id: "c",
      orderNumber: "BO-3",
      amount: 500,
      currency: "EUR",
      orderedAt: "2031-12-02T10:00:00Z",
      payout: { state: "waiting-for-receipt" },
    },
    {
      id: "d",
      orderNumber: "BO-4",
      amount: 300,
      currency: "EUR",
      orderedAt: "2031-12-03T10:00:00Z",
      payout: { state: "reversed" },
    },
    {
      id: "e",
      orderNumber: "BO-5",
      amount: 450,
      currency: "EUR",
      orderedAt: "2031-12-04T10:00:00Z",
      payout: { state: "failed", reason: "account_restricted" },
    },
    {
      id: "f",
      orderNumber: "BO-6",
      amount: 450,
      currency: "EUR",
      orderedAt: "2031-12-05T10:00:00Z",
      payout: { state: "scheduled", date: "2031-12-06T10:00:00.000Z", retrying: true },
    },
  ],
};

const render = (locale: "nl" | "en", data = history) =>
  renderToString(
    <IntlProvider locale={locale} messages={compileCatalogue(locale === "nl" ? nl : en)}>
      <PayoutHistory history={data} />
    </IntlProvider>,
  ).replace(/\u00a0/g, " ");

describe("the grower's payout history", () => {
  it("shows per order its amount and state: waiting, scheduled, paid, reversed, failed", () => {
    const html = render("nl");
    expect(html).toContain("Wat je krijgt, per bestelling");
    expect(html).toContain("Bestelling BO-1");
    expect(html).toContain("Uitbetaald op 12 november 2031");
    expect(html).toContain("Gepland voor 19 december 2031");
    expect(html).toContain("Wacht tot de koper de bestelling ontvangen heeft");
    expect(html).toContain("Teruggeboekt");
    expect(html).toContain("Uitbetaling mislukt: controleer je uitbetaalgegevens");
    expect(html).toContain("Mislukt, nieuwe poging op 6 december 2031");
    expect(html).toContain("€ 12,50");
    expect(render("en")).toContain("Paid on November 12, 2031");
  });

  it("lists the twelve months as a table beside the chart, which the server does not draw", () => {
    const html = render("nl");
    expect(html.match(/<th scope="row">/g)).toHaveLength(12);
    expect(html).toContain("december 2031");
    expect(html).toContain("januari 2031");
    expect(html).not.toContain("uplot");
  });

  it("says so when nothing has been sold yet", () => {
    expect(render("nl", { months, orders: [] })).toContain(
      "Nog geen verkochte bestellingen om uit te betalen.",
    );
  });
});
