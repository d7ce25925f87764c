import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type LineItem, withFullRefund } from "#modules/pricing";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import nl from "../../i18n/nl.json";
import { Breakdown } from "./breakdown";

// The order page's lines: a booking's line is its listing with the days, nights or hours it
// counts (not "Overige kosten"), a purchase's line its listing × quantity.

const line = (code: string, quantity: number, unitPrice: number): LineItem =>
  ({
    code,
    includeFor: ["customer", "provider"],
    quantity,
    unitPrice: { amount: unitPrice, currency: "EUR" },
    lineTotal: { amount: unitPrice * quantity, currency: "EUR" },
    reversal: false,
  }) as LineItem;

function render(
  lines: LineItem[],
  booking: unknown = null,
  { role = "customer", state = "purchased" } = {},
) {
  const tx = {
    booking,
    role,
    state,
    currency: "EUR",
    // The totals stay what was charged; reversal lines say what went back.
    payinTotal: lines.reduce((sum, l) => sum + (l.reversal ? 0 : l.lineTotal.amount), 0),
    payoutTotal: lines.reduce((sum, l) => sum + (l.reversal ? 0 : l.lineTotal.amount), 0),
    lineItems: lines,
    listings: [{ id: "l1", title: "Tuinhulp aan huis", imageKey: null, deleted: false }],
  };
  return renderToString(
    <IntlProvider locale="nl" messages={compileCatalogue(nl)}>
      <Breakdown tx={tx as never} />
    </IntlProvider>,
  );
}

describe("order page breakdown", () => {
  it("names a booking line by its listing and counts its units", () => {
    expect(render([line("line-item/day", 3, 2000)])).toContain("Tuinhulp aan huis, 3 dagen");
    expect(render([line("line-item/night", 1, 2000)])).toContain("Tuinhulp aan huis, 1 nacht");
    const hours = render([line("line-item/hour", 2, 1500)]);
    expect(hours).toContain("Tuinhulp aan huis, 2 uur");
    expect(hours).not.toContain("Overige kosten");
  });

  it("says which days or hours a booking is for, in the listing's time zone", () => {
    const days = render([line("line-item/day", 3, 2000)], {
      start: "2031-03-09T23:00:00.000Z",
      end: "2031-03-11T23:00:00.000Z",
      unitType: "day",
      timeZone: "Europe/Amsterdam",
    });
    expect(days).toContain("Boeking: ma 10 mrt 2031 – wo 12 mrt 2031");
    const oneDay = render([line("line-item/day", 1, 2000)], {
      start: "2031-03-09T23:00:00.000Z",
      end: "2031-03-09T23:00:00.000Z",
      unitType: "day",
      timeZone: "Europe/Amsterdam",
    });
    expect(oneDay).toContain("Boeking: ma 10 mrt 2031<");
    const hours = render([line("line-item/hour", 3, 1500)], {
      start: "2031-03-11T08:00:00.000Z",
      end: "2031-03-11T11:00:00.000Z",
      unitType: "hour",
      timeZone: "Europe/Amsterdam",
    });
    expect(hours).toContain("Boeking: di 11 mrt 2031 09:00 – 12:00");
    expect(render([line("line-item/units", 2, 350)])).not.toContain("Boeking");
  });

  it("keeps a purchase line as listing × quantity", () => {
    expect(render([line("line-item/units", 2, 350)])).toContain("Tuinhulp aan huis × 2");
  });

  it("shows a refunded order's refund lines and what went back (decision 068)", () => {
    const refunded = withFullRefund([line("line-item/units", 2, 350)]);
    const html = render(refunded, null, { state: "canceled" });
    expect(html).toContain("Terugbetaling: Tuinhulp aan huis × 2");
    expect(html).toContain("Totaal betaald");
    expect(html).toMatch(/Totaal terugbetaald<\/dt><dd>€ 7,-</);
    const grower = render(refunded, null, { role: "provider", state: "canceled" });
    expect(grower).toMatch(/Totaal \(geannuleerd\)<\/dt><dd>€ 0,-/);
    expect(grower).not.toContain("terugbetaald");
  });

  it("shows no refund total on an order that was not refunded", () => {
    expect(render([line("line-item/units", 2, 350)])).not.toContain("terugbetaald");
  });
});

describe("order page total of an order not paid", () => {
  const total = (state: string) =>
    renderToString(
      <IntlProvider locale="nl" messages={compileCatalogue(nl)}>
        <Breakdown
          tx={
            {
              booking: null,
              role: "customer",
              state,
              currency: "EUR",
              payinTotal: 90,
              payoutTotal: 0,
              lineItems: [line("line-item/units", 1, 90)],
              listings: [{ id: "l1", title: "Eieren", imageKey: null, deleted: false }],
            } as never
          }
        />
      </IntlProvider>,
    );

  it("never says betaald before the payment came (decision 066)", () => {
    expect(total("pending-payment")).toContain("Totaal te betalen");
    expect(total("payment-expired")).toContain("Totaal (niet betaald)");
    for (const state of ["pending-payment", "payment-expired"]) {
      expect(total(state)).not.toContain("Totaal betaald");
    }
    expect(total("purchased")).toContain("Totaal betaald");
  });
});
