import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { DUTCH_FUNCTION_WORDS, dutchForms } from "./dutch-forms";
import type { KeywordToken } from "./keywords";
import { synonymsOf } from "./regional-synonyms";

// What a keyword matches, looked up in the listings' own words (search_words, migration 0007;
// decision 028): its inflected forms that occur, and the compounds that contain one of them.

/** A keyword as the full-text query uses it; every positive keyword must match (AND). */
export type ExpandedKeyword = {
  term: string;
  negated: boolean;
  /** Whole-word forms (tomaten, tomaat, tomaatje): ranked as the word itself. */
  exact: string[];
  /** Compounds in listings that contain a form (trostomaten, tomatenrassen): ranked below. */
  compounds: string[];
};

/** Shorter forms are not looked for inside compounds ('ei' is in half the words). */
const MIN_HEAD_LENGTH = 3;
/** A compound's first part must be longer: 'kers' would find 'kerstmis', 'roos' 'rooster'. */
const MIN_MODIFIER_LENGTH = 4;
/** The rest of a compound is at least this long: 'maten' is not a part of 'tomaten'. */
const MIN_REST_LENGTH = 3;

/**
 * Compounds whose parts do not mean what they say: an aardappel is no appel, koolzaad (the
 * crop) neither kool nor zaad. A compound containing one of these is not found by the part.
 */
const OPAQUE_COMPOUNDS: Record<string, string[]> = {
  aardappel: ["appel"],
  aardbei: ["bei"],
  sinaasappel: ["appel"],
  appelsien: ["appel"],
  koolzaad: ["kool", "zaad"],
  bloemkool: ["bloem"],
  paardenbloem: ["paard"],
  pannenkoek: ["koek"],
};

const WORD = /^[a-z0-9]+$/;

function isOpaqueFor(compound: string, form: string): boolean {
  return Object.entries(OPAQUE_COMPOUNDS).some(
    ([opaque, parts]) =>
      compound.includes(opaque) && parts.some((p) => form.startsWith(p) || p.startsWith(form)),
  );
}

type Lookup = { token: number; form: string; word: string; kind: "exact" | "head" | "modifier" };

/**
 * One round trip for all forms of all keywords: which forms occur as words, which words end in
 * a form (heads: trostomaten) and which start with one followed by another word of the
 * listings, after an optional linking s (modifiers: tomatenrassen, lamsvlees).
 */
async function lookUp(db: Database, formsByToken: string[][]): Promise<Lookup[]> {
  const parts: SQL[] = [];
  const stop = [...DUTCH_FUNCTION_WORDS];
  formsByToken.forEach((forms, token) => {
    const words = forms.filter((f) => WORD.test(f));
    if (words.length === 0) return;
    parts.push(
      sql`SELECT ${token}::int AS token, word AS form, word, 'exact' AS kind FROM search_words WHERE word = ANY(${sql.param(words)}::text[])`,
    );
    for (const form of words) {
      if (form.length < MIN_HEAD_LENGTH) continue;
      parts.push(
        sql`SELECT ${token}::int, ${form}::text, word, 'head' FROM search_words WHERE reverse(word) LIKE ${`${[...form].reverse().join("")}%`} AND length(word) >= ${form.length + MIN_REST_LENGTH}`,
      );
      if (form.length < MIN_MODIFIER_LENGTH) continue;
      const rest = sql`substr(w.word, ${form.length + 1})`;
      parts.push(
        sql`SELECT ${token}::int, ${form}::text, w.word, 'modifier' FROM search_words w WHERE w.word LIKE ${`${form}%`} AND length(w.word) >= ${form.length + MIN_REST_LENGTH}
          AND EXISTS (SELECT 1 FROM search_words r WHERE length(r.word) >= ${MIN_REST_LENGTH} AND r.word <> ALL(${sql.param(stop)}::text[])
            AND (r.word = ${rest} OR (left(${rest}, 1) = 's' AND r.word = substr(${rest}, 2))))`,
      );
    }
  });
  if (parts.length === 0) return [];
  const result = await db.execute<Lookup>(sql.join(parts, sql` UNION ALL `));
  return result.rows;
}

function expandFrom(tokens: KeywordToken[], found: Lookup[]): ExpandedKeyword[] {
  return tokens.map((token, index) => {
    const mine = found.filter((f) => f.token === index);
    const forms = formsOf(token);
    // Forms that are not plain words (accents the index keeps, two letters) are kept as they
    // are; the others only when a listing has them, which keeps the query short.
    const exact = forms.filter(
      (f) =>
        !WORD.test(f) ||
        f.length < MIN_HEAD_LENGTH ||
        mine.some((m) => m.kind === "exact" && m.word === f),
    );
    const compounds = new Set<string>();
    for (const m of mine) {
      if (m.kind === "exact" || forms.includes(m.word) || isOpaqueFor(m.word, m.form)) continue;
      compounds.add(m.word);
    }
    return {
      term: token.term,
      negated: token.negated,
      exact: exact.length > 0 ? exact : [token.term],
      compounds: [...compounds],
    };
  });
}

/** The forms of a keyword and of its regional synonyms (patat ↔ aardappel). */
function formsOf(token: KeywordToken): string[] {
  const words = [token.term, ...synonymsOf(token.term)];
  return [...new Set(words.flatMap((w) => dutchForms(w)))];
}

/**
 * A keyword no listing has may be a compound of two words listings do have: 'tomatenzaad'
 * searches tomaten and zaad. The longest known first part wins.
 */
async function splitCompound(db: Database, term: string): Promise<[string, string] | null> {
  if (term.length < 2 * MIN_REST_LENGTH + 1 || !WORD.test(term)) return null;
  const splits: Array<[string, string]> = [];
  for (let i = term.length - MIN_REST_LENGTH; i >= MIN_REST_LENGTH; i--) {
    const left = term.slice(0, i);
    const right = term.slice(i);
    splits.push([left, right]);
    if (left.endsWith("s") && left.length > MIN_REST_LENGTH)
      splits.push([left.slice(0, -1), right]);
  }
  const candidates = [...new Set(splits.flatMap(([l, r]) => [...dutchForms(l), ...dutchForms(r)]))];
  const known = await db.execute<{ word: string }>(
    sql`SELECT word FROM search_words WHERE word = ANY(${sql.param(candidates)}::text[])`,
  );
  const words = new Set(known.rows.map((r) => r.word));
  const isKnown = (w: string) =>
    !DUTCH_FUNCTION_WORDS.has(w) && dutchForms(w).some((f) => words.has(f));
  return splits.find(([l, r]) => isKnown(l) && isKnown(r)) ?? null;
}

/**
 * Expands keywords for the full-text query. Positive keywords that match nothing at all are
 * tried as a compound of two known words; what still matches nothing is left to the prefix and
 * typo rounds of the search.
 */
export async function expandKeywords(
  db: Database,
  tokens: KeywordToken[],
): Promise<ExpandedKeyword[]> {
  const found = await lookUp(db, tokens.map(formsOf));
  const expanded = expandFrom(tokens, found);
  const result: ExpandedKeyword[] = [];
  for (const [index, keyword] of expanded.entries()) {
    const matchesNothing =
      !keyword.negated &&
      keyword.compounds.length === 0 &&
      !found.some((f) => f.token === index && f.kind === "exact");
    const split = matchesNothing ? await splitCompound(db, keyword.term) : null;
    if (!split) {
      result.push(keyword);
      continue;
    }
    const parts = split.map((term): KeywordToken => ({ term, negated: false }));
    result.push(...expandFrom(parts, await lookUp(db, parts.map(formsOf))));
  }
  return result;
}
