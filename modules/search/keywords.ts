/**
 * Keyword parsing for search, websearch style: words are ANDed, a leading '-' excludes a word,
 * quotes and the word 'or' are read as plain separators. Pure and client-safe.
 */

export type KeywordToken = {
  /** Lowercase, accent-folded letters and digits only: safe to hand to to_tsquery. */
  term: string;
  /** Other spellings that count as the same word (irregular Dutch plurals: eieren → ei). */
  variants: string[];
  negated: boolean;
};

/** At most this many words are used; longer queries are cut. */
export const MAX_KEYWORD_TOKENS = 8;
/** Shorter words are too ambiguous for trigram typo matching ('ei' would match 'eigen'). */
export const MIN_TYPO_TERM_LENGTH = 4;

export function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}+/gu, "");
}

/** The -eren plurals; few, and the stemmer leaves them as '-er' (eieren → eier). */
const EREN_PLURALS: Record<string, string> = {
  ei: "eieren",
  blad: "bladeren",
  kalf: "kalveren",
  lam: "lammeren",
  hoen: "hoenderen",
  rund: "runderen",
};
const EREN_SINGULARS = Object.fromEntries(Object.entries(EREN_PLURALS).map(([s, p]) => [p, s]));
/**
 * Dutch takes -s after unstressed -e, -el, -em, -er and -je. (Not -en: 'peren' is already a
 * plural; vowel-final loanwords take 's, which the tokenizer splits off anyway.)
 */
const TAKES_S = /(e|el|em|er|je)$/;

/**
 * Singular and plural forms the Snowball stemmer does not bring together: the -eren plurals
 * and the -s plural (courgette ↔ courgettes, appel ↔ appels, tomaatje ↔ tomaatjes).
 * Whole words only; the stemmer already handles -en (tomaat ↔ tomaten).
 */
function pluralVariants(term: string): string[] {
  const eren = EREN_PLURALS[term] ?? EREN_SINGULARS[term];
  if (eren) return [eren];
  if (term.length > 4 && term.endsWith("s") && !term.endsWith("ss")) return [term.slice(0, -1)];
  if (term.length > 2 && TAKES_S.test(term)) return [`${term}s`];
  return [];
}

export function tokenizeKeywords(keywords: string): KeywordToken[] {
  const tokens: KeywordToken[] = [];
  const seen = new Set<string>();
  for (const raw of foldAccents(keywords.toLowerCase()).split(/[\s"]+/)) {
    const negated = raw.startsWith("-");
    for (const [index, term] of raw.split(/[^\p{L}\p{N}]+/u).entries()) {
      if (term === "" || term === "or") continue;
      // Only the first part of '-foo-bar' is negated; the rest are ordinary words.
      const isNegated = negated && index === 1;
      const key = `${isNegated ? "-" : ""}${term}`;
      if (seen.has(key)) continue;
      seen.add(key);
      tokens.push({ term, variants: pluralVariants(term), negated: isNegated });
    }
  }
  return tokens.slice(0, MAX_KEYWORD_TOKENS);
}
