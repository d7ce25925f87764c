import { describe, expect, it } from "vitest";
import { parseQuery, parseQueryValue, stringifyQuery } from "./query-params";

describe("parseQueryValue", () => {
  it.each([
    ["true", true],
    ["false", false],
  ])("%j → %s", (input, expected) => {
    expect(parseQueryValue(input)).toBe(expected);
  });

  it.each([
    ["12", 12],
    ["-3", -3],
    ["1.5", 1.5],
    ["0", 0],
    ["-1.25", -1.25],
    ["0.5", 0.5],
    ["10", 10],
    ["9007199254740991", Number.MAX_SAFE_INTEGER],
  ])("%j → number %d", (input, expected) => {
    expect(parseQueryValue(input)).toBe(expected);
  });

  it.each([
    "",
    "12abc",
    "abc12",
    "0x10",
    "0b11",
    "0o7",
    " 12",
    "12 ",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e3",
    "+1",
    ".5",
    "1.",
    "-",
    "1,5",
    "1_000",
    "007", // leading zeros: likely a code, not a quantity
    "01",
    "1.50", // would print back as "1.5"
    "1.0",
    "-0",
    "9007199254740993", // beyond 2^53: would lose precision
    "12345678901234567890",
    "TRUE",
    "False",
    "yes",
    "null",
    "undefined",
    "１２", // fullwidth digits
  ])("keeps %j as a string", (input) => {
    expect(parseQueryValue(input)).toBe(input);
  });
});

describe("parseQuery", () => {
  it("parses a query string with a leading '?'", () => {
    expect(parseQuery("?page=2&q=tomaten&organic=true")).toEqual({
      page: 2,
      q: "tomaten",
      organic: true,
    });
  });

  it("parses a query string without a leading '?'", () => {
    expect(parseQuery("page=2&sort=price")).toEqual({ page: 2, sort: "price" });
  });

  it("accepts URLSearchParams", () => {
    const params = new URLSearchParams({ page: "3", delivery: "false", radius: "2.5" });
    expect(parseQuery(params)).toEqual({ page: 3, delivery: false, radius: 2.5 });
  });

  it("lets the last of repeated keys win", () => {
    expect(parseQuery("?page=1&page=2&page=3")).toEqual({ page: 3 });
    expect(parseQuery("a=x&b=y&a=z")).toEqual({ a: "z", b: "y" });
  });

  it("returns an empty object for empty input", () => {
    expect(parseQuery("")).toEqual({});
    expect(parseQuery("?")).toEqual({});
    expect(parseQuery(new URLSearchParams())).toEqual({});
  });

  it("decodes percent-encoding and '+' as space", () => {
    expect(parseQuery("?q=rode+bieten&city=%27s-Hertogenbosch&e=cr%C3%A8me")).toEqual({
      q: "rode bieten",
      city: "'s-Hertogenbosch",
      e: "crème",
    });
  });

  it("keeps empty values and keys without '='", () => {
    expect(parseQuery("?q=&flag")).toEqual({ q: "", flag: "" });
  });

  it("keeps keys in first-seen order", () => {
    expect(Object.keys(parseQuery("b=1&a=2&b=3"))).toEqual(["b", "a"]);
  });

  it("keeps a '__proto__' key as data without polluting prototypes", () => {
    const result = parseQuery("__proto__=x&constructor=y");
    expect(Object.hasOwn(result, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(result, "__proto__")?.value).toBe("x");
    expect(result.constructor).toBe("y");
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it("does not mutate a passed URLSearchParams", () => {
    const params = new URLSearchParams("a=1&a=2");
    parseQuery(params);
    expect(params.getAll("a")).toEqual(["1", "2"]);
  });
});

describe("stringifyQuery", () => {
  it("builds a query string without a leading '?'", () => {
    expect(stringifyQuery({ page: 2, q: "tomaten", organic: true })).toBe(
      "page=2&q=tomaten&organic=true",
    );
  });

  it("skips null, undefined and empty strings", () => {
    expect(stringifyQuery({ a: null, b: undefined, c: "", d: "x" })).toBe("d=x");
  });

  it("keeps falsy but meaningful values", () => {
    expect(stringifyQuery({ page: 0, organic: false, q: " " })).toBe("page=0&organic=false&q=+");
  });

  it("keeps key order", () => {
    expect(stringifyQuery({ z: 1, a: 2, m: 3 })).toBe("z=1&a=2&m=3");
  });

  it("returns an empty string when nothing is left", () => {
    expect(stringifyQuery({})).toBe("");
    expect(stringifyQuery({ a: null, b: "" })).toBe("");
  });

  it("uses URLSearchParams encoding", () => {
    expect(stringifyQuery({ q: "rode bieten & uien", city: "'s-Hertogenbosch", e: "crème" })).toBe(
      "q=rode+bieten+%26+uien&city=%27s-Hertogenbosch&e=cr%C3%A8me",
    );
    expect(stringifyQuery({ "a b": "c=d", "x&y": "?" })).toBe("a+b=c%3Dd&x%26y=%3F");
  });

  it("stringifies numbers as JavaScript does", () => {
    expect(stringifyQuery({ radius: 2.5, min: -3 })).toBe("radius=2.5&min=-3");
  });

  it("round-trips through parseQuery", () => {
    const params = { page: 4, q: "verse tomaten", organic: true, maxPrice: 12.5, city: "Gent" };
    expect(parseQuery(stringifyQuery(params))).toEqual(params);
    expect(parseQuery(`?${stringifyQuery(params)}`)).toEqual(params);
  });
});
