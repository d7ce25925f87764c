/**
 * Keyword parsing for search, websearch style: words are ANDed, a leading '-' excludes a word,
 * quotes and the word 'or' are read as plain separators. Inflected forms and compounds are
 * found by the server (dutch-forms.ts, word-expansion.server.ts). Pure and client-safe.
 */

export type KeywordToken = {
  /** Lowercase, accent-folded letters and digits only: safe to hand to to_tsquery. */
  term: string;
  negated: boolean;
};

/** At most this many words are used; longer queries are cut. */
export const MAX_KEYWORD_TOKENS = 8;
/** Shorter words are too ambiguous for trigram typo matching ('ei' would match 'eigen'). */
export const MIN_TYPO_TERM_LENGTH = 4;

export function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}+/gu, "");
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
      tokens.push({ term, negated: isNegated });
    }
  }
  return tokens.slice(0, MAX_KEYWORD_TOKENS);
}
