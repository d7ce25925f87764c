import { eq } from "drizzle-orm";
import { listings } from "../../db/schema";
import { createListing, createUser } from "../factories";
import { fakeClock } from "./clock";
import { testDb, testServices } from "./services";

/** What the checkout tests share: gardens to buy from, test cards, keys, a clock they move. */

export const card = (number: string) => ({ number, expMonth: "12", expYear: "2034", cvc: "123" });

let keys = 0;
/** A fresh idempotency key. */
export const key = () => `key-${Date.now()}-${keys++}`;

/** A grower with one listing of beans (`stock` at `price` cents). */
export async function garden(
  stock = 5,
  price = 300,
  overrides: { stripeConnected?: boolean } = {},
) {
  const provider = await createUser(testDb(), { stripeConnected: true, ...overrides });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Bonen ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: price,
    currentStock: stock,
  });
  return { provider, listing };
}

export async function stockOf(id: string) {
  const [row] = await testDb()
    .select({ s: listings.currentStock })
    .from(listings)
    .where(eq(listings.id, id));
  return row!.s;
}

/** Services on a clock starting at `start`, and `drain` to run the outbox until it is empty. */
export function checkoutSetup(start: string) {
  const clock = fakeClock(start);
  const { services, mail } = testServices({ now: clock.now });
  const drain = async () => {
    for (let i = 0; i < 10; i++) {
      const pass = await services.runOutbox((e) => {
        throw e;
      });
      if (pass.claimed === 0) return;
    }
  };
  return { clock, services, mail, drain };
}
