import type { TransactionEngine } from "#modules/transactions/server";
import type { Database } from "../../db/client";
import { createListing, createUser, type User } from "../factories";

/**
 * A paid order between two fresh users, made the way checkout makes one: the engine's
 * request transition, then confirm-payment as the trusted system (the webhook's path).
 */
export async function purchasedOrder(
  db: Database,
  engine: TransactionEngine,
  options: {
    deliveryMethod?: "pickup" | "shipping";
    customer?: User;
    provider?: User;
    title?: string;
    protectedData?: Record<string, unknown>;
  } = {},
) {
  const deliveryMethod = options.deliveryMethod ?? "pickup";
  const provider =
    options.provider ??
    (await createUser(db, { firstName: "Kees", lastName: "Kweker", stripeConnected: true }));
  const customer =
    options.customer ?? (await createUser(db, { firstName: "Anna", lastName: "Koper" }));
  const listing = await createListing(db, {
    authorId: provider.id,
    title: options.title ?? `Tomaten ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 350,
    currentStock: 10,
    street: "Tuinstraat 4",
    publicData: { shippingEnabled: true },
  });
  const requested = await engine.initiate({
    customerId: customer.id,
    items: [{ listingId: listing.id, quantity: 2 }],
    deliveryMethod,
    protectedData: options.protectedData,
  });
  await engine.applyTransition({
    transactionId: requested.id,
    transition: "transition/confirm-payment",
    actor: { role: "system", userId: null },
    trusted: true,
  });
  return { id: requested.id, customer, provider, listing };
}
