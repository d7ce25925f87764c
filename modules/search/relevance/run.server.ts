import type { SearchService } from "../service.server";
import { LABELLED_QUERIES, type LabelledQuery } from "./labelled-queries";
import { type RelevanceScore, scoreRelevance } from "./score";

/** Runs every labelled query through the search service (one page of 100 holds any answer). */
export async function measureRelevance(
  search: SearchService,
  labelled: LabelledQuery[] = LABELLED_QUERIES,
): Promise<RelevanceScore & { results: Map<string, string[]> }> {
  const results = new Map<string, string[]>();
  for (const { query } of labelled) {
    const page = await search.query({ page: 1, keywords: query }, { perPage: 100 });
    results.set(
      query,
      page.listings.map((l) => l.title),
    );
  }
  return { ...scoreRelevance(labelled, results), results };
}
