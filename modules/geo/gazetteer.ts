import { GAZETTEER_TSV } from "./data/gazetteer-data";
import { foldName } from "./fold";
import type { GazetteerPlace } from "./gazetteer-place";
import { toPrediction } from "./place-label";
import { COUNTRY_NAMES, REGION_NAMES } from "./regions";
import {
  GEOCODER_COUNTRIES,
  type GeocoderCountry,
  type PlacePrediction,
  type SuggestOptions,
} from "./types";

export type { GazetteerPlace };

export type Gazetteer = {
  readonly places: readonly GazetteerPlace[];
  /** Places whose names start with the query (or have a word that does), best first. */
  suggest(query: string, options: SuggestOptions): PlacePrediction[];
  /** The place a free-text address names, e.g. "Dorpsstraat 1, 8011 AB Zwolle" → Zwolle. */
  placeInText(text: string): GazetteerPlace | null;
};

const isCountry = (value: string): value is GeocoderCountry =>
  (GEOCODER_COUNTRIES as readonly string[]).includes(value);

/** Reads the data file's rows (columns as written by scripts/build-gazetteer.mjs). */
export function parseGazetteer(tsv: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  for (const line of tsv.split("\n")) {
    const [
      id,
      country = "",
      admin1 = "",
      population,
      lat,
      lng,
      name = "",
      nl = "",
      en = "",
      aliases = "",
    ] = line.split("\t");
    if (!name || !isCountry(country)) continue;
    places.push({
      id: Number(id),
      country,
      admin1,
      population: Number(population),
      lat: Number(lat),
      lng: Number(lng),
      name,
      nl,
      en,
      aliases: aliases ? aliases.split("|") : [],
    });
  }
  return places;
}

// Exact name > name prefix > prefix of a later word ("bosch" in "Den Bosch").
const EXACT = 3;
const PREFIX = 2;
const WORD_PREFIX = 1;

/**
 * A sorted array of every folded name and every word-suffix of it ("den bosch", "bosch"), so a
 * prefix query is one binary search plus a scan over the matching keys: no full pass per keystroke.
 */
type PrefixIndex = {
  keys: string[];
  place: Int32Array;
  whole: Uint8Array;
  /** Best tier per place during one query, reset after it: cheaper than a Map per keystroke. */
  tier: Uint8Array;
  population: Float64Array;
};

function namesOf(place: GazetteerPlace): string[] {
  const folded = [place.name, place.nl, place.en, ...place.aliases].filter(Boolean).map(foldName);
  return [...new Set(folded)].filter(Boolean);
}

