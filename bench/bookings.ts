// npm run bench:bookings — 200 concurrent bookings over 10 slots × 2 seats (one listing per
// slot, a day plan of 2 seats) through the checkout service the pages and the API use, on a
// fresh database (TEST_DATABASE_URL's server, or an embedded one): exactly 20 accepted after
// paying with 4242, every refusal a 409 transaction-booking-time-not-available, no 5xx (an
// error the API would answer with 500). ROUNDS=n repeats it.
import { inArray } from "drizzle-orm";
import { isAppError } from "#modules/errors";
import { createDatabase } from "../db/client";
import { bookings } from "../db/schema";
import { parseEnv } from "../server/env";
import { createServices } from "../server/services";
import { createListing, createUser } from "../tests/factories";
import { createTestDatabase } from "../tests/setup/test-database";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ATTEMPTS = 200;
const SLOTS = 10;
const SEATS = 2;

const database = await createTestDatabase("bench-bookings");
const db = createDatabase(database.url, 20);
const services = createServices({
  db,
  env: parseEnv({ NODE_ENV: "test", LISTING_MANAGEMENT_TYPE: "availability" }),
  mailer: { send: async () => {} },
});
const billing = {
  name: "Bench Koper",
  line1: "Oudegracht 1",
  line2: undefined,
  postalCode: "3511 AA",
  city: "Utrecht",
  country: "NL" as const,
};
// A day two weeks ahead, as the booking form sends it.
const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

let failed = false;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const provider = await createUser(db, { stripeConnected: true });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(db)));
    const slots: Awaited<ReturnType<typeof createListing>>[] = [];
    for (let i = 0; i < SLOTS; i++) {
      slots.push(
        await createListing(db, {
          authorId: provider.id,
          title: `Tuinhulp ${round}-${i}`,
          priceAmount: 2500,
          currentStock: null,
          availabilityPlan: {
            type: "availability-plan/day",
            timezone: "Europe/Amsterdam",
            entries: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((dayOfWeek) => ({
              dayOfWeek,
              seats: SEATS,
            })),
          },
        }),
      );
    }
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const customerId = buyers[i % buyers.length]!.id;
        try {
          const { checkout } = await services.checkout.start({
            customerId,
            idempotencyKey: `bench-${round}-${i}-${Math.random().toString(36).slice(2)}`,
            source: "/bench",
            orders: [
              {
                items: [{ listingId: slots[i % SLOTS]!.id, quantity: 1 }],
                deliveryMethod: "pickup",
                booking: { start: day, end: day },
              },
            ],
            billing,
          });
          const paid = await services.checkout.pay({
            customerId,
            checkoutId: checkout.id,
            method: "card",
            paymentMethod: "pm_card_visa",
            returnUrl: "/bench/card",
          });
          return paid.kind;
        } catch (error) {
          if (isAppError(error) && error.status < 500) return `${error.status} ${error.code}`;
          return `5xx ${String(error)}`;
        }
      }),
    );
    const ms = performance.now() - started;
    const rows = await db
      .select({ state: bookings.state })
      .from(bookings)
      .where(
        inArray(
          bookings.listingId,
          slots.map((s) => s.id),
        ),
      );
    const accepted = rows.filter((r) => r.state === "accepted").length;
    const counts: Record<string, number> = {};
    for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
    const fiveXx = outcomes.filter((o) => o.startsWith("5xx")).length;
    const ok =
      accepted === SLOTS * SEATS &&
      rows.length === SLOTS * SEATS &&
      counts.paid === SLOTS * SEATS &&
      counts["409 transaction-booking-time-not-available"] === ATTEMPTS - SLOTS * SEATS &&
      fiveXx === 0;
    if (!ok) failed = true;
    console.log(
      `round ${round}: ${ATTEMPTS} bookings over ${SLOTS} slots × ${SEATS} seats in ${ms.toFixed(0)} ms → ` +
        `${accepted} accepted, ${fiveXx} 5xx, outcomes ${JSON.stringify(counts)} ${ok ? "OK" : "FAILED"}`,
    );
  }
} finally {
  await db.$client.end();
  await database.stop();
}
process.exit(failed ? 1 : 0);
