// npm run bench:checkout — the checkout service on a fresh database (TEST_DATABASE_URL's server,
// or an embedded one), through the same services the pages and the API use:
//   1. 1,000 concurrent cart checkouts over 20 listings × 5 units of 4 sellers, each cart
//      taking one unit from two sellers, then 200 one-item checkouts for what is left: exactly
//      100 units sold, no stock below zero, no crash (no deadlock), every refusal a 409 and
//      every refused checkout leaving nothing reserved (ROUNDS=n repeats it);
//   2. 50 identical parallel submits of one checkout → one checkout, one payment intent, one
//      set of orders;
//   3. 50 buyers checking out and paying with 4242 at once: p50/p95 of start + pay, and the
//      statements and database transactions per checkout + payment (counted on the pool).
// PROCESSES=n fires 1 and 2 from n processes with pools of their own (several servers, one
// database). NAMED_STATEMENTS=0 runs the pool's statements unnamed (decision 089), to compare.
import { eq } from "drizzle-orm";
import { createDatabase } from "../db/client";
import { checkouts, paymentIntents, transactions } from "../db/schema";
import { parseEnv } from "../server/env";
import { createServices } from "../server/services";
import { createListing, createUser } from "../tests/factories";
import { billing } from "../tests/setup/billing";
import {
  payByCard,
  perCheckout,
  pickup,
  recordStatements,
  startCheckout,
} from "../tests/setup/checkout-statements";
import { createTestDatabase } from "../tests/setup/test-database";
import type { Call } from "./fan-out/calls";
import { fireAll, PROCESSES } from "./fan-out/run";
import { createStockRound, LISTINGS, stockAfter, UNITS } from "./fan-out/stock-round";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ATTEMPTS = 1000;

const database = await createTestDatabase("bench-checkout");
const db = createDatabase(database.url, 20, {
  recordStatements: true,
  namedStatements: process.env.NAMED_STATEMENTS !== "0",
});
const services = createServices({
  db,
  env: parseEnv({ NODE_ENV: "test" }),
  mailer: { send: async () => {} },
});
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

let failed = false;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const { buyers, stock } = await createStockRound(db, round);
    const started = performance.now();
    const wave: Call[] = Array.from({ length: ATTEMPTS }, (_, i) => {
      // Two listings of two different sellers (i and i+1 mod 20 belong to sellers i%4, i+1%4).
      const a = stock[(i * 7) % LISTINGS]!;
      const b = stock[(i * 7 + 1) % LISTINGS]!;
      return {
        kind: "checkout",
        input: {
          customerId: buyers[i % buyers.length]!.id,
          idempotencyKey: `bench-${round}-${i}`,
          source: "/cart/checkout",
          orders: [pickup(a.id), pickup(b.id)],
          billing,
        },
      };
    });
    const outcomes = (await fireAll({ services }, database.url, wave)).map((o) =>
      o.ok ? "checkout" : o.error,
    );
    // A two-seller cart can fail on one side while the other still has a unit: 200 one-item
    // checkouts after the wave take what is left, so every unit is sold exactly once.
    const singles: Call[] = Array.from({ length: 200 }, (_, i) => ({
      kind: "checkout",
      input: {
        customerId: buyers[i % buyers.length]!.id,
        idempotencyKey: `bench-${round}-single-${i}`,
        source: "/cart/checkout",
        orders: [pickup(stock[i % LISTINGS]!.id)],
        billing,
      },
    }));
    const mopUp = (await fireAll({ services }, database.url, singles)).map((o) =>
      o.ok ? "single" : o.error,
    );
    outcomes.push(...mopUp);
    const ms = performance.now() - started;
    const ids = stock.map((l) => l.id);
    const { left, min, reserved, counts } = await stockAfter(db, ids, outcomes);
    // Each successful checkout takes 2 units; 100 units are 50 checkouts at most, and every
    // refused one reserved nothing: reserved units = 2 × checkouts.
    const sold = (counts.checkout ?? 0) * 2 + (counts.single ?? 0);
    const ok =
      sold === LISTINGS * UNITS &&
      left === 0 &&
      reserved === sold &&
      sold === LISTINGS * UNITS - left &&
      min >= 0 &&
      Object.keys(counts).every((k) => k === "checkout" || k === "single" || k.startsWith("409 "));
    failed ||= !ok;
    console.log(
      `round ${round} (${PROCESSES} process(es)): ${ATTEMPTS} two-seller checkouts + 200 one-item in ${ms.toFixed(0)} ms — ${JSON.stringify(counts)}, ` +
        `units sold ${sold}, stock left ${left} (min ${min}), reserved ${reserved} — ${ok ? "OK" : "FAIL"}`,
    );
  }

  // 2. 50 identical submits.
  {
    const seller = await createUser(db, { stripeConnected: true });
    const seller2 = await createUser(db, { stripeConnected: true });
    const buyer = await createUser(db);
    const a = await createListing(db, { authorId: seller.id, priceAmount: 300, currentStock: 100 });
    const b = await createListing(db, {
      authorId: seller2.id,
      priceAmount: 300,
      currentStock: 100,
    });
    const submit: Call = {
      kind: "checkout",
      input: {
        customerId: buyer.id,
        idempotencyKey: "double-click",
        source: "/cart/checkout",
        orders: [pickup(a.id), pickup(b.id)],
        billing,
      },
    };
    const results = await fireAll(
      { services },
      database.url,
      Array.from({ length: 50 }, () => submit),
    );
    const rows = await db.select().from(checkouts).where(eq(checkouts.customerId, buyer.id));
    const intents = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.transferGroup, rows[0]!.id));
    const orders = await db
      .select()
      .from(transactions)
      .where(eq(transactions.customerId, buyer.id));
    const ok =
      rows.length === 1 &&
      intents.length === 1 &&
      orders.length === 2 &&
      results.every((r) => r.ok) &&
      new Set(results.map((r) => (r.ok ? r.value : null))).size === 1;
    failed ||= !ok;
    console.log(
      `50 identical submits from ${PROCESSES} process(es): ${rows.length} checkout, ${intents.length} payment intent, ${orders.length} orders — ${ok ? "OK" : "FAIL"}`,
    );
  }

  // 3. Latency with 50 buyers at once.
  {
    const seller = await createUser(db, { stripeConnected: true });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(db)));
    const l = await createListing(db, {
      authorId: seller.id,
      priceAmount: 300,
      currentStock: 1000,
    });
    const { value: times, log } = await recordStatements(db, () =>
      Promise.all(
        buyers.map(async (buyer, i) => {
          const t0 = performance.now();
          const { checkout } = await startCheckout(services, buyer.id, `latency-${i}`, [
            pickup(l.id),
          ]);
          const outcome = await payByCard(services, buyer.id, checkout.id);
          if (outcome.kind !== "paid") throw new Error(`not paid: ${JSON.stringify(outcome)}`);
          return performance.now() - t0;
        }),
      ),
    );
    times.sort((x, y) => x - y);
    const each = perCheckout(log, buyers.length);
    console.log(
      `50 buyers at once, checkout + card payment: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms — ` +
        `${each.statements.toFixed(1)} statements in ${each.transactions.toFixed(1)} transactions per checkout + payment`,
    );
  }
} finally {
  await db.$client.end();
  await database.stop();
}
process.exit(failed ? 1 : 0);
