import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listingImages, listings, users } from "../../db/schema";
import { type KeywordToken, MIN_TYPO_TERM_LENGTH, tokenizeKeywords } from "./keywords";
import { priceRangeInMinorUnits, type SearchParams } from "./query-params";

export type SearchResult = {
  id: string;
  title: string;
  priceAmount: number | null;
  priceCurrency: string | null;
  unit: string | null;
  place: string | null;
  image: { storageKey: string } | null;
  lat: number | null;
  lng: number | null;
  /** Kilometres from the search origin; null without an origin or without a location. */
  distanceKm: number | null;
  createdAt: Date;
};

export type SearchOrder =
  | "createdAt"
  | "-createdAt"
  | "-price"
  | "price"
  | "relevance"
  | "distance";

export type SearchRepositoryQuery = {
  params: SearchParams;
  order: SearchOrder;
  stockManaged: boolean;
  limit: number;
  offset: number;
};

/** Word similarity ('tomaaten' ~ 'tomaten uit eigen tuin' = 0.7, 'aarbeien' ~ 'verse aardbeien' = 0.58). */
export const TYPO_WORD_SIMILARITY = 0.5;

// The same expression as the trigram index listings_title_trgm_idx, so `<%` can use it.
const normTitle = sql`bt_unaccent(lower(${listings.title}))`;
const vector = sql`${listings}.search_vector`;

