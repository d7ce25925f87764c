import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, resolveLocale } from "./locales";

describe("localeFromAcceptLanguage", () => {
  it("defaults to Dutch without a header", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("nl");
    expect(localeFromAcceptLanguage("")).toBe("nl");
  });
  it("picks English when asked first", () => {
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9,nl;q=0.8")).toBe("en");
  });
  it("respects quality values over order", () => {
    expect(localeFromAcceptLanguage("en;q=0.5,nl-BE;q=0.9")).toBe("nl");
  });
  it("skips unsupported languages and q=0", () => {
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.9,en;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0,de")).toBe("nl");
  });
});

describe("resolveLocale", () => {
  it("prefers a valid cookie", () => {
    expect(resolveLocale("en", "nl")).toBe("en");
  });
  it("ignores an invalid cookie", () => {
    expect(resolveLocale("xx", "en")).toBe("en");
  });
});
