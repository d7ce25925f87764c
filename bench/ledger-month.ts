// npm run bench:ledger — a month of money on a fresh database (TEST_DATABASE_URL's server, or
// an embedded one), through the real services on a clock the bench moves (decision 079):
// 1,000 checkouts over 8 growers (cards and iDEAL, one or two growers per cart), each order
// with a fate — received by the buyer, received straight from purchased, auto-received,
// cancelled by the grower, the operator or the timer, disputes settled for either side,
// refunded after its payout — two growers' accounts restricted for the first sixteen days (their
// payouts fail, are retried, are given up on and retried by the operator), the outbox run by
// two workers at once, and webhooks delivered again and out of order. Then the ledger is
// reconciled: the figures, and 0 differences.
import { sql } from "drizzle-orm";
import { drainDueTimers } from "#modules/jobs/server";
import { checkReport } from "#modules/ledger";
import { createDatabase } from "../db/client";
import { webhookEvents } from "../db/schema";
import { parseEnv } from "../server/env";
import { createServices } from "../server/services";
import { createListing, createUser } from "../tests/factories";
import { billing } from "../tests/setup/billing";
import { fakeClock } from "../tests/setup/clock";
import { createTestDatabase } from "../tests/setup/test-database";

const CHECKOUTS = Number(process.env.CHECKOUTS ?? 1000);
const DAYS = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// No amount ends in 13 cents: an iDEAL refund of such an amount fails in test mode by design.
const PRICES = [250, 375, 480, 520, 640, 799, 905, 1150];

const database = await createTestDatabase("bench-ledger");
const db = createDatabase(database.url, 12);
const clock = fakeClock("2030-03-01T07:00:00Z");
const services = createServices({
  db,
  env: parseEnv(
    {
      NODE_ENV: "test",
      AUTO_CANCEL_AFTER: "5d",
      AUTO_MARK_RECEIVED_AFTER: "3d",
      AUTO_COMPLETE_AFTER: "2d",
      DISPUTE_AUTO_CANCEL_AFTER: "10d",
    },
    () => {},
  ),
  mailer: { send: async () => {} },
  now: clock.now,
});
const test = services.testPayments!;

// A small deterministic generator: the same month every run.
let seed = 79;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

type Fate =
  | "received"
  | "received-from-purchased"
  | "auto-received"
  | "cancel-by-grower"
  | "cancel-by-operator"
  | "auto-cancel"
  | "dispute-for-grower"
  | "dispute-for-buyer"
  | "refund-after-payout";
const FATES: Array<[Fate, number]> = [
  ["received", 0.45],
  ["received-from-purchased", 0.1],
  ["auto-received", 0.08],
  ["cancel-by-grower", 0.06],
  ["cancel-by-operator", 0.05],
  ["auto-cancel", 0.04],
  ["dispute-for-grower", 0.07],
  ["dispute-for-buyer", 0.07],
  ["refund-after-payout", 0.08],
];
const pickFate = (): Fate => {
  let r = random();
  for (const [fate, p] of FATES) {
    r -= p;
    if (r < 0) return fate;
  }
  return "received";
};

type Order = { id: string; customerId: string; providerId: string; fate: Fate; day: number };
type Step = { at: number; run: () => Promise<unknown> };
const steps: Step[] = [];
const counts: Record<string, number> = {};
const count = (name: string, n = 1) => {
  counts[name] = (counts[name] ?? 0) + n;
};

const as = (role: "customer" | "provider" | "operator" | "system", userId: string | null) => ({
  role,
  userId,
});
const move = (order: Order, transition: string, actor: ReturnType<typeof as>, params = {}) =>
  services.transactionEngine
    .applyTransition({ transactionId: order.id, transition, actor, params })
    .then(() => count(transition))
    .catch((error: { status?: number }) => {
      // A timer that got there first is the process working, not the bench failing.
      if (error.status !== 409) throw error;
      count(`${transition} (409: moved on)`);
    });

// An operator's step takes a reason (decision 084).
const settled = { protectedData: { operatorReason: "Afgehandeld" } };

