// npm run bench:oversell — 1,000 concurrent initiations over 20 listings × 5 units (several
// sellers), on a fresh database (TEST_DATABASE_URL's server, or an embedded one): exactly 100
// units sold, no stock below zero, every refusal a 409. ROUNDS=n repeats it; PROCESSES=n fires
// the attempts from n processes with pools of their own (several servers on one database).
import { createDatabase } from "../db/client";
import { engineOn } from "../tests/setup/engine";
import { createTestDatabase } from "../tests/setup/test-database";
import type { Call } from "./fan-out/calls";
import { fireAll, PROCESSES } from "./fan-out/run";
import { createStockRound, LISTINGS, stockAfter, UNITS } from "./fan-out/stock-round";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ATTEMPTS = 1000;

const database = await createTestDatabase("bench-oversell");
const db = createDatabase(database.url, 20);
const now = () => new Date();
const engine = engineOn(db, now).engine;

let failed = false;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const { buyers, stock } = await createStockRound(db, round);
    const calls: Call[] = Array.from({ length: ATTEMPTS }, (_, i) => ({
      kind: "initiate",
      input: {
        customerId: buyers[i % buyers.length]!.id,
        items: [{ listingId: stock[(i * 7) % LISTINGS]!.id, quantity: 1 }],
        deliveryMethod: "pickup",
      },
    }));
    const started = performance.now();
    const outcomes = (await fireAll({ engine }, database.url, calls)).map((o) =>
      o.ok ? "sold" : o.error,
    );
    const ms = performance.now() - started;
    const ids = stock.map((l) => l.id);
    const { left, min, reserved, counts } = await stockAfter(db, ids, outcomes);
    const ok =
      counts.sold === LISTINGS * UNITS &&
      left === 0 &&
      min >= 0 &&
      reserved === LISTINGS * UNITS &&
      Object.keys(counts).every((k) => k === "sold" || k.startsWith("409 "));
    failed ||= !ok;
    console.log(
      `round ${round}: ${ATTEMPTS} attempts from ${PROCESSES} process(es) in ${ms.toFixed(0)} ms — ${JSON.stringify(counts)}, ` +
        `stock left ${left} (min ${min}), reserved ${reserved} — ${ok ? "OK" : "FAIL"}`,
    );
  }
} finally {
  await db.$client.end();
  await database.stop();
}
process.exit(failed ? 1 : 0);
