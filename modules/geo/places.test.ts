import { describe, expect, it } from "vitest";
import { gazetteer } from "./gazetteer";
import { KNOWN_PLACES, placeInAddress, suggestPlaces, townOfAddress } from "./places";
import { GEOCODER_COUNTRIES } from "./types";

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

describe("townOfAddress", () => {
  it("keeps the town of every kind of suggestion: town, village, city district, Belgian and German places", () => {
    const queries = ["Zwolle", "Giethoorn", "Scheveningen", "Elsene", "Luik", "Gent", "Keulen"];
    for (const query of queries) {
      for (const locale of ["nl", "en"] as const) {
        const suggestions = gazetteer().suggest(query, {
          locale,
          limit: 5,
          countries: GEOCODER_COUNTRIES,
        });
        expect(suggestions.length, query).toBeGreaterThan(0);
        for (const suggestion of suggestions) {
          // The Dutch name whatever the grower's language: "Keulen" for "Cologne, …, Germany".
          const dutch = gazetteer()
            .suggest(suggestion.name, { locale: "nl", limit: 5, countries: GEOCODER_COUNTRIES })
            .find((p) => p.id === suggestion.id)?.name;
          expect(townOfAddress(suggestion.label), suggestion.label).toBe(dutch);
        }
      }
    }
  });
  it("names the town in the label the field shows, not the country", () => {
    expect(townOfAddress("Zwolle, Overijssel, Nederland")).toBe("Zwolle");
    expect(townOfAddress("Luik, Wallonië, België")).toBe("Luik");
    expect(townOfAddress("Brussel, België")).toBe("Brussel");
    expect(townOfAddress("Cologne, North Rhine-Westphalia, Germany")).toBe("Keulen");
  });
  it("finds the town in a street address from an online geocoder", () => {
    expect(townOfAddress("Dorpsstraat 1, 8011 AB Zwolle, Nederland")).toBe("Zwolle");
    expect(townOfAddress("Hohe Straße 1, 50667 Köln, Deutschland")).toBe("Keulen");
  });
  it("falls back to the last part that is not a region or country for an unknown town", () => {
    expect(townOfAddress("Hoofdstraat 1, 1234 AB Nergensdorp, Overijssel, Nederland")).toBe(
      "Nergensdorp",
    );
    expect(townOfAddress("Gentstraat 4, 9999 Nergensdorp")).toBe("Nergensdorp");
    expect(townOfAddress("  ")).toBeNull();
  });
});
