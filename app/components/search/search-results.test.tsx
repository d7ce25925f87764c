import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import en from "../../i18n/en.json";
import nl from "../../i18n/nl.json";
import { type SearchPageInfo, SearchResults } from "./search-results";
import type { SearchFilters } from "./search-types";

const filters: SearchFilters = {
  keywords: "",
  address: "",
  category: "",
  priceMin: null,
  priceMax: null,
  deliveryOption: "",
  datesStart: "",
  datesEnd: "",
  distance: "",
  hasPlace: false,
  sort: "",
};

let current: SearchPageInfo = { page: 1, totalItems: 0, totalPages: 0 };
function Results() {
  return <SearchResults filters={filters} listings={[]} pagination={current} searchError={false} />;
}
const Stub = createRoutesStub([{ path: "/s", Component: Results }]);

function render(pagination: SearchPageInfo, locale: "en" | "nl" = "en") {
  current = pagination;
  return renderToString(
    <IntlProvider locale={locale} messages={compileCatalogue(locale === "en" ? en : nl)}>
      <Stub initialEntries={["/s"]} />
    </IntlProvider>,
  );
}

describe("SearchResults count", () => {
  it("is exact up to the cap", () => {
    expect(render({ page: 1, totalItems: 3, totalPages: 1, totalCapped: false })).toContain(
      "3 results",
    );
  });
  it("says 'more than' when counting stopped at the cap", () => {
    const html = render({ page: 1, totalItems: 1000, totalPages: 42, totalCapped: true });
    expect(html).toContain("More than 1,000 results");
    expect(
      render({ page: 1, totalItems: 1000, totalPages: 42, totalCapped: true }, "nl"),
    ).toContain("Meer dan 1.000 resultaten");
  });
});
