import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

/** Known ways to leave the site through a return path; each must give the fallback. */
const REDIRECT_BYPASSES = [
  "/\t/evil.example/phish",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "/\u000b/evil.example",
  "/\u000c/evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/./\\evil.example",
  "/.//evil.example",
  "/./.././/evil.example",
  "/..//evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\u2215/evil.example",
  "/\uff0f/evil.example",
  "/\uff3c/evil.example",
  "//evil\u3002example",
  "/\u200b/evil.example",
  "/\ufeff/evil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "http://evil.example",
  "https://evil.example/x",
  "http:/evil.example",
  "https:evil.example",
  " /\t/evil.example",
  " //evil.example",
  "\t//evil.example",
  "evil.example",
  "",
];

describe("safeReturnPath", () => {
  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value), value]))(
    "refuses %s",
    (_label, value) => {
      expect(safeReturnPath(value)).toBe("/");
      expect(safeReturnPath(value, "/confirm")).toBe("/confirm");
    },
  );

  it("refuses what is not a string or is very long", () => {
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath(["/s"])).toBe("/");
    expect(safeReturnPath(`/${"a".repeat(2001)}`)).toBe("/");
  });

  it("keeps paths on this site, with query and hash", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/s?keywords=tomaat&address=Utrecht")).toBe(
      "/s?keywords=tomaat&address=Utrecht",
    );
    expect(safeReturnPath("/l/aardbeien/0191c3a4-7b1e-7000-8000-000000000001#reviews")).toBe(
      "/l/aardbeien/0191c3a4-7b1e-7000-8000-000000000001#reviews",
    );
    expect(safeReturnPath("/account/contact-details")).toBe("/account/contact-details");
  });

  it("gives back what a browser would follow: encoded, dot segments resolved, still ours", () => {
    // Percent-encoded slashes and tabs stay encoded: a path segment, not a host.
    expect(safeReturnPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeReturnPath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(safeReturnPath("/s?keywords=appel peer")).toBe("/s?keywords=appel%20peer");
    expect(safeReturnPath("/u/../s")).toBe("/s");
    expect(safeReturnPath("/s/./x")).toBe("/s/x");
    expect(safeReturnPath("/groenten/bieten")).toBe("/groenten/bieten");
    for (const value of ["/%2F%2Fevil.example", "/%09/evil.example", "/u/../s"]) {
      const path = safeReturnPath(value);
      expect(new URL(path, "http://localhost:3000").origin).toBe("http://localhost:3000");
    }
  });
});