function plan(order: Order, start: number) {
  const at = (days: number, run: () => Promise<unknown>) =>
    steps.push({ at: start + days * DAY, run });
  const customer = as("customer", order.customerId);
  const provider = as("provider", order.providerId);
  const operator = as("operator", null);
  const deliver = () => move(order, "transition/mark-delivered", provider);
  switch (order.fate) {
    case "received":
      at(1, deliver);
      at(2, () => move(order, "transition/mark-received", customer));
      break;
    case "received-from-purchased":
      at(1, () => move(order, "transition/mark-received-from-purchased", customer));
      break;
    case "auto-received":
      at(1, deliver);
      break;
    case "cancel-by-grower":
      at(0.5, () =>
        move(order, "transition/cancel-by-provider", provider, {
          protectedData: { cancelReason: "Hagel" },
        }),
      );
      break;
    case "cancel-by-operator":
      at(1, () => move(order, "transition/cancel", operator, settled));
      break;
    case "auto-cancel":
      break;
    case "dispute-for-grower":
    case "dispute-for-buyer":
      at(1, deliver);
      at(2, () =>
        move(order, "transition/dispute", customer, { protectedData: { disputeReason: "Rot" } }),
      );
      at(4, () =>
        move(
          order,
          order.fate === "dispute-for-grower"
            ? "transition/mark-received-from-disputed"
            : "transition/cancel-from-disputed",
          operator,
          settled,
        ),
      );
      break;
    case "refund-after-payout":
      at(1, deliver);
      at(2, () => move(order, "transition/mark-received", customer));
      // After the 7-day payout: the operator refunds (the refund job, as a cancel writes it).
      at(10.5, () =>
        services.checkout
          .refundOrder(order.id, `operator-refund:${order.id}`)
          .then(() => count("refund after payout")),
      );
      break;
  }
}

