import { createDatabase } from "../db/client";
import { createTestDatabase } from "../tests/setup/test-database";
import { seedListings } from "./seed-listings";

// A seeded search database that stays up, for trying plans by hand with psql:
// `npx tsx bench/search-db.ts --listings=100000` prints its URL; Ctrl-C removes it.
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1];
const LISTINGS = Number(arg("listings") ?? 100_000);

const testDb = await createTestDatabase("searchdb");
const db = createDatabase(testDb.url, 1);
const client = await db.$client.connect();
await seedListings(client, LISTINGS);
client.release();
await db.$client.end();
console.log(`Seeded ${LISTINGS} listings: psql ${testDb.url}`);
const stop = async () => {
  await testDb.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
setInterval(() => {}, 1 << 30);
