import { eq } from "drizzle-orm";
import { listings } from "../../db/schema";
import { createListing, createUser } from "../factories";
import { testDb } from "./services";

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
