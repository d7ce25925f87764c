import { describe, expect, it } from "vitest";
import { KNOWN_PLACES, placeInAddress, suggestPlaces } from "./places";

describe("suggestPlaces", () => {
  it("suggests places by prefix, largest first, at most 5", () => {
    expect(suggestPlaces("zwo")[0]?.name).toBe("Zwolle");
    expect(suggestPlaces("a").length).toBe(0);
    expect(suggestPlaces("an")[0]?.name).toBe("Antwerpen");
    expect(suggestPlaces("e").length).toBe(0);
    expect(suggestPlaces("en")).toHaveLength(5);
    expect(suggestPlaces("en", 2)).toHaveLength(2);
  });
  it("ignores case and accents", () => {
    expect(suggestPlaces("GÉNT")[0]?.name).toBe("Gent");
  });
  it("knows villages beyond the short town list, with Dutch names", () => {
    expect(suggestPlaces("giethoorn")).toEqual([
      {
        name: "Giethoorn",
        country: "NL",
        lat: expect.closeTo(52.74, 1),
        lng: expect.closeTo(6.08, 1),
      },
    ]);
    expect(suggestPlaces("liège")[0]).toMatchObject({ name: "Luik", country: "BE" });
  });
});

describe("placeInAddress", () => {
  it("finds the town in a full address", () => {
    expect(placeInAddress("Dorpsstraat 1, 8011 AB Zwolle")?.name).toBe("Zwolle");
    expect(placeInAddress("Veldstraat 10, 9000 Gent")?.name).toBe("Gent");
  });
  it("finds any Dutch, Belgian or German town, by its Dutch name", () => {
    expect(placeInAddress("Kerkstraat 2, Giethoorn")?.name).toBe("Giethoorn");
    expect(placeInAddress("Place Saint-Lambert 1, 4000 Liège")).toMatchObject({
      name: "Luik",
      country: "BE",
    });
    expect(placeInAddress("Hohe Straße 1, 50667 Köln")?.name).toBe("Keulen");
  });
  it("does not match towns inside other words", () => {
    expect(placeInAddress("Gentstraat 4, Nergensdorp")).toBeNull();
  });
  it("resolves every town of the wizard's short list to that town", () => {
    for (const known of KNOWN_PLACES) {
      const found = placeInAddress(`Markt 1, ${known.name}`);
      expect(found?.country, known.name).toBe(known.country);
      // Same town: centres within about 5 km ("Den Bosch" is 's-Hertogenbosch).
      expect(Math.abs((found?.lat ?? 0) - known.lat), known.name).toBeLessThan(0.05);
      expect(Math.abs((found?.lng ?? 0) - known.lng), known.name).toBeLessThan(0.07);
    }
  });
});
