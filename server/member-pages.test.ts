import { describe, expect, it } from "vitest";
import type { AppContext } from "../app/context";
import { isSharedPagePath, memberVariantEligible, pageCacheKey } from "./member-pages";

const LISTING = "/l/trostomaten/2d3b345d-a590-41ec-9e3d-f983cf7081c6";
const member = {
  id: "u1",
  isOperator: false,
  scopes: ["user"],
} as unknown as NonNullable<AppContext["user"]>;
const viewer = (
  overrides: Partial<Pick<AppContext, "user" | "operatorStep" | "loginAs">> = {},
) => ({
  user: member,
  operatorStep: null,
  loginAs: null,
  ...overrides,
});
const request = (path: string, method = "GET", cookies: Record<string, string> = {}) => ({
  method,
  url: new URL(path, "http://x.invalid"),
  cookies,
});

describe("member variant of the shared pages (decision 087)", () => {
  it("covers /, /s and a listing's public page, nothing else", () => {
    for (const path of ["/", "/s", LISTING]) expect(isSharedPagePath(path)).toBe(true);
    for (const path of [
      "/s.data",
      "/_root.data",
      `${LISTING}.data`,
      `${LISTING}/draft`,
      `${LISTING}/checkout`,
      "/l/new",
      "/l/2d3b345d-a590-41ec-9e3d-f983cf7081c6",
      "/l/x/not-an-id",
      "/cart",
      "/inbox",
      "/about",
      "/s/",
    ]) {
      expect(isSharedPagePath(path), path).toBe(false);
    }
  });

  it("serves a signed-in member's GET and HEAD of those pages, queries included", () => {
    expect(memberVariantEligible(viewer(), request("/s?keywords=tomaat&page=2"))).toBe(true);
    expect(memberVariantEligible(viewer(), request(LISTING, "HEAD"))).toBe(true);
    expect(memberVariantEligible(viewer(), request("/", "GET", { euCookiesAccepted: "1" }))).toBe(
      true,
    );
  });

  it("renders fresh for visitors, operators, login-as and second-factor sessions", () => {
    expect(memberVariantEligible(viewer({ user: null }), request("/s"))).toBe(false);
    const operator = { ...member, isOperator: true } as typeof member;
    expect(memberVariantEligible(viewer({ user: operator }), request("/s"))).toBe(false);
    expect(memberVariantEligible(viewer({ operatorStep: "verify" }), request("/s"))).toBe(false);
    const loginAs = { operatorId: "op", expiresAt: new Date(0) };
    expect(memberVariantEligible(viewer({ loginAs }), request("/s"))).toBe(false);
    const limited = { ...member, scopes: ["user:limited"] } as typeof member;
    expect(memberVariantEligible(viewer({ user: limited }), request("/s"))).toBe(false);
  });

  it("renders fresh for posts, after login, without JavaScript and for personal queries", () => {
    expect(memberVariantEligible(viewer(), request(LISTING, "POST"))).toBe(false);
    expect(
      memberVariantEligible(viewer(), request(LISTING, "GET", { bt_after_login: LISTING })),
    ).toBe(false);
    expect(memberVariantEligible(viewer(), request("/", "GET", { bt_noscript: "1" }))).toBe(false);
    expect(memberVariantEligible(viewer(), request(`${LISTING}?enquiry=abc`))).toBe(false);
    expect(memberVariantEligible(viewer(), request(`${LISTING}?contact=open`))).toBe(false);
  });

  it("keys members' pages apart from visitors', by language and consent as before", () => {
    const nl = { locale: "nl" as const, cookieConsent: false };
    expect(pageCacheKey(nl, "anonymous", "/s?q=1")).toBe("nl|0|/s?q=1");
    expect(pageCacheKey(nl, "member", "/s?q=1")).toBe("nl|0|member|/s?q=1");
    expect(pageCacheKey({ locale: "en", cookieConsent: true }, "member", "/")).toBe(
      "en|1|member|/",
    );
  });
});
