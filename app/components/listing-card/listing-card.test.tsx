import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import { ListingCard, type ListingCardData } from "./listing-card";

const listing: ListingCardData = {
  id: "0b5f3a52-64a4-4a8e-9a43-3f2a8d1c7e10",
  title: "Trostomaten",
  priceAmount: 350,
  priceCurrency: "EUR",
  unit: "perKg",
  place: "Utrecht",
  image: null,
};

let current = listing;
function Card() {
  return <ListingCard listing={current} />;
}
const Stub = createRoutesStub([{ path: "/", Component: Card }]);

function render(data: ListingCardData) {
  current = data;
  return renderToString(
    <IntlProvider locale="en" messages={en} onError={() => {}}>
      <Stub initialEntries={["/"]} />
    </IntlProvider>,
  );
}

describe("ListingCard price", () => {
  it("shows the unit's label", () => {
    expect(render(listing)).toContain("per kg");
  });
  it("shows no unit for a value that is not one of the spec's units", () => {
    // Listings written before the unit list, or by hand: no 'Units.kg' message id on the card.
    const html = render({ ...listing, unit: "kg" });
    expect(html).not.toContain("Units.");
    expect(html).toContain("€ 3,50");
  });
});
