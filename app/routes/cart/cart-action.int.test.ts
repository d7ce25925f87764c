import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { testDb, testServices } from "../../../tests/setup/services";
import { cartAction } from "./cart-action.server";

// The cart page's quantity form (decision 064): a quantity that is no whole number, or too
// many digits for one, is said in the form and leaves the cart as it was, never a 500.

const { services } = testServices();

async function cartWithOneItem() {
  const buyer = await createUser(testDb());
  const grower = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), { authorId: grower.id, currentStock: 50 });
  await services.cart.update(buyer.id, {
    listingId: listing.id,
    authorId: grower.id,
    quantity: 2,
    action: "add",
    deliveryMethod: "pickup",
  });
  const setQuantity = (quantity: string) => {
    const form = new FormData();
    form.set("intent", "set-quantity");
    form.set("listingId", listing.id);
    form.set("authorId", grower.id);
    form.set("quantity", quantity);
    return cartAction(buyer.id, { services } as never, form);
  };
  return { buyer, setQuantity };
}

describe("cart page quantity form", () => {
  it("refuses a 5001-digit, a fractional and a too large quantity with the form's message", async () => {
    const { buyer, setQuantity } = await cartWithOneItem();
    for (const quantity of ["9".repeat(5001), "2.5", "abc", "100001", "10000000000"]) {
      const result = await setQuantity(quantity);
      expect(result.init?.status, quantity.slice(0, 20)).toBe(400);
      expect(result.data).toMatchObject({ ok: false, formError: "CartPage.quantityInvalid" });
    }
    expect((await services.cart.get(buyer.id)).map((e) => e.quantity)).toEqual([2]);
    const set = await setQuantity(" 3 ");
    expect(set.data.ok).toBe(true);
    expect((await services.cart.get(buyer.id)).map((e) => e.quantity)).toEqual([3]);
  });
});
