import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ListingCardView } from "#modules/listings";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import en from "../../i18n/en.json";
import { ListingCard } from "./listing-card";

const listing: ListingCardView = {
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

function render(data: ListingCardView) {
  current = data;
  return renderToString(
    <IntlProvider locale="en" messages={compileCatalogue(en)}>
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
  it("adds the price per kilo to a price per smaller weight, so cards compare (decision 029)", () => {
    const html = render({ ...listing, priceAmount: 90, unit: "per100Gram" });
    expect(html).toContain("€ 0,90");
    expect(html).toMatch(/€ 9,-<!-- --> <!-- -->per kg/);
    expect(render({ ...listing, priceAmount: 250, unit: "perPound" })).toMatch(
      /€ 5,-<!-- --> <!-- -->per kg/,
    );
  });
  it("adds nothing to a price per kilo or per piece", () => {
    expect(render(listing).match(/per kg/g)).toHaveLength(1);
    expect(render({ ...listing, unit: "perPiece" })).not.toContain("per kg");
  });
});
