import type { Database } from "../../db/client";
import type { Services } from "../../server/services";
import { createListing, createUser, type User } from "../factories";
import { billing } from "./billing";

/** What a paid order is made with: the checkout and the test-mode processor's bank. */
export type CheckoutServices = Pick<Services, "checkout" | "testPayments">;

let keys = 0;

/**
 * A paid order between two fresh users (or the ones given), made through checkout as a buyer
 * makes one (decision 076): the checkout with its payment intent, iDEAL at the test-mode bank,
 * and the return page's confirmation. The order owns a real payment, so refunds, disputes and
 * cancellations find it. The webhook the bank also sent is left to the outbox; it confirms
 * nothing twice (decision 041).
 *
 * `protectedData` takes the order's `message` and `shippingDetails` as checkout stores them.
 */
export async function purchasedOrder(
  db: Database,
  services: CheckoutServices,
  options: {
    deliveryMethod?: "pickup" | "shipping";
    customer?: User;
    provider?: User;
    title?: string;
    protectedData?: { message?: string; shippingDetails?: Record<string, string> };
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
  const { message, shippingDetails } = options.protectedData ?? {};
  const started = await services.checkout.start({
    customerId: customer.id,
    idempotencyKey: `purchased-order-${Date.now()}-${keys++}`,
    source: "/cart/checkout",
    orders: [
      {
        items: [{ listingId: listing.id, quantity: 2 }],
        deliveryMethod,
        ...(message === undefined ? {} : { message }),
        ...(deliveryMethod === "shipping"
          ? {
              shippingAddress: {
                ...billing,
                state: undefined,
                phone: undefined,
                ...shippingDetails,
              },
            }
          : {}),
      },
    ],
    billing,
  });
  const intentId = started.intent?.id;
  if (!intentId) throw new Error("purchasedOrder: the checkout has no payment intent");
  const paying = await services.checkout.pay({
    customerId: customer.id,
    checkoutId: started.checkout.id,
    method: "ideal",
    returnUrl: "/cart/checkout/ideal",
  });
  if (paying.kind !== "redirect") throw new Error(`purchasedOrder: iDEAL answered ${paying.kind}`);
  if (!services.testPayments) throw new Error("purchasedOrder: needs the test-mode processor");
  await services.testPayments.bankOutcome(intentId, "pay");
  const returned = await services.checkout.returned(customer.id, intentId);
  if (returned.kind !== "paid") throw new Error(`purchasedOrder: not paid (${returned.kind})`);
  const id = started.transactions[0]!.id;
  return { id, customer, provider, listing, intentId, checkoutId: started.checkout.id };
}
