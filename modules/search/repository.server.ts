import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { APPROXIMATE_LAT_STEP, APPROXIMATE_LNG_STEP } from "#modules/geo";
import type { Database } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import { availabilityExceptions, listingImages, listings, users } from "../../db/schema";
import { type AvailabilityWindow, availabilityWindow } from "./date-range";
import type { SearchCircle } from "./distance-filter";
import { boxCells } from "./geo-cells";
import { type KeywordSql, keywordSql } from "./keyword-sql.server";
import { tokenizeKeywords } from "./keywords";
import { priceRangeInMinorUnits, type SearchParams } from "./query-params";
import { rankRecentFirst, TOP_TIER, WINDOWED_RANKING_FROM } from "./recent-first";
import { expandKeywords } from "./word-expansion.server";

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

/** A page query's row, as its column aliases name it (see rawRows). */
type PageRow = {
  id: string;
  title: string;
  priceAmount: number | null;
  priceCurrency: string | null;
  unit: string | null;
  place: string | null;
  lat: number | null;
  lng: number | null;
  createdAt: Date;
  distanceKm: number | null;
  image: string | null;
  tier: number;
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
  /** Card fields (first image, unit, place); map searches (up to 1000 rows) go without. */
  cardFields: boolean;
  /**
   * Only listings whose public point is inside this circle (the distance filter). `params.bounds`
   * must then be the circle's box, which the box index narrows to first.
   */
  circle?: SearchCircle;
  /** No total: the page's rows only (the nearest listings shown when a circle holds none). */
  withoutTotal?: boolean;
};

/** Word similarity ('tomaaten' ~ 'tomaten uit eigen tuin' = 0.7, 'aarbeien' ~ 'verse aardbeien' = 0.58). */
export const TYPO_WORD_SIMILARITY = 0.5;

/**
 * Seats in the weekly plan on every weekday of the window, and no exception closing any of
 * it (seats 0 overlapping the window).
 */
function fullyAvailable(window: AvailabilityWindow): SQL {
  const days = window.weekdays.map(
    (day) =>
      sql`jsonb_path_exists(${listings.availabilityPlan}, '$.entries[*] ? (@.dayOfWeek == $d && @.seats > 0)', jsonb_build_object('d', ${day}::text))`,
  );
  return sql`(${listings.availabilityPlan} IS NOT NULL AND ${sql.join(days, sql` AND `)} AND NOT EXISTS (
    SELECT 1 FROM ${availabilityExceptions}
    WHERE ${availabilityExceptions.listingId} = ${listings.id} AND ${availabilityExceptions.seats} = 0
      AND ${availabilityExceptions.start} < ${window.end.toISOString()}::timestamptz
      AND ${availabilityExceptions.end} > ${window.start.toISOString()}::timestamptz))`;
}

/** The centre of the ~550 m cell a column's value lies in: the public point (decision 025). */
const cellCentre = (column: SQL, step: number) =>
  sql`((floor(${column} / ${sql.raw(String(step))}) + 0.5) * ${sql.raw(String(step))})`;

/**
 * The listing's public point within the circle: the same haversine (6371 km) as the distance
 * the card shows (modules/geo/distance.ts), so a listing "within 10 km" never reads 10.4 km.
 * Arithmetic on rows the box index already narrowed to, no index of its own.
 */
function insideCircle(circle: SearchCircle): SQL {
  const lat = cellCentre(sql`${listings.lat}`, APPROXIMATE_LAT_STEP);
  const lng = cellCentre(sql`${listings.lng}`, APPROXIMATE_LNG_STEP);
  const { lat: cLat, lng: cLng } = circle.centre;
  return sql`2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${cLat}::float8) / 2), 2)
    + cos(radians(${cLat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${cLng}::float8) / 2), 2)
  ))) <= ${circle.km}`;
}

function filters(
  params: SearchParams,
  stockManaged: boolean,
  keywords: KeywordSql | null,
  cells: number[] | null,
  circle: SearchCircle | undefined,
): SQL[] {
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
  // Dates ask for full availability (spec §7), which only availability-managed listings have.
  if (params.dates && !stockManaged) where.push(fullyAvailable(availabilityWindow(params.dates)));
  if (params.bounds) {
    const { ne, sw } = params.bounds;
    // With cells the exact test is a filter only (`+ 0` hides the columns from the box index):
    // the planner would otherwise AND a bitmap of every listing in the box (42 000 at 1M
    // listings, 35 ms) onto the cells' few hundred.
    const lat = cells ? sql`(${listings.lat} + 0)` : sql`${listings.lat}`;
    const lng = cells ? sql`(${listings.lng} + 0)` : sql`${listings.lng}`;
    where.push(sql`${lat} BETWEEN ${sw.lat} AND ${ne.lat}`);
    where.push(
      sw.lng <= ne.lng
        ? sql`${lng} BETWEEN ${sw.lng} AND ${ne.lng}`
        : // The box crosses the antimeridian: east of sw or west of ne.
          sql`(${lng} >= ${sw.lng} OR ${lng} <= ${ne.lng})`,
    );
    // The box's grid cells let the full-text index narrow to the box as well (decision 018);
    // the exact test above still decides.
    if (cells) where.push(sql`ARRAY[${listings}.geo_cell] && ${sql.param(cells)}::int[]`);
  }
  if (circle) where.push(insideCircle(circle));
  return where;
}

