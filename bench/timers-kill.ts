// npm run bench:timers — 200 payment expiries due while `npm run worker` (scripts/worker.ts) is
// killed with SIGKILL 10 times at random and restarted; then: each timer fired exactly once,
// and how long after its due time. Fresh database on TEST_DATABASE_URL's server or embedded.
// WORKERS=n runs n workers side by side, each killed at random on its own.
import { type ChildProcess, spawn } from "node:child_process";
import { inArray, sql } from "drizzle-orm";
import { createDatabase } from "../db/client";
import { transactionTimers, transactionTransitions } from "../db/schema";
import { createListing, createUser } from "../tests/factories";
import { engineOn } from "../tests/setup/engine";
import { createTestDatabase } from "../tests/setup/test-database";

const TIMERS = 200;
const KILLS = 10;
const WORKERS = Math.max(1, Number(process.env.WORKERS ?? 1));

const database = await createTestDatabase("bench-timers");
const db = createDatabase(database.url, 10);
// Orders placed 15 minutes ago by this clock, so every expiry is due as the worker starts.
const past = () => new Date(Date.now() - 15 * 60_000);
const engine = engineOn(db, past).engine;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function startWorker(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      SEED_ON_START: "false",
      LOG_LEVEL: "warn",
      TIMER_WORKER_INTERVAL_MS: "200",
    },
    stdio: "inherit",
  });
}
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once("exit", () => resolve()),
  );

let failed = true;
try {
  const seller = await createUser(db, { stripeConnected: true });
  // One buyer per 5 orders: an account holds at most 5 unpaid orders (decision 063).
  const buyers = await Promise.all(Array.from({ length: TIMERS / 5 }, () => createUser(db)));
  const listing = await createListing(db, {
    authorId: seller.id,
    title: "Bench timers",
    priceAmount: 200,
    currentStock: TIMERS,
  });
  const ids: string[] = [];
  for (let i = 0; i < TIMERS; i++) {
    const tx = await engine.initiate({
      customerId: buyers[i % buyers.length]!.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
    });
    ids.push(tx.id);
  }
  console.log(`${TIMERS} expiries due; ${WORKERS} worker(s), each killed ${KILLS} times`);

  // Each worker slot is killed KILLS times at random moments, independently of the others.
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (let kill = 0; kill < KILLS; kill++) {
        const child = startWorker();
        await sleep(300 + Math.random() * 1500);
        child.kill("SIGKILL");
        await exited(child);
      }
    }),
  );
  const last = Array.from({ length: WORKERS }, () => startWorker());
  const deadline = Date.now() + 120_000;
  let open = TIMERS;
  while (open > 0 && Date.now() < deadline) {
    await sleep(500);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactionTimers)
      .where(
        sql`${inArray(transactionTimers.transactionId, ids)} AND ${transactionTimers.firedAt} IS NULL AND ${transactionTimers.canceledAt} IS NULL`,
      );
    open = row!.n;
  }
  for (const worker of last) worker.kill("SIGTERM");
  await Promise.all(last.map(exited));

  const fired = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactionTransitions)
    .where(
      sql`${inArray(transactionTransitions.transactionId, ids)} AND ${transactionTransitions.transition} = 'transition/expire-payment'`,
    )
    .groupBy(transactionTransitions.transactionId);
  const once = fired.filter((r) => r.n === 1).length;
  const twice = fired.filter((r) => r.n > 1).length;
  const [delay] = await db
    .select({
      max: sql<number>`extract(epoch from max(${transactionTimers.firedAt} - ${transactionTimers.dueAt}))::float`,
      maxAttempts: sql<number>`max(${transactionTimers.attempts})::int`,
    })
    .from(transactionTimers)
    .where(inArray(transactionTimers.transactionId, ids));
  failed = once !== TIMERS || twice > 0;
  console.log(
    `fired exactly once: ${once}/${TIMERS}, more than once: ${twice}, never: ${TIMERS - fired.length}; ` +
      `max delay after due ${delay?.max?.toFixed(1)} s (timers were already ~0 s due at start), ` +
      `max attempts ${delay?.maxAttempts} — ${failed ? "FAIL" : "OK"}`,
  );
} finally {
  await db.$client.end();
  await database.stop();
}
process.exit(failed ? 1 : 0);
