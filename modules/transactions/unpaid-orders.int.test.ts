import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { listings } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { testDb, testServices } from "../../tests/setup/services";
import { MAX_UNPAID_ORDERS } from "./unpaid-orders.server";

// Decision 063: one account holds at most five orders waiting for payment. The
// single-listing checkout, the cart checkout, the API's initiate and an order from an enquiry
// all start through checkout.start and the engine's initiate, which counts under a lock on the
// buyer's row before it writes.

const { services } = testServices();
let keys = 0;
const key = () => `unpaid-${Date.now()}-${keys++}`;

async function garden(stock = 20) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  return createListing(testDb(), { authorId: provider.id, priceAmount: 300, currentStock: stock });
}
const pickup = (listingId: string) => ({
  items: [{ listingId, quantity: 1 }],
  deliveryMethod: "pickup" as const,
});
const start = (customerId: string, listingIds: string[], enquiryId?: string) =>
  services.checkout.start({
    customerId,
    idempotencyKey: key(),
    source: "/cart/checkout",
    orders: listingIds.map(pickup),
    ...(enquiryId ? { enquiryId } : {}),
  });
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === "fulfilled" ? "ok" : r.reason instanceof AppError ? r.reason.code : String(r.reason);
async function stockOf(id: string) {
  const [row] = await testDb()
    .select({ n: listings.currentStock })
    .from(listings)
    .where(eq(listings.id, id));
  return row!.n;
}

describe("the cap on unpaid orders", () => {
  it("lets exactly one of three racing checkouts take the fifth place", async () => {
    const buyer = await createUser(testDb());
    const listing = await garden();
    for (let i = 0; i < MAX_UNPAID_ORDERS - 1; i++) await start(buyer.id, [listing.id]);
    const others = await Promise.all([garden(), garden(), garden()]);
    const results = await Promise.allSettled(others.map((l) => start(buyer.id, [l.id])));
    expect(results.map(codeOf).sort()).toEqual([
      "ok",
      "transaction-too-many-unpaid-orders",
      "transaction-too-many-unpaid-orders",
    ]);
    // The refused ones held nothing.
    expect((await Promise.all(others.map((l) => stockOf(l.id)))).sort()).toEqual([19, 20, 20]);
  });

  it("counts a cart's own gardens once, frees a place when an order is paid, and covers enquiries", async () => {
    const buyer = await createUser(testDb());
    const listing = await garden();
    for (let i = 0; i < MAX_UNPAID_ORDERS - 1; i++) await start(buyer.id, [listing.id]);
    // Four waiting: a cart over two gardens may still start (its orders are one checkout).
    const cart = await start(buyer.id, [(await garden()).id, (await garden()).id]);
    expect(cart.transactions).toHaveLength(2);
    await expect(start(buyer.id, [listing.id])).rejects.toMatchObject({
      code: "transaction-too-many-unpaid-orders",
      status: 429,
      messageId: "CheckoutPage.tooManyUnpaidOrders?max=5",
    });
    // An order from an enquiry is an unpaid order too.
    const asked = await garden();
    const enquiry = await services.transactionEngine.enquire({
      customerId: buyer.id,
      listingId: asked.id,
    });
    await expect(start(buyer.id, [asked.id], enquiry.id)).rejects.toMatchObject({
      code: "transaction-too-many-unpaid-orders",
    });
    expect((await services.transactionEngine.find(enquiry.id))!.state).toBe("enquiry");
    // Paying the cart frees its two places.
    for (const tx of cart.transactions) {
      await services.transactionEngine.applyTransition({
        transactionId: tx.id,
        transition: "transition/confirm-payment",
        actor: { role: "system", userId: null },
        trusted: true,
      });
    }
    expect((await start(buyer.id, [asked.id], enquiry.id)).transactions[0]!.id).toBe(enquiry.id);
    await expect(start(buyer.id, [listing.id])).rejects.toMatchObject({
      code: "transaction-too-many-unpaid-orders",
    });
  });
});
