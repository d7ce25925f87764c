import { describe, expect, it } from "vitest";
import { parseCookies } from "./cookies";

describe("parseCookies", () => {
  it("reads name=value pairs", () => {
    expect(parseCookies("a=1; bt_session=abc; locale=en")).toEqual({
      a: "1",
      bt_session: "abc",
      locale: "en",
    });
  });
  it("keeps the first of duplicate names and decodes values", () => {
    expect(parseCookies("x=%C3%A9; x=2")).toEqual({ x: "é" });
  });
  it("survives garbage", () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies("novalue; =x; y=%E0%A4%A")).toEqual({ y: "%E0%A4%A" });
  });
});
