import { describe, expect, it } from "vitest";
import { currentSearchPlace, searchPagePlaceHref } from "./search-page-place";

const zwolle = {
  label: "Zwolle, Overijssel, Nederland",
  origin: { lat: 52.5125, lng: 6.0944 },
  bounds: { ne: { lat: 52.55, lng: 6.16 }, sw: { lat: 52.47, lng: 6.03 } },
};

describe("searchPagePlaceHref", () => {
  it("searches the chosen place with the same keywords and filters, from page 1", () => {
    const current = new URLSearchParams(
      "keywords=tomaten&address=Utrecht&bounds=52.1,5.2,52.0,5.0&pub_category=groenten&price=0,5&page=3",
    );
    const href = searchPagePlaceHref(
      current,
      { keywords: " tomaten ", place: zwolle },
      { includeOrigin: false },
    );
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/s");
    expect(url.searchParams.get("keywords")).toBe("tomaten");
    expect(url.searchParams.get("address")).toBe("Zwolle, Overijssel, Nederland");
    expect(url.searchParams.get("bounds")).toBe("52.55,6.16,52.47,6.03");
    expect(url.searchParams.get("pub_category")).toBe("groenten");
    expect(url.searchParams.get("price")).toBe("0,5");
    expect(url.searchParams.has("page")).toBe(false);
    expect(url.searchParams.has("origin")).toBe(false);
    expect(url.searchParams.getAll("address")).toHaveLength(1);
  });
  it("sends the origin when the search measures distance", () => {
    const href = searchPagePlaceHref(
      new URLSearchParams("origin=52.0,5.0"),
      { keywords: "", place: zwolle },
      { includeOrigin: true },
    );
    const url = new URL(href, "http://x");
    expect(url.searchParams.get("origin")).toBe("52.5125,6.0944");
    expect(url.searchParams.has("keywords")).toBe(false);
  });
  it("starts the new place at the distance fitting its size (decision 069)", () => {
    const town = {
      label: "Haarlem, Noord-Holland, Nederland",
      origin: { lat: 52.3874, lng: 4.6462 },
      bounds: { ne: { lat: 52.40539, lng: 4.67565 }, sw: { lat: 52.36941, lng: 4.61675 } },
    };
    const current = new URLSearchParams("address=Utrecht&bounds=52.1,5.2,52.0,5.0&distance=50");
    const next = (place: typeof town) =>
      new URL(
        searchPagePlaceHref(current, { keywords: "", place }, { includeOrigin: false }),
        "http://x",
      ).searchParams;
    expect(next(town).getAll("distance")).toEqual(["10"]);
    // Zwolle's box here reaches 5.7 km from its middle: 25 km.
    expect(next(zwolle).getAll("distance")).toEqual(["25"]);
  });
});

describe("currentSearchPlace", () => {
  it("keeps the URL's box with its address, so an unchanged field sends it again", () => {
    const place = currentSearchPlace(zwolle.label, zwolle.bounds, null);
    expect(place?.label).toBe(zwolle.label);
    expect(place?.bounds).toEqual(zwolle.bounds);
    expect(place?.origin.lat).toBeCloseTo(52.51);
    expect(place?.origin.lng).toBeCloseTo(6.095);
    expect(currentSearchPlace(zwolle.label, zwolle.bounds, zwolle.origin)?.origin).toEqual(
      zwolle.origin,
    );
    expect(currentSearchPlace("Zwolle", null, null)).toBeNull();
    expect(currentSearchPlace("", zwolle.bounds, null)).toBeNull();
  });
});
