import { describe, expect, it } from "vitest";
import { returnLocation } from "../components/auth/return-hash-input";
import { requireUser, safeReturnPath, sessionCookie } from "./session.server";

describe("safeReturnPath", () => {
  it("keeps same-site paths with query", () => {
    expect(safeReturnPath("/account/contact-details?x=1")).toBe("/account/contact-details?x=1");
  });
  it("refuses other sites and odd values", () => {
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil", "", null, 42]) {
      expect(safeReturnPath(bad, "/fallback")).toBe("/fallback");
    }
  });
});

describe("returnLocation", () => {
  it("appends a plain hash and drops anything else", () => {
    expect(returnLocation("/x", "#reviews")).toBe("/x#reviews");
    expect(returnLocation("/x", "#<script>")).toBe("/x");
    expect(returnLocation("/x", null)).toBe("/x");
  });
});

describe("sessionCookie", () => {
  const session = { token: "t0k3n", expiresAt: new Date("2030-01-01T00:00:00Z") };
  it("is HttpOnly and SameSite=Lax, Secure in production", () => {
    expect(sessionCookie(session, true)).toMatch(/HttpOnly; SameSite=Lax; Expires=.*; Secure$/);
    expect(sessionCookie(session, false)).not.toContain("Secure");
  });
});

describe("requireUser", () => {
  it("redirects a visitor to signup with path and query as return location", () => {
    const context = { user: null } as never;
    try {
      requireUser(context, new Request("http://localhost/profile-settings?tab=1"));
      expect.unreachable();
    } catch (response) {
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe(
        "/signup?from=%2Fprofile-settings%3Ftab%3D1",
      );
    }
  });
  it("can send to login instead", () => {
    try {
      requireUser(
        { user: null } as never,
        new Request("http://localhost/verify-email?t=abc"),
        "login",
      );
      expect.unreachable();
    } catch (response) {
      expect((response as Response).headers.get("Location")).toBe(
        "/login?from=%2Fverify-email%3Ft%3Dabc",
      );
    }
  });
});
