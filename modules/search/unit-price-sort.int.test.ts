import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { comparablePriceAmount, UNITS } from "#modules/listings";
import { listings } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { testDb, testServices } from "../../tests/setup/services";

// A random category scopes these listings in the shared integration database.
const CONSONANTS = "bcdfghjklmnpqrstvwxz";
const category = `zq${Array.from({ length: 10 }, () => CONSONANTS[randomInt(CONSONANTS.length)]).join("")}`;

const { services } = testServices();
const db = testDb();

describe("price sort by comparable unit price (decision 029)", () => {
  beforeAll(async () => {
    const author = await createUser(db);
    const listing = (title: string, priceAmount: number, unit: string) =>
      createListing(db, {
        authorId: author.id,
        title,
        priceAmount,
        category,
        publicData: { unit },
      });
    await listing("Bonen per 100 gram", 90, "per100Gram"); // € 9,00 per kg
    await listing("Aardappelen per kg", 525, "perKg"); // € 5,25 per kg
    await listing("Kruiden per gram", 1, "perGram"); // € 10,00 per kg
    await listing("Uien per pond", 200, "perPound"); // € 4,00 per kg
    await listing("Pompoen per stuk", 300, "perPiece"); // € 3,00 as listed
  });

  const sorted = async (sort: "-price" | "price") =>
    (await services.search.query({ page: 1, pub_category: category, sort })).listings.map(
      (l) => l.title,
    );

  it("sorts lowest first by the price per kilo for weights, as listed otherwise", async () => {
    expect(await sorted("-price")).toEqual([
      "Pompoen per stuk",
      "Uien per pond",
      "Aardappelen per kg",
      "Bonen per 100 gram",
      "Kruiden per gram",
    ]);
  });

  it("sorts highest first the same way", async () => {
    expect(await sorted("price")).toEqual([
      "Kruiden per gram",
      "Bonen per 100 gram",
      "Aardappelen per kg",
      "Uien per pond",
      "Pompoen per stuk",
    ]);
  });

  it("keeps the stored column equal to comparablePriceAmount for every unit", async () => {
    const author = await createUser(db);
    const everyUnit = `${category}x`;
    for (const unit of UNITS) {
      await createListing(db, {
        authorId: author.id,
        title: unit,
        priceAmount: 137,
        category: everyUnit,
        publicData: { unit },
      });
    }
    const stored = await db
      .select({
        unit: sql<string>`${listings.publicData}->>'unit'`,
        comparable: sql<string>`${listings}.unit_price_amount`,
      })
      .from(listings)
      .where(sql`${listings.category} = ${everyUnit}`);
    expect(stored.map((row) => row.unit).sort()).toEqual([...UNITS].sort());
    for (const row of stored) {
      expect(Number(row.comparable), row.unit).toBe(comparablePriceAmount(137, row.unit));
    }
  });
});
