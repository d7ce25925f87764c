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