function tokenQuery(token: KeywordToken, prefix: boolean): SQL {
  // Terms are letters and digits only (tokenizeKeywords), so they are valid tsquery operands.
  const parts = [token.term, ...token.variants].map(
    (term) =>
      sql`(to_tsquery('public.bt_dutch', ${term}) || to_tsquery('simple', ${prefix ? `${term}:*` : term}))`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

type KeywordSql = { where: SQL; ftsAll: SQL; rank: SQL; typo: SQL };

function keywordSql(keywords: string): KeywordSql | null {
  const tokens = tokenizeKeywords(keywords);
  const positive = tokens.filter((t) => !t.negated);
  if (positive.length === 0) return null;
  const last = positive.at(-1);
  const queries = positive.map((t) => ({ token: t, query: tokenQuery(t, t === last) }));
  const tokenMatches = queries.map(({ token, query }) => {
    const fts = sql`${vector} @@ ${query}`;
    return token.term.length >= MIN_TYPO_TERM_LENGTH
      ? sql`(${fts} OR ${token.term} <% ${normTitle})`
      : fts;
  });
  const negatives = tokens
    .filter((t) => t.negated)
    .map((t) => sql`NOT (${vector} @@ ${tokenQuery(t, false)})`);
  const all = sql.join(
    queries.map((q) => q.query),
    sql` && `,
  );
  const any = sql.join(
    queries.map((q) => q.query),
    sql` || `,
  );
  const typoTerms = positive.filter((t) => t.term.length >= MIN_TYPO_TERM_LENGTH);
  return {
    where: and(...tokenMatches, ...negatives) as SQL,
    ftsAll: sql`(${vector} @@ (${all}))`,
    // Weights {D, C, B, A}: title (A) > category (B) > description (C).
    rank: sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${vector}, ${any})`,
    typo:
      typoTerms.length > 0
        ? sql`greatest(${sql.join(
            typoTerms.map((t) => sql`word_similarity(${t.term}, ${normTitle})`),
            sql`, `,
          )})`
        : sql`0`,
  };
}

function filters(params: SearchParams, stockManaged: boolean, keywords: KeywordSql | null): SQL[] {
  const where: SQL[] = [
    eq(listings.state, "published"),
    eq(listings.deleted, false),
    eq(users.banned, false),
    eq(users.deleted, false),
  ];
  if (stockManaged) where.push(sql`${listings.currentStock} >= 1`);
  if (keywords) where.push(keywords.where);
  if (params.pub_category) where.push(eq(listings.category, params.pub_category));
  if (params.price) {
    const { min, maxExclusive } = priceRangeInMinorUnits(params.price);
    where.push(
      sql`${listings.priceAmount} >= ${min} AND ${listings.priceAmount} < ${maxExclusive}`,
    );
  }
  if (params.deliveryOption === "pickup") {
    where.push(sql`${listings.publicData} @> '{"pickupEnabled": true}'::jsonb`);
  } else if (params.deliveryOption === "shipping") {
    where.push(sql`${listings.publicData} @> '{"shippingEnabled": true}'::jsonb`);
  }
  if (params.bounds) {
    const { ne, sw } = params.bounds;
    where.push(sql`${listings.lat} BETWEEN ${sw.lat} AND ${ne.lat}`);
    where.push(
      sw.lng <= ne.lng
        ? sql`${listings.lng} BETWEEN ${sw.lng} AND ${ne.lng}`
        : // The box crosses the antimeridian: east of sw or west of ne.
          sql`(${listings.lng} >= ${sw.lng} OR ${listings.lng} <= ${ne.lng})`,
    );
  }
  return where;
}

const earth = sql`ll_to_earth(${listings.lat}, ${listings.lng})`;

export function createSearchRepository(db: Database) {
  return {
    async search(q: SearchRepositoryQuery): Promise<{ rows: SearchResult[]; totalItems: number }> {
      const { params } = q;
      const keywords = params.keywords ? keywordSql(params.keywords) : null;
      const where = and(...filters(params, q.stockManaged, keywords));
      const origin = params.origin
        ? sql`ll_to_earth(${params.origin.lat}::float8, ${params.origin.lng}::float8)`
        : null;
      const distanceKm = origin
        ? sql<number | null>`earth_distance(${earth}, ${origin}) / 1000.0`
        : sql<null>`null::float8`;

      const order: SQL[] = [];
      switch (q.order) {
        case "createdAt":
          order.push(sql`${listings.createdAt} DESC`);
          break;
        case "-createdAt":
          order.push(sql`${listings.createdAt} ASC`);
          break;
        case "-price":
          order.push(sql`${listings.priceAmount} ASC NULLS LAST`, sql`${listings.createdAt} DESC`);
          break;
        case "price":
          order.push(sql`${listings.priceAmount} DESC NULLS LAST`, sql`${listings.createdAt} DESC`);
          break;
        case "distance":
          // Cube distance (chord) orders like great-circle distance and can use listings_earth_idx.
          // ASC already puts NULLs last; spelling NULLS LAST out keeps the planner off the KNN index.
          if (origin) order.push(sql`${earth} <-> ${origin}`);
          order.push(sql`${listings.createdAt} DESC`);
          break;
        case "relevance":
          if (keywords) {
            // Full-text hits before typo-only hits, then rank, then typo closeness.
            order.push(
              sql`${keywords.ftsAll} DESC`,
              sql`${keywords.rank} DESC`,
              sql`${keywords.typo} DESC`,
            );
          }
          order.push(sql`${listings.createdAt} DESC`);
          break;
      }
      order.push(sql`${listings.id}`);

      const run = async (
        tx: Pick<Database, "select" | "selectDistinctOn" | "execute">,
        parallel: boolean,
      ) => {
        if (keywords) {
          // Only for this transaction: the `<%` operator (indexable) uses this threshold.
          await tx.execute(
            sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_WORD_SIMILARITY)}, true)`,
          );
        }
        // The page and the total are separate queries: with the total in the page query
        // (count(*) over ()) every match had to be joined and sorted before LIMIT could stop early.
        const page = () =>
          tx
            .select({
              id: listings.id,
              title: listings.title,
              priceAmount: listings.priceAmount,
              priceCurrency: listings.priceCurrency,
              publicData: listings.publicData,
              lat: listings.lat,
              lng: listings.lng,
              createdAt: listings.createdAt,
              distanceKm,
            })
            .from(listings)
            .innerJoin(users, eq(users.id, listings.authorId))
            .where(where)
            .orderBy(...order)
            .limit(q.limit)
            .offset(q.offset);
        const total = async () => {
          const [count] = await tx
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(listings)
            .innerJoin(users, eq(users.id, listings.authorId))
            .where(where);
          return count?.n ?? 0;
        };
        const [rows, totalItems] = parallel
          ? await Promise.all([page(), total()])
          : [await page(), await total()];
        // First images only for the rows on this page.
        const images = rows.length
          ? await tx
              .selectDistinctOn([listingImages.listingId], {
                listingId: listingImages.listingId,
                storageKey: listingImages.storageKey,
              })
              .from(listingImages)
              .where(
                inArray(
                  listingImages.listingId,
                  rows.map((r) => r.id),
                ),
              )
              .orderBy(listingImages.listingId, listingImages.position)
          : [];
        const imageOf = new Map(images.map((i) => [i.listingId, i.storageKey]));
        return {
          rows: rows.map((r) => ({ ...r, imageKey: imageOf.get(r.id) ?? null })),
          totalItems,
        };
      };

      // Keyword searches need their own transaction (a local setting); the others can use two connections.
      const { rows, totalItems } = keywords
        ? await db.transaction((tx) => run(tx, false))
        : await run(db, true);
      return {
        totalItems,
        rows: rows.map((r) => ({
          id: r.id,
          title: r.title,
          priceAmount: r.priceAmount,
          priceCurrency: r.priceCurrency,
          unit: typeof r.publicData.unit === "string" ? r.publicData.unit : null,
          place: typeof r.publicData.place === "string" ? r.publicData.place : null,
          image: r.imageKey !== null ? { storageKey: r.imageKey } : null,
          lat: r.lat,
          lng: r.lng,
          distanceKm: r.distanceKm === null ? null : Number(r.distanceKm),
          createdAt: r.createdAt,
        })),
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
