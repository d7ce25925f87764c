import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type LineItem, withFullRefund } from "#modules/pricing";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import nl from "../../i18n/nl.json";
import { TransactionPage } from "./transaction-page";
import type { TransactionActionResult, TransactionPageLoaded } from "./types";

// Decision 068 on the order and sale page: a refused step says what happened even
// when its buttons are gone, and a grower's cancel shows its reason and the refund.

const party = (id: string, displayName: string) => ({
  id,
  displayName,
  abbreviatedName: displayName.slice(0, 2),
  banned: false,
  deleted: false,
  profileImageKey: null,
});

const units: LineItem = {
  code: "line-item/units",
  includeFor: ["customer", "provider"],
  quantity: 2,
  unitPrice: { amount: 350, currency: "EUR" },
  lineTotal: { amount: 700, currency: "EUR" },
  reversal: false,
};

let shown: { tx: Record<string, unknown>; result: TransactionActionResult | null };
function Host() {
  const loaded = {
    transaction: {
      id: "t1",
      processAlias: "default-purchase/release-1",
      state: "purchased",
      role: "customer",
      isParty: true,
      deliveryMethod: "pickup",
      customer: party("c1", "Cor Koper"),
      provider: party("p1", "Pien Teler"),
      listings: [{ id: "l1", title: "Tomaten", imageKey: null, deleted: false }],
      lineItems: [units],
      payinTotal: 700,
      payoutTotal: 700,
      currency: "EUR",
      pickup: null,
      shipping: null,
      disputeReason: null,
      cancelReason: null,
      booking: null,
      orderFromEnquiry: null,
      history: [],
      reviews: [],
      actions: [],
      nextChangeAt: null,
      ...shown.tx,
    },
    messages: [],
    messagesError: null,
    hasEarlier: false,
    messagePages: 1,
    viewerId: "c1",
    imageBaseUrl: "/images",
    stockManaged: true,
    serverNow: "2026-05-02T10:00:00.000Z",
  } as unknown as TransactionPageLoaded;
  return <TransactionPage loaded={loaded} result={shown.result} />;
}
const Stub = createRoutesStub([{ path: "/", Component: Host }]);

function render(tx: Record<string, unknown>, result: TransactionActionResult | null = null) {
  shown = { tx, result };
  return renderToString(
    <IntlProvider locale="nl" messages={compileCatalogue(nl)}>
      <Stub />
    </IntlProvider>,
  );
}

describe("transaction page", () => {
  it("says why the grower's mark delivered was refused after the buyer marked received", () => {
    const html = render(
      { role: "provider", state: "received", actions: [] },
      { ok: false, intent: "transition", formError: "TransactionPage.refused.received" },
    );
    expect(html).toContain(
      "Dat kan niet meer: de bestelling is intussen als ontvangen gemarkeerd.",
    );
    expect(html).toContain('role="alert"');
  });

  it("says a second review was already sent, though the review form is gone", () => {
    const html = render(
      { state: "reviewed-by-customer", actions: [] },
      { ok: false, intent: "review", formError: "ReviewForm.reviewAlreadySent", values: {} },
    );
    expect(html).toContain("Beoordeling al verstuurd.");
  });

  it("offers the grower 'Kan niet leveren' with a reason field while the order is paid", () => {
    const html = render({
      role: "provider",
      actions: [
        { kind: "mark-delivered", transition: "transition/mark-delivered" },
        { kind: "cancel-by-provider", transition: "transition/cancel-by-provider" },
      ],
    });
    expect(html).toContain("Kan niet leveren");
    expect(html).toContain('name="cancelReason"');
    expect(html).toContain('maxLength="1000"');
  });

  it("shows the buyer why the grower cancelled, the refund lines and what went back", () => {
    const html = render({
      state: "canceled",
      cancelReason: "De hagel was er eerder.",
      lineItems: withFullRefund([units]),
    });
    expect(html).toContain("Pien Teler kan niet leveren");
    expect(html).toContain("De hagel was er eerder.");
    expect(html).toContain("Je krijgt het hele bedrag terug");
    expect(html).toContain("Terugbetaling: Tomaten × 2");
    expect(html).toContain("Totaal terugbetaald");
  });
});
