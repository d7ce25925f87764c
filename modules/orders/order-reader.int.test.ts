import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transactions, users } from "../../db/schema";
import { purchasedOrder } from "../../tests/setup/orders";
import { testDb, testServices } from "../../tests/setup/services";

// The JSON API's order view (services.orders) and the order and sale pages (services.inbox)
// read an order through one rule (decision 073): for the same order and side they show the
// same addresses, reasons and checkout, where before they differed.

const { services } = testServices();
const engine = services.transactionEngine;
const party = (user: { id: string }) => ({ id: user.id, isOperator: false });

type Order = Awaited<ReturnType<typeof purchasedOrder>>;

/** The checkout an order was made in (the engine alone makes none): what the buyer owns. */
async function inCheckout(id: string) {
  const checkoutId = randomUUID();
  await testDb().update(transactions).set({ checkoutId }).where(eq(transactions.id, id));
  return checkoutId;
}

/** The API's and the page's answer for one side, reduced to what the rule decides. */
async function bothViews(order: Order, side: "customer" | "provider") {
  const user = side === "customer" ? order.customer : order.provider;
  const api = await services.orders.show(party(user), order.id);
  const shown = await services.inbox.show(
    party(user),
    order.id,
    side === "customer" ? "order" : "sale",
  );
  if (!("data" in shown)) throw new Error("expected the page's data");
  const page = shown.data;
  return {
    api: {
      pickup: api.pickupAddress,
      shipTo: (api.shippingDetails?.line1 as string | undefined) ?? null,
      cancelReason: api.cancelReason,
      lines: api.lineItems.map((l) => l.code),
    },
    page: {
      pickup: page.pickup
        ? [page.pickup.address, page.pickup.building].filter(Boolean).join(", ")
        : null,
      shipTo: page.shipping?.addressLine1 ?? null,
      cancelReason: page.cancelReason,
      lines: page.lineItems.map((l) => l.code),
    },
    apiCheckout: api.checkoutId,
    pageReceipt: page.receiptCheckoutId,
  };
}

const SHIP_TO = {
  name: "Anna Koper",
  line1: "Kerkstraat 1",
  postalCode: "3511 AB",
  city: "Utrecht",
  country: "NL",
  phone: "0612345678",
};

describe("one reader of an order for its parties", () => {
  it("a paid pickup order: the buyer and the grower see the pickup address in both", async () => {
    const order = await purchasedOrder(testDb(), services, { deliveryMethod: "pickup" });
    for (const side of ["customer", "provider"] as const) {
      const { api, page } = await bothViews(order, side);
      expect(api).toEqual(page);
      expect(api.pickup).toContain("Tuinstraat 4");
      expect(api.shipTo).toBeNull();
    }
  });

  it("a cancelled pickup order: the buyer no longer sees the pickup address in either, both read why", async () => {
    const order = await purchasedOrder(testDb(), services, { deliveryMethod: "pickup" });
    await engine.applyTransition({
      transactionId: order.id,
      transition: "transition/cancel-by-provider",
      actor: { role: "provider", userId: order.provider.id },
      params: { protectedData: { cancelReason: "Hagel" } },
    });
    const buyer = await bothViews(order, "customer");
    expect(buyer.api).toEqual(buyer.page);
    expect(buyer.api).toMatchObject({ pickup: null, cancelReason: "Hagel" });
    const grower = await bothViews(order, "provider");
    expect(grower.api).toEqual(grower.page);
    expect(grower.api.cancelReason).toBe("Hagel");
  });

  it("a paid parcel: both sides see where it goes in both; the checkout is the buyer's only", async () => {
    const order = await purchasedOrder(testDb(), services, {
      deliveryMethod: "shipping",
      protectedData: { shippingDetails: SHIP_TO },
    });
    const checkoutId = await inCheckout(order.id);
    const buyer = await bothViews(order, "customer");
    expect(buyer.api).toEqual(buyer.page);
    expect(buyer.api).toMatchObject({ shipTo: "Kerkstraat 1", pickup: null });
    expect(buyer.apiCheckout).toBe(checkoutId);
    expect(buyer.pageReceipt).toBe(checkoutId);
    const grower = await bothViews(order, "provider");
    expect(grower.api).toEqual(grower.page);
    expect(grower.api.shipTo).toBe("Kerkstraat 1");
    expect(grower.apiCheckout).toBeNull();
    expect(grower.pageReceipt).toBeNull();
  });

  it("an unpaid parcel: the grower sees no address or phone in either", async () => {
    const paid = await purchasedOrder(testDb(), services, { deliveryMethod: "shipping" });
    const unpaid = await engine.initiate({
      customerId: paid.customer.id,
      items: [{ listingId: paid.listing.id, quantity: 1 }],
      deliveryMethod: "shipping",
      protectedData: { shippingDetails: SHIP_TO },
    });
    const order = { ...paid, id: unpaid.id };
    const checkoutId = await inCheckout(order.id);
    const grower = await bothViews(order, "provider");
    expect(grower.api).toEqual(grower.page);
    expect(grower.api.shipTo).toBeNull();
    const api = await services.orders.show(party(order.provider), order.id);
    expect(JSON.stringify(api)).not.toMatch(/Kerkstraat|0612345678/);
    // The buyer still reads their own address and can pay again from the checkout.
    const buyer = await bothViews(order, "customer");
    expect(buyer.api).toEqual(buyer.page);
    expect(buyer.api.shipTo).toBe("Kerkstraat 1");
    expect(buyer.apiCheckout).toBe(checkoutId);
    expect(buyer.pageReceipt).toBeNull();
    expect(grower.apiCheckout).toBeNull();
  });

  it("a banned grower's name is hidden from the buyer in the API as on the page", async () => {
    const order = await purchasedOrder(testDb(), services);
    await testDb().update(users).set({ banned: true }).where(eq(users.id, order.provider.id));
    const api = await services.orders.show(party(order.customer), order.id);
    expect(api.provider).toEqual({ id: order.provider.id, displayName: "" });
    expect(api.customer.displayName).not.toBe("");
  });
});
