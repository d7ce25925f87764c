import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../tests/factories";
import { billing } from "../tests/setup/billing";
import { testDb, testServices } from "../tests/setup/services";

// The page cache forgets its pages on this signal (decision 087): a checkout that takes
// stock must fire it through the services every route and API call uses.

describe("listing change signal", () => {
  it("fires when a checkout takes stock", async () => {
    const { services } = testServices();
    let fired = 0;
    const stop = services.listingChanges.subscribe(() => {
      fired++;
    });
    try {
      const provider = await createUser(testDb(), { stripeConnected: true });
      const listing = await createListing(testDb(), {
        authorId: provider.id,
        title: "Scharreleieren",
        priceAmount: 300,
        currentStock: 1,
      });
      const buyer = await createUser(testDb());
      await services.checkout.start({
        customerId: buyer.id,
        idempotencyKey: `signal-${listing.id}`,
        source: "/cart/checkout",
        orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
        billing,
      });
      expect(fired).toBe(1);
    } finally {
      stop();
    }
  });
});