function buildPrefixIndex(places: readonly GazetteerPlace[]): PrefixIndex {
  const entries: { key: string; place: number; whole: boolean }[] = [];
  places.forEach((place, i) => {
    for (const name of namesOf(place)) {
      entries.push({ key: name, place: i, whole: true });
      for (let at = name.indexOf(" "); at !== -1; at = name.indexOf(" ", at + 1)) {
        entries.push({ key: name.slice(at + 1), place: i, whole: false });
      }
    }
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
  return {
    keys: entries.map((e) => e.key),
    place: Int32Array.from(entries, (e) => e.place),
    whole: Uint8Array.from(entries, (e) => (e.whole ? 1 : 0)),
    tier: new Uint8Array(places.length),
    population: Float64Array.from(places, (p) => p.population),
  };
}

function lowerBound(keys: readonly string[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] ?? "") < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Region and country names, to pass over at the end of "Maastricht, Limburg, Nederland" when
// looking for the town: "Limburg" is also a town (Limbourg), and the town comes first there.
const AREA_NAMES = new Set(
  [
    ...Object.values(COUNTRY_NAMES),
    ...Object.values(REGION_NAMES).flatMap((regions) => Object.values(regions)),
  ].flatMap((names) => [foldName(names.nl), foldName(names.en)]),
);
const MAX_NAME_WORDS = 6;

/** True for a region or country name in Dutch or English ("Overijssel", "Nederland", "Germany"). */
export function isAreaName(text: string): boolean {
  return AREA_NAMES.has(foldName(text));
}

/** A place named in a text; `area` when it was found in a trailing region or country segment. */
type TextMatch = { place: GazetteerPlace; end: number; length: number; area: boolean };

/**
 * The town closes a Dutch or Belgian address ("…, 8011 AB Zwolle"): a match outside trailing
 * region and country segments first, then the match ending last, then the longest name, then a
 * Dutch or Belgian place over a German one (the marketplace is Dutch and Belgian), then the
 * larger place.
 */
function outranks(a: TextMatch, b: TextMatch): boolean {
  const home = (m: TextMatch) => (m.place.country === "DE" ? 0 : 1);
  const order = [
    Number(b.area) - Number(a.area),
    a.end - b.end,
    a.length - b.length,
    home(a) - home(b),
    a.place.population - b.place.population,
  ];
  return (order.find((d) => d !== 0) ?? 0) > 0;
}

export function createGazetteer(places: readonly GazetteerPlace[]): Gazetteer {
  let prefixIndex: PrefixIndex | null = null;
  let byName: Map<string, number[]> | null = null;
  // Built on first use: parsing and sorting takes tens of milliseconds, a lookup then well under one.
  const index = () => (prefixIndex ??= buildPrefixIndex(places));
  const names = () => {
    if (byName) return byName;
    const map = new Map<string, number[]>();
    places.forEach((place, i) => {
      for (const name of namesOf(place)) {
        const list = map.get(name);
        if (list) list.push(i);
        else map.set(name, [i]);
      }
    });
    byName = map;
    return map;
  };
  return {
    places,

    suggest(query, options) {
      const q = foldName(query);
      if (!q || options.limit < 1) return [];
      const { keys, place, whole, tier, population } = index();
      const countries = new Set(options.countries);
      const touched: number[] = [];
      for (let i = lowerBound(keys, q); i < keys.length; i++) {
        const key = keys[i] ?? "";
        if (!key.startsWith(q)) break;
        const p = place[i] ?? 0;
        const t = whole[i] ? (key.length === q.length ? EXACT : PREFIX) : WORD_PREFIX;
        if (tier[p] === 0) touched.push(p);
        if ((tier[p] ?? 0) < t) tier[p] = t;
      }
      // One number per candidate: the tier outweighs any population (all are below 1e8).
      const score = (p: number) => (tier[p] ?? 0) * 1e8 + (population[p] ?? 0);
      // Keep the best `limit` in order while scanning: the candidates can be thousands.
      const top: number[] = [];
      const scores: number[] = [];
      for (const p of touched) {
        const s = score(p);
        if (top.length === options.limit && s <= (scores[top.length - 1] ?? 0)) continue;
        if (!countries.has(places[p]?.country ?? "NL")) continue;
        let at = top.length;
        while (at > 0 && s > (scores[at - 1] ?? 0)) at--;
        top.splice(at, 0, p);
        scores.splice(at, 0, s);
        if (top.length > options.limit) {
          top.pop();
          scores.pop();
        }
      }
      const predictions = top.flatMap((i) => {
        const p = places[i];
        return p ? [toPrediction(p, options.locale)] : [];
      });
      for (const p of touched) tier[p] = 0;
      return predictions;
    },

    placeInText(text) {
      const segments = text.split(",").map(foldName).filter(Boolean);
      // Trailing region or country segments ("…, Limburg, Nederland") count only when nothing
      // before them names a place: "Markt 1, Utrecht" is still Utrecht.
      let areaFrom = segments.length;
      while (areaFrom > 1 && AREA_NAMES.has(segments[areaFrom - 1] ?? "")) areaFrom--;
      const words: { word: string; area: boolean }[] = segments.flatMap((segment, at) =>
        segment.split(" ").map((word) => ({ word, area: at >= areaFrom })),
      );
      const lookup = names();
      let best: TextMatch | null = null;
      for (let start = 0; start < words.length; start++) {
        for (let length = 1; length <= MAX_NAME_WORDS && start + length <= words.length; length++) {
          const end = start + length;
          const key = words
            .slice(start, end)
            .map((w) => w.word)
            .join(" ");
          const area = words[start]?.area ?? false;
          for (const i of lookup.get(key) ?? []) {
            const place = places[i];
            if (place && (!best || outranks({ place, end, length, area }, best))) {
              best = { place, end, length, area };
            }
          }
        }
      }
      return best?.place ?? null;
    },
  };
}

let shared: Gazetteer | null = null;

/** The built-in gazetteer of Dutch, Belgian and German places, parsed once on first use. */
export function gazetteer(): Gazetteer {
  shared ??= createGazetteer(parseGazetteer(GAZETTEER_TSV));
  return shared;
}
