import { describe, expect, it } from "vitest";
import {
  applyCartUpdate,
  CART_QUANTITY_MAX,
  type Cart,
  type CartUpdate,
  cartEntrySchema,
  groupBySeller,
  parseQuantity,
  setSellerDeliveryMethod,
  updateCartSchema,
} from "./cart";

const L1 = "11111111-1111-4111-8111-111111111111";
const L2 = "22222222-2222-4222-8222-222222222222";
const L3 = "33333333-3333-4333-8333-333333333333";
const S1 = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const S2 = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const update = (overrides: Partial<CartUpdate>): CartUpdate => ({
  listingId: L1,
  authorId: S1,
  quantity: 1,
  action: "add",
  ...overrides,
});

const cart: Cart = [
  { id: L1, authorId: S1, quantity: 2, deliveryMethod: "pickup" },
  { id: L2, authorId: S2, quantity: 1, deliveryMethod: "shipping" },
  { id: L3, authorId: S1, quantity: 5, deliveryMethod: "pickup" },
];

describe("parseQuantity", () => {
  it.each([
    [3, 3],
    ["3", 3],
    [" 12 ", 12],
    ["-1", -1],
    [0, 0],
    ["+4", 4],
  ])("reads %j as %d", (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });

  it.each([
    2.5,
    "2.5",
    "3 kg",
    "",
    "  ",
    "abc",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    {},
    "1e3",
    "9".repeat(16),
  ])("refuses %j", (input) => {
    expect(parseQuantity(input)).toBeNull();
  });
});

describe("applyCartUpdate", () => {
  it("adds a new entry with the delivery method and the server's price", () => {
    const next = applyCartUpdate([], update({ quantity: "2", deliveryMethod: "shipping" }), {
      unitPrice: 350,
    });
    expect(next).toEqual([
      { id: L1, authorId: S1, quantity: 2, deliveryMethod: "shipping", unitPriceWhenAdded: 350 },
    ]);
  });

  it("adds to an existing entry instead of creating a second one", () => {
    const next = applyCartUpdate(cart, update({ quantity: 3 }));
    expect(next).toHaveLength(3);
    expect(next[0]).toEqual({ id: L1, authorId: S1, quantity: 5, deliveryMethod: "pickup" });
  });

  it("removes a quantity, and drops the entry at or below zero", () => {
    expect(applyCartUpdate(cart, update({ action: "remove", quantity: 1 }))[0]!.quantity).toBe(1);
    expect(
      applyCartUpdate(cart, update({ action: "remove", quantity: 2 })).map((e) => e.id),
    ).toEqual([L2, L3]);
    expect(
      applyCartUpdate(cart, update({ action: "remove", quantity: 9 })).map((e) => e.id),
    ).toEqual([L2, L3]);
    expect(
      applyCartUpdate(cart, update({ action: "remove", quantity: 0 })).map((e) => e.id),
    ).toEqual([L2, L3]);
  });

  it("sets a quantity, and drops the entry when set to zero or less", () => {
    expect(applyCartUpdate(cart, update({ action: "set", quantity: "7" }))[0]!.quantity).toBe(7);
    expect(applyCartUpdate(cart, update({ action: "set", quantity: 0 })).map((e) => e.id)).toEqual([
      L2,
      L3,
    ]);
    expect(
      applyCartUpdate(cart, update({ action: "set", quantity: "-3" })).map((e) => e.id),
    ).toEqual([L2, L3]);
  });

  it("does not create an entry by set or remove", () => {
    expect(applyCartUpdate([], update({ action: "set", quantity: 2 }))).toEqual([]);
    expect(applyCartUpdate([], update({ action: "remove", quantity: 2 }))).toEqual([]);
  });

  it("removes one item, or all of one seller's items", () => {
    expect(
      applyCartUpdate(cart, update({ action: "remove-item", quantity: undefined })).map(
        (e) => e.id,
      ),
    ).toEqual([L2, L3]);
    expect(
      applyCartUpdate(cart, update({ action: "remove-all-seller-items", listingId: L2 })).map(
        (e) => e.id,
      ),
    ).toEqual([L2]);
  });

  it("leaves the cart unchanged for an unreadable quantity", () => {
    for (const action of ["add", "remove", "set"] as const) {
      for (const quantity of ["abc", "2.5", "", null, undefined, Number.NaN]) {
        expect(applyCartUpdate(cart, update({ action, quantity })), `${action} ${quantity}`).toBe(
          cart,
        );
      }
    }
  });

  it("leaves the cart unchanged when adding nothing or more than any stock", () => {
    expect(applyCartUpdate(cart, update({ quantity: 0 }))).toBe(cart);
    expect(applyCartUpdate(cart, update({ quantity: -2 }))).toBe(cart);
    expect(applyCartUpdate([], update({ quantity: CART_QUANTITY_MAX + 1 }))).toEqual([]);
    expect(applyCartUpdate(cart, update({ quantity: CART_QUANTITY_MAX }))).toBe(cart);
  });

  it("never changes the cart it was given", () => {
    const frozen = Object.freeze(cart.map((e) => Object.freeze({ ...e })));
    expect(() => applyCartUpdate(frozen, update({ quantity: 1 }))).not.toThrow();
    expect(frozen[0]!.quantity).toBe(2);
  });

  it("changes an entry's delivery method when an update names one", () => {
    expect(
      applyCartUpdate(cart, update({ action: "set", quantity: 2, deliveryMethod: "shipping" }))[0],
    ).toMatchObject({ deliveryMethod: "shipping" });
  });
});

