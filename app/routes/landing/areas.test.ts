import { describe, expect, it } from "vitest";
import { areaSearchPath, LANDING_AREAS } from "./areas";

describe("areaSearchPath", () => {
  it("searches by address with bounds around the town (NE then SW)", () => {
    const url = new URL(areaSearchPath({ name: "Utrecht", lat: 52.09, lng: 5.12 }), "http://x");
    expect(url.pathname).toBe("/s");
    expect(url.searchParams.get("address")).toBe("Utrecht");
    expect(url.searchParams.get("bounds")).toBe("52.2100,5.2400,51.9700,5.0000");
  });
  it("covers places in both countries", () => {
    expect(new Set(LANDING_AREAS.map((a) => a.country))).toEqual(new Set(["NL", "BE"]));
  });
});
