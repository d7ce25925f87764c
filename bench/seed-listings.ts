import type pg from "pg";
import type { Unit } from "#modules/listings";

// Set-based seeding for the search bench: a couple of INSERT … SELECT statements over
// generate_series, so 100 000 listings take seconds, not minutes. setseed() makes it repeatable.

const PROVIDERS = 200;

// [noun, category id, unit (modules/listings/units.ts)]
const PRODUCTS: [string, string, Unit][] = [
  ["tomaten", "groenten", "perKg"],
  ["trostomaten", "groenten", "perKg"],
  ["cherrytomaten", "groenten", "perPiece"],
  ["courgettes", "groenten", "perPiece"],
  ["pompoenen", "groenten", "perPiece"],
  ["sla", "groenten", "perPiece"],
  ["bonen", "groenten", "perKg"],
  ["wortelen", "groenten", "perBunch"],
  ["komkommers", "groenten", "perPiece"],
  ["aardappelen", "groenten", "perKg"],
  ["paprika's", "groenten", "perPiece"],
  ["prei", "groenten", "perPiece"],
  ["aardbeien", "fruit", "perPiece"],
  ["appels", "fruit", "perKg"],
  ["peren", "fruit", "perKg"],
  ["frambozen", "fruit", "perPiece"],
  ["pruimen", "fruit", "perKg"],
  ["kersen", "fruit", "perKg"],
  ["stekjes", "planten", "perPiece"],
  ["tomatenplanten", "planten", "perPiece"],
  ["vaste planten", "planten", "perPiece"],
  ["dahlia's", "bloemen", "perBunch"],
  ["tulpen", "bloemen", "perBunch"],
  ["zonnebloemen", "bloemen", "perBunch"],
  ["zaden", "zaden", "perBag"],
  ["tomatenzaden", "zaden", "perBag"],
  ["bonenzaden", "zaden", "perBag"],
  ["kruiden", "kruiden", "perBunch"],
  ["basilicum", "kruiden", "perPiece"],
  ["peterselie", "kruiden", "perBunch"],
  ["munt", "kruiden", "perPiece"],
  ["honing", "verwerkte-producten", "perPiece"],
  ["jam", "verwerkte-producten", "perPiece"],
  ["appelmoes", "verwerkte-producten", "perPiece"],
  ["eieren", "eieren-en-zuivel", "perPiece"],
  ["scharreleieren", "eieren-en-zuivel", "perPiece"],
  ["geitenkaas", "eieren-en-zuivel", "perPiece"],
  ["groentepakket", "groenten-en-fruitpakketten", "perPiece"],
  ["fruitpakket", "groenten-en-fruitpakketten", "perPiece"],
  ["tuinhulp", "diensten", "perPiece"],
  ["snoeiwerk", "diensten", "perPiece"],
  ["fietsen", "benodigdheden", "perPiece"],
  ["compost", "benodigdheden", "perBag"],
  ["kweekbakken", "benodigdheden", "perPiece"],
];

