import { and, type SQL, sql } from "drizzle-orm";
import { listings } from "../../db/schema";
import { MIN_TYPO_TERM_LENGTH } from "./keywords";
import { TOP_TIER } from "./recent-first";
import type { ExpandedKeyword } from "./word-expansion.server";

// The keyword part of a search's SQL, for repository.server.ts.

// The same expression as the trigram index listings_title_trgm_idx, so `<%` can use it.
const normTitle = sql`bt_unaccent(lower(${listings.title}))`;
const vector = sql`${listings}.search_vector`;

export type KeywordSql = { where: SQL; ftsAll: SQL; tier: SQL; typo: SQL; typoTolerant: boolean };

/**
 * How far keywords reach. search() widens step by step only while nothing matches:
 * whole words, their forms and the listings' compounds of them, then the last word as a prefix
 * (someone still typing 'aardb'), then trigram typos on titles. Widening every query up front
 * made 'tomaten' fetch and rank every tomatenzaden and trostomaten too: 3× the rows, 3× the time.
 */
export type KeywordReach = "exact" | "prefix" | "typo";

/**
 * `lexemes` as one 'simple' tsquery (the unstemmed half of search_vector; decision 028), each
 * restricted to `weights` (title A, category B) when given. Lexemes are letters and digits only
 * (tokenizeKeywords, search_words), so they are valid tsquery operands.
 */
function anyOf(lexemes: string[], weights: string, prefix?: string): SQL {
  const suffix = weights ? `:${weights}` : "";
  const operands = lexemes.map((l) => `${l}${suffix}`);
  if (prefix) operands.push(`${prefix}:*${weights}`);
  return sql`to_tsquery('simple', ${operands.join(" | ")})`;
}

export function keywordSql(keywords: ExpandedKeyword[], reach: KeywordReach): KeywordSql | null {
  const typoTolerant = reach === "typo";
  const positive = keywords.filter((k) => !k.negated);
  if (positive.length === 0) return null;
  const last = positive.at(-1);
  const prefix = (k: ExpandedKeyword) => (reach !== "exact" && k === last ? k.term : undefined);
  const matches = (k: ExpandedKeyword, weights: string) =>
    anyOf([...k.exact, ...k.compounds], weights, prefix(k));
  const typoTerms = typoTolerant
    ? positive.filter((k) => k.term.length >= MIN_TYPO_TERM_LENGTH)
    : [];
  const tokenMatches = positive.map((k) => {
    const fts = sql`${vector} @@ ${matches(k, "")}`;
    return typoTerms.includes(k) ? sql`(${fts} OR ${k.term} <% ${normTitle})` : fts;
  });
  const negatives = keywords
    .filter((k) => k.negated)
    .map((k) => sql`NOT (${vector} @@ ${anyOf([...k.exact, ...k.compounds], "")})`);
  const allIn = (query: (k: ExpandedKeyword) => SQL) =>
    sql`(${vector} @@ (${sql.join(positive.map(query), sql` && `)}))`;
  return {
    where: and(...tokenMatches, ...negatives) as SQL,
    ftsAll: allIn((k) => matches(k, "")),
    // Relevance tiers: every word whole in the title; else in the title, compounds too
    // (Trostomaten below Tomaten); else in title or category; else anywhere (description).
    // Cheaper than ts_rank_cd, which had to read every match's positions.
    tier: sql`(CASE WHEN ${allIn((k) => anyOf(k.exact, "A", prefix(k)))} THEN ${sql.raw(String(TOP_TIER))}
      WHEN ${allIn((k) => matches(k, "A"))} THEN 3 WHEN ${allIn((k) => matches(k, "AB"))} THEN 2 ELSE 1 END)`,
    // Closeness over all words (a sum: with `greatest` an exact word tied every title).
    typo:
      typoTerms.length > 0
        ? sql`(${sql.join(
            typoTerms.map((k) => sql`word_similarity(${k.term}, ${normTitle})`),
            sql` + `,
          )})`
        : sql`0`,
    typoTolerant: typoTerms.length > 0,
  };
}
