import type { Database } from "./client";

type Built = { toSQL(): { sql: string; params: unknown[] } };

/**
 * Runs a query built with drizzle and returns pg's rows as they are, keyed by the query's
 * column aliases. Drizzle's own row mapping checks every cell's field class by walking
 * prototypes: 5 of the 16 ms of a 1 000-row map search (CPU profile, docs/search.md). Every
 * selected expression needs an alias (`sql\`…\`.as("name")`) and `Row` must match them;
 * values come with pg's standard parsing (timestamptz → Date, int4 and float8 → number).
 */
export async function rawRows<Row extends Record<string, unknown>>(
  db: Database,
  query: Built,
): Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const result = await db.$client.query<Row>({ text, values: params });
  return result.rows;
}