const ADJECTIVES = [
  "Verse",
  "Biologische",
  "Zelfgekweekte",
  "Heerlijke",
  "Zoete",
  "Ambachtelijke",
  "Oude",
  "Rijpe",
];
const SUFFIXES = [
  "",
  " uit eigen tuin",
  " van de volkstuin",
  " per stuk of per kilo",
  " zonder bestrijdingsmiddelen",
  " uit de kas",
];
const SENTENCES = [
  "Vandaag geoogst in onze moestuin.",
  "Zonder kunstmest of bestrijdingsmiddelen gekweekt.",
  "Ophalen kan op zaterdag tussen tien en vier.",
  "Ook geschikt om in te maken of in te vriezen.",
  "Wij hebben dit jaar een grote oogst, dus op is op.",
  "Graag zelf een tas of doos meenemen.",
  "Verzenden kan in een stevige doos, in overleg.",
  "Crème de la crème van de volkstuin, echt een aanrader.",
  "Perfect voor soep, salade of gewoon uit het vuistje.",
  "Neem gerust contact op voor grotere hoeveelheden.",
];
// [place, lat, lng]: listings cluster around towns in NL and BE.
const PLACES: [string, number, number][] = [
  ["Amsterdam", 52.37, 4.9],
  ["Rotterdam", 51.92, 4.48],
  ["Den Haag", 52.08, 4.3],
  ["Utrecht", 52.09, 5.12],
  ["Eindhoven", 51.44, 5.47],
  ["Groningen", 53.22, 6.57],
  ["Tilburg", 51.56, 5.09],
  ["Almere", 52.37, 5.21],
  ["Breda", 51.59, 4.78],
  ["Nijmegen", 51.84, 5.86],
  ["Arnhem", 51.98, 5.91],
  ["Zwolle", 52.52, 6.08],
  ["Leeuwarden", 53.2, 5.8],
  ["Maastricht", 50.85, 5.69],
  ["Enschede", 52.22, 6.89],
  ["Amersfoort", 52.16, 5.39],
  ["Leiden", 52.16, 4.49],
  ["Haarlem", 52.38, 4.64],
  ["Middelburg", 51.5, 3.61],
  ["Antwerpen", 51.22, 4.4],
  ["Gent", 51.05, 3.72],
  ["Brugge", 51.21, 3.22],
  ["Leuven", 50.88, 4.7],
  ["Hasselt", 50.93, 5.34],
  ["Mechelen", 51.03, 4.48],
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (xs: string[]) => `ARRAY[${xs.map(lit).join(", ")}]::text[]`;
const pick = (array: string, n: number, r: string) => `(${array})[1 + floor(${r} * ${n})::int]`;

export async function seedListings(client: pg.ClientBase, count: number): Promise<void> {
  await client.query("SELECT setseed(0.42)");
  await client.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, display_name, email_verified)
     SELECT 'aanbieder' || g || '@bench.test', 'x', 'Aanbieder', 'Nr ' || g, 'Tuinder ' || g, true
     FROM generate_series(1, ${PROVIDERS}) g`,
  );
  const products = PRODUCTS.map(
    ([noun, category, unit], i) => `(${i + 1}, ${lit(noun)}, ${lit(category)}, ${lit(unit)})`,
  ).join(",\n");
  const places = PLACES.map(
    ([name, lat, lng], i) => `(${i + 1}, ${lit(name)}, ${lat}, ${lng})`,
  ).join(",\n");
  // Every random draw is a column of the MATERIALIZED CTE, so each row gets its own values.
  await client.query(`
    WITH authors AS (SELECT array_agg(id ORDER BY email) AS ids FROM users),
    products(i, noun, category, unit) AS (VALUES ${products}),
    places(i, name, lat, lng) AS (VALUES ${places}),
    r AS MATERIALIZED (
      SELECT g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
        random() r7, random() r8, random() r9, random() r10, random() r11, random() r12, random() r13,
        1 + floor(random() * ${PRODUCTS.length})::int AS product,
        1 + floor(random() * ${PLACES.length})::int AS place
      FROM generate_series(1, ${count}) g
    )
    INSERT INTO listings (author_id, state, title, description, price_amount, price_currency,
      lat, lng, category, current_stock, public_data, created_at, updated_at)
    SELECT
      authors.ids[1 + r.g % ${PROVIDERS}],
      'published',
      ${pick(textArray(ADJECTIVES), ADJECTIVES.length, "r.r1")} || ' ' || p.noun
        || ${pick(textArray(SUFFIXES), SUFFIXES.length, "r.r2")},
      concat_ws(' ',
        ${pick(textArray(SENTENCES), SENTENCES.length, "r.r3")},
        CASE WHEN r.r4 < 0.7 THEN ${pick(textArray(SENTENCES), SENTENCES.length, "r.r5")} END,
        CASE WHEN r.r4 < 0.3 THEN ${pick(textArray(SENTENCES), SENTENCES.length, "r.r6")} END),
      CASE WHEN r.r7 < 0.08 THEN 0 ELSE (10 + floor(r.r8 * r.r8 * 4990))::int / 5 * 5 END,
      'EUR',
      -- 85 % near a town (about ±15 km), the rest anywhere in the NL/BE box.
      CASE WHEN r.r9 < 0.85 THEN least(53.4, greatest(50.7, pl.lat + (r.r10 - 0.5) * 0.27))
        ELSE 50.7 + r.r10 * 2.7 END,
      CASE WHEN r.r9 < 0.85 THEN least(7.1, greatest(3.4, pl.lng + (r.r11 - 0.5) * 0.44))
        ELSE 3.4 + r.r11 * 3.7 END,
      p.category,
      floor(r.r12 * 41)::int,
      jsonb_build_object('unit', p.unit, 'place', pl.name,
        'pickupEnabled', r.r5 < 0.85, 'shippingEnabled', r.r6 < 0.35),
      now() - r.r13 * interval '365 days',
      now()
    FROM r
    CROSS JOIN authors
    JOIN products p ON p.i = r.product
    JOIN places pl ON pl.i = r.place`);
  // What autovacuum does after a bulk insert: statistics, and the visibility map that lets a
  // count be answered from an index alone (decision 017).
  await client.query("VACUUM (ANALYZE) users");
  await client.query("VACUUM (ANALYZE) listings");
}