const earth = sql`ll_to_earth(${listings.lat}, ${listings.lng})`;

/**
 * Totals are exact up to this many matches, then reported as "more than" (totalCapped): an
 * exact count of 97 590 rows costs 30–40 ms at 100k listings, a capped one about 1 ms,
 * and nobody pages past page 42 of a search.
 */
export const SEARCH_COUNT_CAP = 1000;

/** What the price sort compares: modules/listings/unit-price.ts's comparablePriceAmount. */
const unitPrice = sql`${listings}.unit_price_amount`;

function orderBy(q: SearchRepositoryQuery, keywords: KeywordSql | null, origin: SQL | null) {
  const order: SQL[] = [];
  switch (q.order) {
    case "createdAt":
      order.push(sql`${listings.createdAt} DESC`);
      break;
    case "-createdAt":
      order.push(sql`${listings.createdAt} ASC`);
      break;
    // Price per kilo for weight units, as listed otherwise (decision 029, migration 0008).
    case "-price":
      order.push(sql`${unitPrice} ASC NULLS LAST`, sql`${listings.createdAt} DESC`);
      break;
    case "price":
      // NULLS FIRST is the ascending index read backwards, so highest-first walks it too (it
      // read and sorted a whole category before); a published listing always has a price.
      order.push(sql`${unitPrice} DESC NULLS FIRST`, sql`${listings.createdAt} DESC`);
      break;
    case "distance":
      // Cube distance (chord) orders like great-circle distance and walks listings_earth_idx
      // nearest-first (KNN); the id after it only breaks ties (many listings share a garden).
      if (origin) order.push(sql`${earth} <-> ${origin}`);
      else order.push(sql`${listings.createdAt} DESC`);
      break;
    case "relevance":
      if (keywords) {
        // Typo-tolerant searches: real full-text hits before near-misses, then closeness.
        if (keywords.typoTolerant) order.push(sql`${keywords.ftsAll} DESC`);
        order.push(sql`${keywords.tier} DESC`);
        if (keywords.typoTolerant) order.push(sql`${keywords.typo} DESC`);
      }
      order.push(sql`${listings.createdAt} DESC`);
      break;
  }
  order.push(sql`${listings.id}`);
  return order;
}

/**
 * Keyword searches run on connections that start with these settings (decision 017): the typo
 * threshold `<%` reads, and no sequential scans. Without the latter a capped count ("LIMIT 1001")
 * of a common word was planned as a table scan hoping to stop early, and read 30 000 rows (42 ms)
 * where the full-text index finds the matches in 4 ms.
 */
export const KEYWORD_SEARCH_SETTINGS = {
  enable_seqscan: "off",
  "pg_trgm.word_similarity_threshold": String(TYPO_WORD_SIMILARITY),
};

/** Where counting stops and windowed ranking starts; tests move them to reach both paths. */
export type SearchTuning = { countCap?: number; windowedRankingFrom?: number };

/** The planner's estimate of how many rows `query` returns: one planning, no execution. */
async function estimatedRows(db: Pick<Database, "execute">, query: SQLWrapper): Promise<number> {
  const result = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`explain (format json) ${query}`,
  );
  return result.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0;
}

/**
 * Listings created in the last `days` days (a relevance window, decision 016). The database's
 * clock, not the services' one: a window only decides how many matches are read, never which
 * page comes out, and this keeps the condition a plain index range.
 */
const createdSince = (days: number) =>
  sql`${listings.createdAt} >= now() - ${`${days} days`}::interval`;