/** Two workers at once (SKIP LOCKED), until nothing is due. */
async function work() {
  for (let i = 0; i < 200; i++) {
    await drainDueTimers(services.transactionEngine);
    const passes = await Promise.all([services.runOutbox(), services.runOutbox()]);
    if (passes.every((p) => p.claimed === 0)) break;
  }
  await services.payouts.syncPending();
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** Every event delivered again (duplicates), and a share of them again under new ids, newest first. */
async function replayWebhooks() {
  const events = await db.select().from(webhookEvents);
  const deliver = async (event: Record<string, unknown>) => {
    const raw = JSON.stringify(event);
    return services.webhooks.receive(raw, services.webhooks.sign(raw));
  };
  for (const e of events.filter(() => random() < 0.2)) {
    const answer = await deliver(e.payload);
    if (answer.duplicate) count("webhook duplicates ignored");
  }
  const old = events
    .filter((e) => e.type !== "payment_intent.requires_action" && random() < 0.1)
    .reverse();
  for (const e of old) {
    await deliver({ ...e.payload, id: `${e.id}_late` });
    count("webhooks out of order");
  }
}

const started = performance.now();
try {
  const growers: Array<{ id: string }> = [];
  for (let g = 0; g < 8; g++) growers.push(await createUser(db, { stripeConnected: true }));
  const buyers: Array<{ id: string }> = [];
  for (let b = 0; b < 60; b++) buyers.push(await createUser(db));
  const listings: Array<{ id: string }> = [];
  for (let g = 0; g < growers.length; g++) {
    listings.push(
      await createListing(db, {
        authorId: growers[g]!.id,
        priceAmount: PRICES[g]!,
        currentStock: 100_000,
      }),
    );
  }
  // Two growers' accounts are restricted for the first sixteen days.
  const restricted = [growers[0]!, growers[1]!];
  for (const g of restricted)
    await test.setAccountRestricted((await services.payouts.destinationOf(g.id))!, true);

  const orders: Order[] = [];
  let made = 0;
  for (let day = 0; day < DAYS; day++) {
    const today = Math.round(((day + 1) * CHECKOUTS) / DAYS) - made;
    const carts = Array.from({ length: today }, (_, i) => made + i);
    made += today;
    await inBatches(carts, 8, async (n) => {
      const a = Math.floor(random() * listings.length);
      const b = (a + 1 + Math.floor(random() * (listings.length - 1))) % listings.length;
      const picks = random() < 0.4 ? [a, b] : [a];
      const buyer = buyers[n % buyers.length]!;
      const method = random() < 0.3 ? "ideal" : "card";
      const start = await services.checkout.start({
        customerId: buyer.id,
        idempotencyKey: `month-${n}`,
        source: "/cart/checkout",
        orders: picks.map((p) => ({
          items: [{ listingId: listings[p]!.id, quantity: 1 + Math.floor(random() * 3) }],
          deliveryMethod: "pickup" as const,
        })),
        billing,
      });
      const paid = await services.checkout.pay({
        customerId: buyer.id,
        checkoutId: start.checkout.id,
        method,
        ...(method === "card" ? { paymentMethod: "pm_card_visa" } : {}),
        returnUrl: `/cart/checkout/${method}`,
      });
      if (method === "ideal" && paid.kind === "redirect")
        await test.bankOutcome(start.intent!.id, "pay");
      count(`checkouts (${method})`);
      for (const t of start.transactions) {
        const order = {
          id: t.id,
          customerId: buyer.id,
          providerId: t.providerId,
          fate: pickFate(),
          day,
        };
        orders.push(order);
        count(`fate ${order.fate}`);
        plan(order, clock.now().getTime());
      }
    });
    // The day in four-hour steps: what is due runs, the planned moves happen.
    for (let h = 0; h < 24; h += 4) {
      await work();
      const due = steps.filter((s) => s.at <= clock.now().getTime());
      steps.splice(0, steps.length, ...steps.filter((s) => s.at > clock.now().getTime()));
      await inBatches(due, 8, (s) => s.run());
      await work();
      clock.advance(4 * HOUR);
    }
    if (day === 16) {
      for (const g of restricted)
        await test.setAccountRestricted((await services.payouts.destinationOf(g.id))!, false);
    }
    if (day === 12 || day === 20 || day === DAYS - 1) {
      for (const p of await services.payouts.failed()) {
        if (await services.payouts.retry(p.transactionId)) count("payouts retried by the operator");
      }
    }
    if (day % 7 === 6) await replayWebhooks();
  }
  // After the month: everything planned and due runs out (payouts, timers, retries, refunds).
  for (let h = 0; h < 30 * 24; h += 6) {
    const due = steps.filter((s) => s.at <= clock.now().getTime());
    steps.splice(0, steps.length, ...steps.filter((s) => s.at > clock.now().getTime()));
    await inBatches(due, 8, (s) => s.run());
    await work();
    clock.advance(6 * HOUR);
  }
  for (const p of await services.payouts.failed()) {
    if (await services.payouts.retry(p.transactionId)) count("payouts retried by the operator");
  }
  await work();
  await replayWebhooks();
  await work();

  const history = await db.execute<{ status: string; n: number; retried: number }>(
    sql`SELECT status, count(*)::int AS n, count(*) FILTER (WHERE attempts > 0)::int AS retried FROM payouts GROUP BY status ORDER BY status`,
  );
  const refunds = await db.execute<{ status: string; n: number }>(
    sql`SELECT status, count(*)::int AS n FROM payment_refunds GROUP BY status ORDER BY status`,
  );
  const result = await services.ledger.check(await services.payouts.openOrders());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`A month of money: ${made} checkouts, ${orders.length} orders, ${seconds} s`);
  for (const [name, n] of Object.entries(counts).sort()) console.log(`  ${name}: ${n}`);
  for (const r of history.rows)
    console.log(`  payouts ${r.status}: ${r.n} (of which retried after a failure: ${r.retried})`);
  for (const r of refunds.rows) console.log(`  refunds ${r.status}: ${r.n}`);
  for (const line of checkReport(result)) console.log(line);
  const ok = result.differences.length === 0 && result.totals.held === 0;
  console.log(ok ? "OK: 0 differences, nothing held" : "FAIL");
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.$client.end();
  await database.stop();
}
