import { describe, expect, it } from "vitest";
import { placeInAddress, suggestPlaces } from "./places";

describe("suggestPlaces", () => {
  it("suggests towns by prefix first, at most 5", () => {
    expect(suggestPlaces("zwo").map((p) => p.name)).toEqual(["Zwolle"]);
    expect(suggestPlaces("a").length).toBe(0);
    expect(suggestPlaces("an").map((p) => p.name)).toEqual(["Antwerpen"]);
    expect(suggestPlaces("e").length).toBe(0);
    expect(suggestPlaces("en").length).toBeLessThanOrEqual(5);
  });
  it("ignores case and accents", () => {
    expect(suggestPlaces("GÉNT")[0]?.name).toBe("Gent");
  });
});

describe("placeInAddress", () => {
  it("finds the town in a full address", () => {
    expect(placeInAddress("Dorpsstraat 1, 8011 AB Zwolle")?.name).toBe("Zwolle");
    expect(placeInAddress("Veldstraat 10, 9000 Gent")?.name).toBe("Gent");
  });
  it("does not match towns inside other words", () => {
    expect(placeInAddress("Gentstraat 4, Nergensdorp")).toBeNull();
  });
});
