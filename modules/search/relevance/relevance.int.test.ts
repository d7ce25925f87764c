import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database, migrateDatabase } from "../../../db/client";
import { listings, users } from "../../../db/schema";
import { seedDemoData } from "../../../db/seed/seed";
import { createListing } from "../../../tests/factories";
import { createSearchService, type SearchService } from "../service.server";
import { measureRelevance } from "./run.server";

// Search quality on the demo catalogue (decision 028). The seed only runs on a database without
// users, and other integration files add users to the shared one, so this file seeds a database
// of its own on the same server and drops it afterwards.
const serverUrl = inject("databaseUrl");
const databaseName = `relevance_${randomBytes(6).toString("hex")}`;
let db: Database;
let search: SearchService;
let uploads: string;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  db = createDatabase(url.toString(), 4);
  await migrateDatabase(db);
  uploads = await mkdtemp(path.join(os.tmpdir(), "buurtoogst-relevance-"));
  expect((await seedDemoData(db, uploads, () => {}, { images: false })).created).toBe(true);
  search = createSearchService({
    db,
    config: { stockManaged: true, sortByDistance: true },
  });
});

afterAll(async () => {
  await db?.$client.end();
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

const titles = async (keywords: string) =>
  (await search.query({ page: 1, keywords }, { perPage: 100 })).listings.map((l) => l.title);

describe("search relevance on the demo catalogue", () => {
  it("meets the targets over the labelled queries: precision ≥ 90 %, recall ≥ 95 %", async () => {
    const score = await measureRelevance(search);
    const misses = score.queries.filter((q) => q.missed.length > 0 || q.wrong.length > 0);
    expect(score.queries.length).toBeGreaterThanOrEqual(60);
    expect(score.recall, JSON.stringify(misses, null, 1)).toBeGreaterThanOrEqual(0.95);
    expect(score.precision, JSON.stringify(misses, null, 1)).toBeGreaterThanOrEqual(0.9);
  });

  it("finds compounds of a word in titles and descriptions, below the word itself in a title", async () => {
    const found = await titles("tomaten");
    const wholeWord = ["Tomaten 'Ananas' en 'Zwarte Krim'", "Plantjes van tomaat en paprika"];
    const compound = [
      "Trostomaten, vanochtend geplukt",
      "Cherrytomaten, mix van kleuren",
      "Vleestomaten 'Coeur de Boeuf'",
      "Zaden ruilen: oude tomatenrassen",
    ];
    // The word (or its singular) in the title first…
    expect(new Set(found.slice(0, 2))).toEqual(new Set(wholeWord));
    expect(new Set(found.slice(2, 6))).toEqual(new Set(compound));
    // …and the vegetable boxes that list tomaten in their description last.
    expect(new Set(found.slice(6))).toEqual(
      new Set(["Groentepakket van de week", "Groentepakket 'Gentse tuin'"]),
    );
  });

  it("does not let a stem stand for another word: paarse is not 'een paar kilo'", async () => {
    expect(await titles("paarse")).toEqual(["Stokboon 'Blauwhilde', zakje zaad"]);
    expect(await titles("bijen")).toEqual(
      expect.not.arrayContaining(["Hulp in je moestuin, per dagdeel"]),
    );
  });

  it("does not take an aardappel for an appel", async () => {
    const found = await titles("appels");
    expect(found).toContain("Elstar-appels");
    expect(found.filter((t) => /aardappel|patat/i.test(t))).toEqual([]);
  });

  it("finds a new compound at once, and again after its title changes", async () => {
    const [grower] = await db.select().from(users).where(eq(users.email, "kweker@buurtoogst.nl"));
    const listing = await createListing(db, {
      authorId: grower!.id,
      title: "Snoeptomaatjes uit de kas",
      description: "Klein en zoet.",
    });
    expect(await titles("tomaten")).toContain("Snoeptomaatjes uit de kas");
    await db.update(listings).set({ title: "Zwartebessenjam" }).where(eq(listings.id, listing.id));
    expect(await titles("jam")).toContain("Zwartebessenjam");
    expect(await titles("tomaten")).not.toContain("Zwartebessenjam");
  });
});