describe("cart helpers", () => {
  it("groups by seller in order of their first entry", () => {
    expect(groupBySeller(cart)).toEqual([
      { authorId: S1, entries: [cart[0], cart[2]] },
      { authorId: S2, entries: [cart[1]] },
    ]);
    expect(groupBySeller([])).toEqual([]);
  });

  it("sets one seller's delivery method on all their entries", () => {
    const next = setSellerDeliveryMethod(cart, S1, "shipping");
    expect(next.map((e) => e.deliveryMethod)).toEqual(["shipping", "shipping", "shipping"]);
    expect(setSellerDeliveryMethod(cart, S2, "pickup")[0]!.deliveryMethod).toBe("pickup");
  });
});

describe("updateCartSchema", () => {
  it("accepts the spec's payload", () => {
    expect(
      updateCartSchema.parse({ listingId: L1, authorId: S1, quantity: "2", action: "add" }),
    ).toEqual({ listingId: L1, authorId: S1, quantity: "2", action: "add" });
    expect(
      updateCartSchema.safeParse({
        listingId: L1,
        authorId: S1,
        action: "remove-all-seller-items",
        deliveryMethod: "pickup",
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ listingId: "x", authorId: S1, quantity: 1, action: "add" }],
    [{ listingId: L1, authorId: S1, quantity: 1, action: "empty" }],
    [{ listingId: L1, quantity: 1, action: "add" }],
    [{ listingId: L1, authorId: S1, quantity: 1, action: "add", deliveryMethod: "drone" }],
    [{ listingId: L1, authorId: S1, quantity: [1], action: "add" }],
    [{ listingId: L1, authorId: S1, quantity: "1".repeat(21), action: "add" }],
  ])("refuses %j", (payload) => {
    expect(updateCartSchema.safeParse(payload).success).toBe(false);
  });

  it("reads stored entries strictly", () => {
    expect(cartEntrySchema.safeParse(cart[0]).success).toBe(true);
    expect(cartEntrySchema.safeParse({ ...cart[0], quantity: 0 }).success).toBe(false);
    expect(cartEntrySchema.safeParse({ ...cart[0], quantity: 1.5 }).success).toBe(false);
  });
});
