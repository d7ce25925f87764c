import { describe, expect, it } from "vitest";
import { parseSearchParams } from "#modules/search";
import { coordinateHiddenFields, searchHiddenFields } from "./hidden-fields";
import { pickupPlaceFromValues } from "./pickup-place";
import { formSearchHref, placeSearchHref, searchSendsOrigin } from "./search-href";
import type { SelectedPlace } from "./selected-place";

const zwolle: SelectedPlace = {
  label: "Zwolle, Overijssel, Nederland",
  origin: { lat: 52.5168, lng: 6.083 },
  bounds: { ne: { lat: 52.5348123456, lng: 6.1125 }, sw: { lat: 52.4988, lng: 6.0535 } },
};

const query = (href: string) => new URL(href, "http://x").searchParams;

/** A form as the browser submits it: the visible fields plus the field's hidden inputs. */
function submitted(fields: Record<string, string>, includeOrigin: boolean, place = zwolle) {
  const form = new URLSearchParams(fields);
  for (const [name, value] of searchHiddenFields({ includeOrigin })(place)) form.set(name, value);
  return form;
}

describe("which searches send origin", () => {
  it("top bar and landing hero: only with the location main search type (spec §2)", () => {
    for (const form of ["topbar", "hero"] as const) {
      expect(searchSendsOrigin(form, "keywords")).toBe(false);
      expect(searchSendsOrigin(form, "location")).toBe(true);
    }
  });

  it("404 page: always (spec §2: address, origin and bounds)", () => {
    expect(searchSendsOrigin("notFound", "keywords")).toBe(true);
    expect(searchSendsOrigin("notFound", "location")).toBe(true);
  });
});

describe("choosing a place", () => {
  it("top bar with keywords as main type: keywords, address, bounds and the town's distance, no origin", () => {
    const href = placeSearchHref(
      { keywords: " tomaten ", place: zwolle },
      { includeOrigin: searchSendsOrigin("topbar", "keywords") },
    );
    // A town's 2 km box searches 10 km around it (decision 069).
    expect(href).toBe(
      "/s?keywords=tomaten&address=Zwolle%2C+Overijssel%2C+Nederland&bounds=52.534812%2C6.1125%2C52.4988%2C6.0535&distance=10",
    );
    expect(query(href).has("origin")).toBe(false);
  });

  it("top bar with location as main type adds origin; the search page reads it back", () => {
    const href = placeSearchHref(
      { keywords: "", place: zwolle },
      { includeOrigin: searchSendsOrigin("topbar", "location") },
    );
    expect(query(href).get("origin")).toBe("52.5168,6.083");
    expect(query(href).has("keywords")).toBe(false);
    const parsed = parseSearchParams(query(href));
    expect(parsed.origin).toEqual(zwolle.origin);
    expect(parsed.address).toBe(zwolle.label);
    expect(parsed.bounds?.ne.lat).toBeCloseTo(52.534812, 6);
  });

  it("404 page: address, origin, bounds and distance", () => {
    const href = placeSearchHref(
      { place: zwolle },
      { includeOrigin: searchSendsOrigin("notFound", "keywords") },
    );
    expect([...query(href).keys()]).toEqual(["address", "origin", "bounds", "distance"]);
  });
});

describe("submitting a search form", () => {
  it("sends what the hidden fields carry, formatted as the search URLs are", () => {
    const withOrigin = formSearchHref(
      submitted({ keywords: "appels", address: zwolle.label }, true),
      { includeOrigin: true },
    );
    expect(withOrigin).toBe(
      placeSearchHref({ keywords: "appels", place: zwolle }, { includeOrigin: true }),
    );
    const without = formSearchHref(
      submitted({ keywords: "appels", address: zwolle.label }, false),
      {
        includeOrigin: false,
      },
    );
    expect(without).toBe(
      placeSearchHref({ keywords: "appels", place: zwolle }, { includeOrigin: false }),
    );
  });

  it("leaves out origin when the form's rule says so, even if a field sent one", () => {
    const href = formSearchHref(submitted({ address: zwolle.label }, true), {
      includeOrigin: false,
    });
    expect(query(href).has("origin")).toBe(false);
    expect(query(href).has("bounds")).toBe(true);
  });

  it("a typed address without a chosen place searches by the text alone", () => {
    expect(
      formSearchHref(new URLSearchParams({ keywords: "", address: "Zwolle" }), {
        includeOrigin: true,
      }),
    ).toBe("/s?address=Zwolle");
  });

  it("drops coordinates without an address, and empty or broken fields", () => {
    const form = submitted({ keywords: " ", address: " " }, true);
    expect(formSearchHref(form, { includeOrigin: true })).toBe("/s");
    const broken = new URLSearchParams({ address: "Zwolle", bounds: "1,2,x,4", origin: "91,0" });
    expect(formSearchHref(broken, { includeOrigin: true })).toBe("/s?address=Zwolle");
  });
});

describe("hidden fields", () => {
  it("search forms: none before a place is chosen, then bounds and distance (and origin by the rule)", () => {
    expect(searchHiddenFields({ includeOrigin: true })(null)).toEqual([]);
    expect(searchHiddenFields({ includeOrigin: false })(zwolle)).toEqual([
      ["bounds", "52.534812,6.1125,52.4988,6.0535"],
      ["distance", "10"],
    ]);
    expect(searchHiddenFields({ includeOrigin: true })(zwolle).map(([n]) => n)).toEqual([
      "origin",
      "bounds",
      "distance",
    ]);
    // The search page's own form keeps the search's distance instead.
    expect(
      searchHiddenFields({ includeOrigin: false, includeDistance: false })(zwolle).map(([n]) => n),
    ).toEqual(["bounds"]);
  });

  it("listing wizard: lat, lng and the label they belong to; empty without a place", () => {
    expect(coordinateHiddenFields(zwolle)).toEqual([
      ["lat", "52.5168"],
      ["lng", "6.083"],
      ["placeLabel", zwolle.label],
    ]);
    expect(coordinateHiddenFields(null)).toEqual([
      ["lat", ""],
      ["lng", ""],
      ["placeLabel", ""],
    ]);
  });
});

describe("the wizard's starting pickup place", () => {
  it("is the saved address with its coordinates", () => {
    const place = pickupPlaceFromValues({ address: "Zwolle", lat: "52.5168", lng: "6.083" });
    expect(place?.label).toBe("Zwolle");
    expect(place?.origin).toEqual({ lat: 52.5168, lng: 6.083 });
  });

  it("is none without coordinates, or when they belong to another label", () => {
    expect(pickupPlaceFromValues({ address: "Zwolle", lat: "", lng: "" })).toBeNull();
    expect(pickupPlaceFromValues({ address: "", lat: "52", lng: "6" })).toBeNull();
    expect(
      pickupPlaceFromValues({ address: "Deventer", lat: "52.5", lng: "6", placeLabel: "Zwolle" }),
    ).toBeNull();
    expect(
      pickupPlaceFromValues({ address: "Zwolle", lat: "52.5", lng: "6", placeLabel: "Zwolle" }),
    ).not.toBeNull();
  });
});
