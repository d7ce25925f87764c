import { describe, expect, it } from "vitest";
import {
  effectiveSort,
  parseSearchParams,
  priceRangeInMinorUnits,
  stringifySearchParams,
} from "./query-params";

describe("parseSearchParams", () => {
  it("defaults to page 1 and nothing else", () => {
    expect(parseSearchParams("")).toEqual({ page: 1 });
  });

  it("reads every parameter", () => {
    const params = parseSearchParams(
      "?keywords=%20verse%20%20tomaten%20&address=Utrecht&pub_category=groenten&price=0,10" +
        "&dates=2026-05-01,2026-05-03&sort=-price&origin=52.09,5.12" +
        "&bounds=52.2,5.3,51.9,4.9&page=3&deliveryOption=shipping",
    );
    expect(params).toEqual({
      keywords: "verse tomaten",
      address: "Utrecht",
      pub_category: "groenten",
      price: { min: 0, max: 10 },
      dates: { start: "2026-05-01", end: "2026-05-03" },
      sort: "-price",
      origin: { lat: 52.09, lng: 5.12 },
      bounds: { ne: { lat: 52.2, lng: 5.3 }, sw: { lat: 51.9, lng: 4.9 } },
      page: 3,
      deliveryOption: "shipping",
    });
  });

  it("accepts URLSearchParams and plain records (last value wins)", () => {
    expect(parseSearchParams(new URLSearchParams("keyword=sla&page=2")).keywords).toBe("sla");
    expect(parseSearchParams({ page: ["1", "4"], keywords: "ui" })).toEqual({
      page: 4,
      keywords: "ui",
    });
  });

  it.each([
    ["price", "5"],
    ["price", "10,5"],
    ["price", "-1,5"],
    ["price", "a,b"],
    ["price", ",5"],
    ["origin", "91,5"],
    ["origin", "52,181"],
    ["origin", "52"],
    ["bounds", "51,5,52,4"],
    ["bounds", "52,5,51"],
    ["dates", "2026-05-03,2026-05-01"],
    ["dates", "2026-02-30,2026-03-01"],
    ["sort", "name"],
    ["deliveryOption", "drone"],
    ["pub_category", "   "],
    ["keywords", "  "],
  ])("drops %s=%j", (key, value) => {
    expect(parseSearchParams({ [key]: value })).toEqual({ page: 1 });
  });

  it.each([
    ["0", 1],
    ["-2", 1],
    ["1.5", 1],
    ["abc", 1],
    ["2", 2],
    ["007", 1],
  ])("page=%j → %d", (value, page) => {
    expect(parseSearchParams({ page: value }).page).toBe(page);
  });

  it("keeps relevance only with keywords", () => {
    expect(parseSearchParams("sort=relevance").sort).toBeUndefined();
    expect(parseSearchParams("sort=relevance&keywords=sla").sort).toBe("relevance");
  });

  it("keeps a box crossing the antimeridian (ne west of sw)", () => {
    expect(parseSearchParams("bounds=10,-170,-10,170").bounds).toEqual({
      ne: { lat: 10, lng: -170 },
      sw: { lat: -10, lng: 170 },
    });
  });

  it("accepts decimal prices", () => {
    expect(parseSearchParams("price=1.5,2.25").price).toEqual({ min: 1.5, max: 2.25 });
  });
});

describe("priceRangeInMinorUnits", () => {
  it("sends min to max+1 in cents, upper bound exclusive", () => {
    expect(priceRangeInMinorUnits({ min: 0, max: 4 })).toEqual({ min: 0, maxExclusive: 500 });
    expect(priceRangeInMinorUnits({ min: 5, max: 5 })).toEqual({ min: 500, maxExclusive: 600 });
    expect(priceRangeInMinorUnits({ min: 0.1, max: 0.2 })).toEqual({ min: 10, maxExclusive: 120 });
  });
});

describe("effectiveSort", () => {
  it("prefers an explicit sort, then relevance, then distance, then newest", () => {
    expect(effectiveSort({ sort: "price", keywords: "x" }, true)).toBe("price");
    expect(effectiveSort({ sort: "relevance", keywords: "x" }, true)).toBe("relevance");
    expect(effectiveSort({ keywords: "x", origin: { lat: 1, lng: 1 } }, true)).toBe("relevance");
    expect(effectiveSort({ origin: { lat: 1, lng: 1 } }, true)).toBe("distance");
    expect(effectiveSort({ origin: { lat: 1, lng: 1 } }, false)).toBe("createdAt");
    expect(effectiveSort({}, true)).toBe("createdAt");
  });
});

describe("stringifySearchParams", () => {
  it("round-trips", () => {
    const query =
      "keywords=verse+tomaten&pub_category=groenten&price=0%2C10&sort=-price&origin=52.09%2C5.12&bounds=52.2%2C5.3%2C51.9%2C4.9&deliveryOption=pickup&page=2";
    const parsed = parseSearchParams(query);
    expect(parseSearchParams(stringifySearchParams(parsed))).toEqual(parsed);
    expect(stringifySearchParams({ page: 1 })).toBe("");
  });
});
