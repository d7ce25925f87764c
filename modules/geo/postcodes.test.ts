import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { GazetteerPlace } from "./gazetteer";
import { createPostcodeTable, postcodeKey, postcodeTable } from "./postcodes";

const found = (place: string) => ({ status: "found", place });

describe("postcodeTable (the built-in GeoNames postal codes)", () => {
  const table = postcodeTable();

  it("names the town of a Dutch 4-digit code", () => {
    expect(table.postalPlace("8011", "NL")).toEqual(found("Zwolle"));
    expect(table.postalPlace("1011", "NL")).toEqual(found("Amsterdam"));
  });

  it("reads a full Dutch postcode by its four digits, with or without space, any case", () => {
    expect(table.postalPlace("8011 AB", "NL")).toEqual(found("Zwolle"));
    expect(table.postalPlace("8011ab", "NL")).toEqual(found("Zwolle"));
    expect(table.postalPlace(" 2511  cv ", "NL")).toEqual(found("Den Haag"));
  });

  it("prefers the Dutch name of a Belgian code that lists Dutch and French names", () => {
    expect(table.postalPlace("1000", "BE")).toEqual(found("Brussel")); // Brussel, Bruxelles
    expect(table.postalPlace("1180", "BE")).toEqual(found("Ukkel")); // Uccle, Ukkel
    expect(table.postalPlace("9600", "BE")).toEqual(found("Ronse")); // Renaix, Ronse
    expect(table.postalPlace("8957", "BE")).toEqual(found("Mesen")); // Mesen, Messines
    // Only French in the postal list (Glain, Liège, Luik, Rocourt / Limal, Wavre): the town, in Dutch.
    expect(table.postalPlace("4000", "BE")).toEqual(found("Luik"));
    expect(table.postalPlace("1300", "BE")).toEqual(found("Waver"));
  });

  it("names the main town of a code, not a village or a namesake elsewhere", () => {
    // 3800 lists the village Aalst among Sint-Truiden's; the town Aalst lies 80 km away.
    expect(table.postalPlace("3800", "BE")).toEqual(found("Sint-Truiden"));
    expect(table.postalPlace("2980", "BE")).toEqual(found("Zoersel")); // Halle, Zoersel
    expect(table.postalPlace("1222", "NL")).toEqual(found("Hilversum")); // Hilversum, Bussum
    expect(table.postalPlace("9000", "BE")).toEqual(found("Gent"));
  });

  it("does not know a code that does not exist", () => {
    expect(table.postalPlace("1099", "NL")).toEqual({ status: "unknown" });
    expect(table.postalPlace("1099 ZZ", "NL")).toEqual({ status: "unknown" });
    expect(table.postalPlace("0999", "BE")).toEqual({ status: "unknown" });
    expect(table.postalPlace("12", "NL")).toEqual({ status: "unknown" });
    expect(table.postalPlace("", "NL")).toEqual({ status: "unknown" });
  });

  it("looks in the given country only", () => {
    expect(table.postalPlace("8011 AB", "BE")).toEqual({ status: "unknown" }); // letters: not Belgian
    expect(table.postalPlace("8011", "BE")).toEqual({ status: "unknown" }); // Zwolle's, not Belgian
    expect(table.postalPlace("1000", "NL")).toEqual({ status: "unknown" }); // Brussels', not Dutch
    expect(table.postalPlace("3511", "NL")).toEqual(found("Utrecht"));
    expect(table.postalPlace("3511", "BE")).toEqual(found("Kuringen"));
    // No German postal data: "cannot tell", so a place saved before is not wiped.
    expect(table.postalPlace("52062", "DE")).toEqual({ status: "unavailable" });
  });
});

describe("postcodeKey", () => {
  it("keeps the four digits of a Dutch postcode and a Belgian code as is", () => {
    expect(postcodeKey("8011 ab", "NL")).toBe("8011");
    expect(postcodeKey("8011", "NL")).toBe("8011");
    expect(postcodeKey("8011 A", "NL")).toBeNull();
    expect(postcodeKey("0811 AB", "NL")).toBeNull();
    expect(postcodeKey("1000", "BE")).toBe("1000");
    expect(postcodeKey("1000 AB", "BE")).toBeNull();
    expect(postcodeKey("10000", "BE")).toBeNull();
  });
});

describe("createPostcodeTable: which of a code's names", () => {
  const town = (p: Partial<GazetteerPlace> & Pick<GazetteerPlace, "name">): GazetteerPlace => ({
    id: 1,
    country: "BE",
    admin1: "VLG",
    population: 1000,
    lat: 51,
    lng: 4,
    nl: "",
    en: "",
    aliases: [],
    ...p,
  });
  const places = [
    town({ name: "Grootstad", population: 50000 }),
    town({ name: "Liège", admin1: "WAL", nl: "Luik", lat: 50.6, lng: 5.6, population: 190000 }),
    town({ name: "Verweg", lat: 51.5, lng: 3, population: 90000 }),
  ];
  const lists = {
    BE: [
      "2000\tDorp\t51.00\t4.01",
      "2000\tGrootstad\t51.00\t4.00",
      "4000\tGlain\t50.60\t5.60",
      "4000\tLiège\t50.60\t5.60",
      "8000\tHoek\t51.00\t4.00",
      "8000\tVerweg\t51.00\t4.00",
      "9000\tGrootstad\t51.00\t4.00",
    ].join("\n"),
  };
  const table = createPostcodeTable(lists, () => places);

  it("takes the largest town among the names, by its Dutch name", () => {
    expect(table.postalPlace("2000", "BE")).toEqual(found("Grootstad"));
    expect(table.postalPlace("4000", "BE")).toEqual(found("Luik"));
  });

  it("ignores a town of the same name far away, and one in another region", () => {
    // The town Verweg lies ~80 km from where 8000 puts its Verweg: another place, so no town is
    // known among 8000's names and the first one listed is shown.
    expect(table.postalPlace("8000", "BE")).toEqual(found("Hoek"));
    // Grootstad is Flemish (VLG); 4000–7999 are Walloon codes.
    const walloon = createPostcodeTable(
      { BE: "5000\tGlain\t51.00\t4.00\n5000\tGrootstad\t51.00\t4.00" },
      () => places,
    );
    expect(walloon.postalPlace("5000", "BE")).toEqual(found("Glain"));
  });

  it("answers unavailable for a country without a list", () => {
    expect(table.postalPlace("8011", "NL")).toEqual({ status: "unavailable" });
  });
});

describe("modules/geo/data/postcode-data.ts", () => {
  it("is what scripts/build-postcodes.mjs makes from modules/geo/data/postcodes/*.csv", () => {
    const run = spawnSync(process.execPath, ["scripts/build-postcodes.mjs", "--check"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
