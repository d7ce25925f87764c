import { describe, expect, it } from "vitest";
import { BOUNDS_DISTANCE_M, boundsAround } from "./bounds";
import { gazetteer } from "./gazetteer";
import { GEOCODER_COUNTRIES, type SuggestOptions } from "./types";

const nl: SuggestOptions = { locale: "nl", limit: 5, countries: GEOCODER_COUNTRIES };
const en: SuggestOptions = { ...nl, locale: "en" };
const suggest = (q: string, options = nl) => gazetteer().suggest(q, options);
const names = (q: string, options = nl) => suggest(q, options).map((p) => p.name);
const labels = (q: string, options = nl) => suggest(q, options).map((p) => p.label);

describe("the offline gazetteer data", () => {
  it("holds the towns and villages of the three countries", () => {
    const count = (c: string) => gazetteer().places.filter((p) => p.country === c).length;
    expect(count("NL")).toBeGreaterThan(1500);
    expect(count("BE")).toBeGreaterThan(2000);
    expect(count("DE")).toBeGreaterThan(10_000);
    expect(gazetteer().places.every((p) => GEOCODER_COUNTRIES.includes(p.country))).toBe(true);
  });
});

describe("gazetteer suggest", () => {
  it("turns a place into a prediction with 2 km bounds around its centre", () => {
    const [zwolle] = suggest("zwolle");
    expect(zwolle).toMatchObject({
      id: "gn:2743477",
      name: "Zwolle",
      label: "Zwolle, Overijssel, Nederland",
      kind: "place",
      country: "NL",
    });
    expect(zwolle?.origin.lat).toBeCloseTo(52.5125, 3);
    expect(zwolle?.bounds).toEqual(boundsAround(zwolle!.origin, BOUNDS_DISTANCE_M.place));
  });

  it("ranks an exact name above a larger place the query only starts", () => {
    const found = suggest("born");
    expect(found.slice(0, 2).map((p) => p.name)).toEqual(["Born", "Born"]);
    expect(found.map((p) => p.name)).toContain("Bornheim");
  });

  it("ranks a name prefix above a larger place where only a later word matches", () => {
    expect(names("bosch")).toEqual(["Bosch en Duin", "'s-Hertogenbosch"]);
  });

  it("ranks by population within a tier, at most `limit`", () => {
    expect(names("a")).toHaveLength(5);
    expect(names("a")[0]).toBe("Amsterdam");
    expect(names("am", { ...nl, limit: 2 })).toHaveLength(2);
    expect(names("am", { ...nl, limit: 0 })).toEqual([]);
  });

  it("ignores case, accents and punctuation", () => {
    expect(names("GÉNT")[0]).toBe("Gent");
    expect(names("liege")[0]).toBe("Luik");
    expect(names("sint niklaas")[0]).toBe("Sint-Niklaas");
    expect(names("s hertogenbosch")).toEqual(["'s-Hertogenbosch"]);
  });

  it("finds villages, not only towns", () => {
    expect(labels("giethoorn")).toEqual(["Giethoorn, Overijssel, Nederland"]);
  });

  it("shows Dutch names in Dutch, English names in English", () => {
    expect(labels("luik")[0]).toBe("Luik, Wallonië, België");
    expect(labels("luik", en)[0]).toBe("Liège, Wallonia, Belgium");
    expect(labels("keulen")[0]).toBe("Keulen, Noordrijn-Westfalen, Duitsland");
    expect(labels("keulen", en)[0]).toBe("Cologne, North Rhine-Westphalia, Germany");
    expect(labels("den haag")[0]).toBe("Den Haag, Zuid-Holland, Nederland");
    expect(labels("den haag", en)[0]).toBe("The Hague, South Holland, Netherlands");
  });

  it("finds a place by any of its names and leaves out a region named like it", () => {
    expect(labels("bruxelles")).toEqual(["Brussel, België"]);
    expect(labels("brussels", en)).toEqual(["Brussels, Belgium"]);
    expect(names("den bosch")).toEqual(["'s-Hertogenbosch"]);
    expect(labels("elsene")).toEqual(["Elsene, Brussel, België"]);
  });

  it("keeps to the asked countries", () => {
    expect(names("kleve").length).toBeGreaterThan(0);
    expect(names("kleve", { ...nl, countries: ["NL", "BE"] })).toEqual([]);
  });

  it("answers nothing for an empty query or one matching no name", () => {
    expect(suggest("  ")).toEqual([]);
    expect(suggest("qqqxz")).toEqual([]);
  });

  it("answers within 2 ms once its index is built", () => {
    suggest("warm-up");
    const queries = [
      "a",
      "s",
      "b",
      "zw",
      "ber",
      "sint",
      "den",
      "utrecht",
      "k",
      "la",
      "luik",
      "mün",
    ];
    const rounds = 50;
    const start = performance.now();
    for (let r = 0; r < rounds; r++) for (const q of queries) suggest(q);
    const perCall = (performance.now() - start) / (rounds * queries.length);
    expect(perCall).toBeLessThan(2);
  });
});

describe("gazetteer placeInText", () => {
  const place = (text: string) => gazetteer().placeInText(text);

  it("finds the town that closes an address", () => {
    expect(place("Dorpsstraat 1, 8011 AB Zwolle")?.name).toBe("Zwolle");
    expect(place("Veldstraat 10, 9000 Gent")?.name).toBe("Gent");
    expect(place("Place Saint-Lambert 1, 4000 Liège")).toMatchObject({ name: "Liège", nl: "Luik" });
    expect(place("Markt 1, Den Bosch")?.name).toBe("'s-Hertogenbosch");
  });

  it("reads a suggestion's label, where the town comes first", () => {
    expect(place("Maastricht, Limburg, Nederland")?.name).toBe("Maastricht");
    expect(place("Luik, Wallonië, België")?.name).toBe("Liège");
  });

  it("does not match towns inside other words", () => {
    expect(place("Gentstraat 4, Nergensdorp")).toBeNull();
  });
});
