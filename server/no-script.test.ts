import { describe, expect, it } from "vitest";
import { isDocumentPost, noScriptCookie } from "./no-script";

describe("no-JavaScript marker (decision 087)", () => {
  it("marks a form a browser posted as a page, not a script's post or a load test's", () => {
    expect(isDocumentPost("POST", "/login", "navigate")).toBe(true);
    expect(isDocumentPost("POST", "/login.data", "cors")).toBe(false);
    expect(isDocumentPost("POST", "/login", "cors")).toBe(false);
    expect(isDocumentPost("POST", "/login", undefined)).toBe(false);
    expect(isDocumentPost("GET", "/s", "navigate")).toBe(false);
  });

  it("is a session cookie scripts cannot read", () => {
    expect(noScriptCookie(true)).toBe("bt_noscript=1; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(noScriptCookie(false)).not.toContain("Max-Age");
  });
});
