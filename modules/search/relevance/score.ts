import type { LabelledQuery } from "./labelled-queries";

/** One labelled query's outcome: what came back that should not, what should have and did not. */
export type QueryScore = {
  query: string;
  found: number;
  relevant: number;
  wanted: number;
  missed: string[];
  wrong: string[];
};

export type RelevanceScore = {
  queries: QueryScore[];
  /** Relevant results over all results that were judged (`ok` ones are neither). */
  precision: number;
  /** Wanted listings found over all wanted listings. */
  recall: number;
};

/**
 * Micro-averaged over every query: a query returning ten wrong listings weighs ten times as much
 * as one returning one. Every listing not labelled `want` or `ok` counts as wrong.
 */
export function scoreRelevance(
  labelled: LabelledQuery[],
  results: Map<string, string[]>,
): RelevanceScore {
  const queries = labelled.map((l): QueryScore => {
    const found = results.get(l.query) ?? [];
    const want = new Set(l.want);
    const ok = new Set(l.ok ?? []);
    return {
      query: l.query,
      found: found.length,
      relevant: found.filter((t) => want.has(t)).length,
      wanted: want.size,
      missed: l.want.filter((t) => !found.includes(t)),
      wrong: found.filter((t) => !want.has(t) && !ok.has(t)),
    };
  });
  const sum = (f: (q: QueryScore) => number) => queries.reduce((n, q) => n + f(q), 0);
  const relevant = sum((q) => q.relevant);
  const judged = relevant + sum((q) => q.wrong.length);
  const wanted = sum((q) => q.wanted);
  return {
    queries,
    precision: judged === 0 ? 1 : relevant / judged,
    recall: wanted === 0 ? 1 : relevant / wanted,
  };
}