async function runSearch(
  databases: { db: Database; keywordDb: Database },
  q: SearchRepositoryQuery,
  keywords: KeywordSql | null,
  { countCap, windowedRankingFrom }: Required<SearchTuning>,
) {
  const { params } = q;
  const db = keywords ? databases.keywordDb : databases.db;
  // A first page at least as long as the cap counts itself.
  const countFromPage = q.offset === 0 && q.limit >= countCap;
  const origin = params.origin
    ? sql`ll_to_earth(${params.origin.lat}::float8, ${params.origin.lng}::float8)`
    : null;
  // Grid cells only help the full-text index, so only with keywords (decision 018).
  const cells = keywords && params.bounds ? boxCells(params.bounds) : null;
  const conditions = filters(params, q.stockManaged, keywords, cells, q.circle);
  // The nearest-first index only holds located listings; a distance order lists only those.
  if (q.order === "distance" && origin) {
    conditions.push(sql`${listings.lat} IS NOT NULL AND ${listings.lng} IS NOT NULL`);
  }
  const where = and(...conditions);
  const distanceKm = origin ? sql`earth_distance(${earth}, ${origin}) / 1000.0` : sql`null::float8`;
  // Page and total are separate queries, so ORDER BY … LIMIT can stop early (top-N sort or a
  // KNN index walk); the total only counts up to the cap.
  const rankedByTier = q.order === "relevance" && keywords !== null;
  // The first image is a subquery PostgreSQL evaluates after ORDER BY … LIMIT, so only for the
  // page's rows, without a round trip of its own. Map rows (up to 1 001) go without card fields.
  const nullText = sql`null::text`;
  const firstImage = q.cardFields
    ? sql`(SELECT ${listingImages.storageKey} FROM ${listingImages} WHERE ${listingImages.listingId} = ${listings.id} ORDER BY ${listingImages.position} LIMIT 1)`
    : nullText;
  const unit = q.cardFields ? sql`${listings.publicData}->>'unit'` : nullText;
  const place = q.cardFields ? sql`${listings.publicData}->>'place'` : nullText;
  const page = (sinceDays?: number) =>
    rawRows<PageRow>(
      db,
      db
        .select({
          id: sql`${listings.id}`.as("id"),
          title: sql`${listings.title}`.as("title"),
          priceAmount: sql`${listings.priceAmount}`.as("priceAmount"),
          priceCurrency: sql`${listings.priceCurrency}`.as("priceCurrency"),
          unit: unit.as("unit"),
          place: place.as("place"),
          lat: sql`${listings.lat}`.as("lat"),
          lng: sql`${listings.lng}`.as("lng"),
          createdAt: sql`${listings.createdAt}`.as("createdAt"),
          distanceKm: distanceKm.as("distanceKm"),
          image: firstImage.as("image"),
          // The same expression as in ORDER BY, so PostgreSQL computes it once.
          tier: (rankedByTier ? keywords.tier : sql.raw(String(TOP_TIER))).as("tier"),
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.authorId))
        .where(sinceDays === undefined ? where : and(where, createdSince(sinceDays)))
        .orderBy(...orderBy(q, keywords, origin))
        .limit(q.limit + (countFromPage ? 1 : 0))
        .offset(q.offset),
    );
  // Every match, unordered: what the total counts and the planner estimates. A new builder
  // each time: drizzle's .limit() changes the builder it is called on.
  const matches = () =>
    db
      .select({ one: sql`1` })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.authorId))
      .where(where);
  const total = async () => {
    const capped = matches()
      .limit(countCap + 1)
      .as("capped");
    const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
    return count?.n ?? 0;
  };
  // Page and total on two connections at once.
  let rows: Awaited<ReturnType<typeof page>>;
  let counted: number;
  if (q.withoutTotal) {
    rows = await page();
    counted = rows.length;
  } else if (countFromPage) {
    // Map searches: one row past the cap tells whether there are more; no count query.
    const fetched = await page();
    counted = fetched.length;
    rows = fetched.slice(0, q.limit);
  } else if (rankedByTier && !keywords.typoTolerant && !cells) {
    // Relevance windows (decision 016); not inside a box of cells, whose matches are local and
    // few: each window would repeat the cells' index scan, and the planner's guess for cells
    // (array overlap) is too rough to choose by.
    [rows, counted] = await Promise.all([
      (async () => {
        const estimate = await estimatedRows(db, matches());
        return estimate >= windowedRankingFrom ? rankRecentFirst(q.limit, page) : page();
      })(),
      total(),
    ]);
  } else {
    [rows, counted] = await Promise.all([page(), total()]);
  }
  return {
    totalItems: countFromPage ? rows.length : Math.min(counted, countCap),
    totalCapped: countFromPage ? counted > q.limit : counted > countCap,
    rows: rows.map(
      (r): SearchResult => ({
        id: r.id,
        title: r.title,
        priceAmount: r.priceAmount,
        priceCurrency: r.priceCurrency,
        unit: r.unit,
        place: r.place,
        image: r.image === null ? null : { storageKey: r.image },
        lat: r.lat,
        lng: r.lng,
        distanceKm: r.distanceKm,
        createdAt: r.createdAt,
      }),
    ),
  };
}

export type SearchPage = { rows: SearchResult[]; totalItems: number; totalCapped: boolean };

export function createSearchRepository(
  db: Database,
  { countCap = SEARCH_COUNT_CAP, windowedRankingFrom = WINDOWED_RANKING_FROM }: SearchTuning = {},
) {
  const tuning = { countCap, windowedRankingFrom };
  const databases = { db, keywordDb: db.$client.tuned(KEYWORD_SEARCH_SETTINGS) };
  return {
    async search(q: SearchRepositoryQuery): Promise<SearchPage> {
      const words = q.params.keywords;
      if (!words) return runSearch(databases, q, null, tuning);
      let result: SearchPage | null = null;
      // Forms and compounds of each word, from the listings' own words (decision 028).
      const expanded = await expandKeywords(databases.keywordDb, tokenizeKeywords(words));
      for (const reach of ["exact", "prefix", "typo"] as const) {
        const keywords = keywordSql(expanded, reach);
        if (!keywords) return runSearch(databases, q, null, tuning);
        if (reach === "typo" && !keywords.typoTolerant) break;
        result = await runSearch(databases, q, keywords, tuning);
        if (result.totalItems > 0) break;
      }
      return result as SearchPage;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
