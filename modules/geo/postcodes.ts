import { BE_POSTCODES, NL_POSTCODES } from "./data/postcode-data";
import { distanceKm } from "./distance";
import { foldName } from "./fold";
import { type GazetteerPlace, gazetteer } from "./gazetteer";
import type { PostalPlaceResult } from "./postal-place";
import type { GeocoderCountry, LatLng } from "./types";

/** Per country the data file's lines: code, centre, place names (scripts/build-postcodes.mjs). */
export type PostcodeLists = Partial<Record<GeocoderCountry, string>>;

export type PostcodeTable = {
  /** The town of a postal code, Dutch name first: "8011 AB" NL → Zwolle, "1000" BE → Brussel. */
  postalPlace(postalCode: string, country: GeocoderCountry): PostalPlaceResult;
};

/**
 * The 4-digit key of a postal code: "8011 AB", "8011ab" and "8011" are all 8011 in NL (the letters
 * narrow it to a street, the town is in the digits); Belgian codes are four digits and nothing else.
 */
export function postcodeKey(postalCode: string, country: GeocoderCountry): string | null {
  const code = postalCode.replace(/\s+/g, "").toUpperCase();
  const pattern = country === "NL" ? /^([1-9]\d{3})(?:[A-Z]{2})?$/ : /^([1-9]\d{3})$/;
  return pattern.exec(code)?.[1] ?? null;
}

/** Belgian postal codes run by province, so the range tells the GeoNames region (admin1). */
function belgianRegion(code: string): string {
  const n = Number(code);
  if (n < 1300) return "BRU";
  if (n < 1500 || (n >= 4000 && n < 8000)) return "WAL";
  return "VLG";
}

/** One place a code lists, with where the postal data puts it (null when it does not say). */
type PostcodePlace = { name: string; at: LatLng | null };

function parseLists(tsv: string): Map<string, PostcodePlace[]> {
  const codes = new Map<string, PostcodePlace[]>();
  for (const line of tsv.split("\n")) {
    const [code, name, lat, lng] = line.split("\t");
    if (!code || !name) continue;
    const at = lat && lng ? { lat: Number(lat), lng: Number(lng) } : null;
    codes.set(code, [...(codes.get(code) ?? []), { name, at }]);
  }
  return codes;
}

/**
 * How far a gazetteer town may lie from where the postal data puts a name to be that place: a town
 * of the same name elsewhere (Aalst in East Flanders for the village Aalst under Sint-Truiden's
 * 3800) is farther.
 */
const SAME_PLACE_KM = 15;

/**
 * Picks the place to show among a code's names. A code often lists several: the same town in
 * Dutch and French (1000: Brussel, Bruxelles), or a town and its villages (4000: Glain, Liège,
 * Luik, Rocourt). The gazetteer knows which names are towns, how large they are and their Dutch
 * names (exonyms.tsv), so: the largest town any name belongs to, by its Dutch name (Luik), else the
 * name as the postal list spells it. Names the gazetteer does not know (hamlets) only count when
 * none is known, and then the first one listed wins.
 */
function choosePlace(
  listed: readonly PostcodePlace[],
  country: GeocoderCountry,
  code: string,
  townsByName: Map<string, GazetteerPlace[]>,
): string {
  const region = country === "BE" ? belgianRegion(code) : null;
  let best: { place: GazetteerPlace; name: string } | null = null;
  for (const { name, at } of listed) {
    for (const place of townsByName.get(foldName(name)) ?? []) {
      if (place.country !== country) continue;
      // "Vorst" is a Brussels municipality (Forest) and a village near Laakdal: the code's region
      // decides. Within Brussels (16 km across, no two towns of one name) the distance is not
      // asked, as the postal data misplaces some of its codes (1190 lies at Laakdal there).
      if (region && place.admin1 !== region) continue;
      if (region !== "BRU" && at && distanceKm(at, place) > SAME_PLACE_KM) continue;
      if (!best || place.population > best.place.population) best = { place, name };
    }
  }
  if (best) return best.place.nl || best.name;
  return listed[0]?.name ?? "";
}

function indexTowns(places: readonly GazetteerPlace[]): Map<string, GazetteerPlace[]> {
  const byName = new Map<string, GazetteerPlace[]>();
  for (const place of places) {
    if (place.country === "DE") continue;
    const names = new Set([place.name, place.nl, ...place.aliases].filter(Boolean).map(foldName));
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), place]);
  }
  return byName;
}

/**
 * Postal code → town from the built-in GeoNames lists (NL and BE only: for another country the
 * answer is "unavailable", not "unknown"). The choice per code is made once, on first use.
 */
export function createPostcodeTable(
  lists: PostcodeLists,
  places: () => readonly GazetteerPlace[],
): PostcodeTable {
  const chosen = new Map<GeocoderCountry, Map<string, string>>();
  let townsByName: Map<string, GazetteerPlace[]> | null = null;

  function table(country: GeocoderCountry): Map<string, string> | null {
    const tsv = lists[country];
    if (!tsv) return null;
    let codes = chosen.get(country);
    if (!codes) {
      townsByName ??= indexTowns(places());
      const towns = townsByName;
      codes = new Map(
        [...parseLists(tsv)].map(([code, listed]) => [
          code,
          choosePlace(listed, country, code, towns),
        ]),
      );
      chosen.set(country, codes);
    }
    return codes;
  }

  return {
    postalPlace(postalCode, country) {
      const codes = table(country);
      if (!codes) return { status: "unavailable" };
      const key = postcodeKey(postalCode, country);
      const place = key ? codes.get(key) : undefined;
      return place ? { status: "found", place } : { status: "unknown" };
    },
  };
}

let shared: PostcodeTable | null = null;

/** The built-in table of Dutch and Belgian postal codes (GeoNames; modules/geo/data/postcodes/). */
export function postcodeTable(): PostcodeTable {
  shared ??= createPostcodeTable({ NL: NL_POSTCODES, BE: BE_POSTCODES }, () => gazetteer().places);
  return shared;
}
