import { describe, expect, it } from "vitest";
import {
  hasFilters,
  needsNormalizing,
  normalizeSearchQuery,
  otherParams,
  searchPageHref,
} from "./search-query";

const q = (s: string) => new URLSearchParams(s);

describe("search query helpers", () => {
  it("folds price_min/price_max into price and drops empty values", () => {
    const search = q("keywords=tomaat&pub_category=&price_min=2&price_max=10&sort=");
    expect(needsNormalizing(search)).toBe(true);
    expect(normalizeSearchQuery(search).toString()).toBe("keywords=tomaat&price=2%2C10");
  });

  it("fills in the missing bound, clamps, and drops the full range", () => {
    expect(normalizeSearchQuery(q("price_min=&price_max=5")).get("price")).toBe("0,5");
    expect(normalizeSearchQuery(q("price_min=20&price_max=")).get("price")).toBe("20,1000");
    expect(normalizeSearchQuery(q("price_min=-4&price_max=5000")).has("price")).toBe(false);
    expect(normalizeSearchQuery(q("price_min=&price_max=&price=1,2")).has("price")).toBe(false);
  });

  it("leaves a canonical query alone", () => {
    expect(needsNormalizing(q("keywords=a&price=1,2&page=2"))).toBe(false);
  });

  it("builds page links that keep every param", () => {
    expect(searchPageHref(q("keywords=a&bounds=1,2,3,4&page=2"), 3)).toBe(
      "/s?keywords=a&bounds=1%2C2%2C3%2C4&page=3",
    );
    expect(searchPageHref(q("page=2"), 1)).toBe("/s");
  });

  it("lists params other than the controlled ones", () => {
    expect(otherParams(q("keywords=a&origin=1,2&page=3"), ["keywords", "page"])).toEqual([
      ["origin", "1,2"],
    ]);
    expect(hasFilters(q("page=2"))).toBe(false);
    expect(hasFilters(q("pub_category=fruit"))).toBe(true);
  });
});

describe("dates fields", () => {
  const norm = (q: string) => normalizeSearchQuery(new URLSearchParams(q)).toString();
  it("fold into dates=start,end", () => {
    expect(needsNormalizing(new URLSearchParams("dates_start=2026-06-06"))).toBe(true);
    expect(norm("dates_start=2026-06-06&dates_end=2026-06-07")).toBe(
      "dates=2026-06-06%2C2026-06-07",
    );
  });
  it("make one day of a single date and put reversed dates in order", () => {
    expect(norm("dates_start=2026-06-06&dates_end=")).toBe("dates=2026-06-06%2C2026-06-06");
    expect(norm("dates_start=&dates_end=2026-06-07")).toBe("dates=2026-06-07%2C2026-06-07");
    expect(norm("dates_start=2026-06-09&dates_end=2026-06-07")).toBe(
      "dates=2026-06-07%2C2026-06-09",
    );
  });
  it("drop the filter when both are empty or not dates, replacing an older dates param", () => {
    expect(norm("dates=2026-01-01,2026-01-02&dates_start=&dates_end=")).toBe("");
    expect(norm("dates_start=morgen&keywords=ei")).toBe("keywords=ei");
  });
});
