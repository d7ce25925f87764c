import { z } from "zod";

/**
 * The cart as a plain value (spec §3 cart entry, §4 cart actions, §5 cart
 * rules). It lives in the user's profile (publicData.cart); the service reads
 * it, applies an update with these functions and writes it back.
 */

export const DELIVERY_METHODS = ["pickup", "shipping"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export type CartEntry = {
  /** The listing id. */
  id: string;
  authorId: string;
  quantity: number;
  deliveryMethod?: DeliveryMethod;
  /** Cents at the moment of adding, so a later price change can be shown, not hidden. */
  unitPriceWhenAdded?: number;
};
export type Cart = readonly CartEntry[];

export const CART_ACTIONS = [
  "add",
  "remove",
  "set",
  "remove-item",
  "remove-all-seller-items",
] as const;
export type CartAction = (typeof CART_ACTIONS)[number];

/** No one orders more of a garden's produce than a listing could ever hold (listing STOCK_MAX). */
export const CART_QUANTITY_MAX = 100_000;

/**
 * The spec's cart update payload (listingId, authorId, quantity, action), plus
 * the delivery method the order panel requires. The quantity stays loose here
 * on purpose: spec §5 says an unreadable quantity leaves the cart unchanged,
 * which `applyCartUpdate` does, rather than refusing the request.
 */
export const updateCartSchema = z.object({
  listingId: z.uuid(),
  authorId: z.uuid(),
  quantity: z.union([z.number(), z.string().max(20)]).nullish(),
  action: z.enum(CART_ACTIONS),
  deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
});
export type CartUpdate = z.infer<typeof updateCartSchema>;

/** A stored cart as read back from the profile; entries that do not fit are dropped by the caller's choice. */
export const cartEntrySchema = z.object({
  id: z.uuid(),
  authorId: z.uuid(),
  quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
  deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
  unitPriceWhenAdded: z.number().int().min(0).optional(),
});

/**
 * Spec §5: quantities are parsed as integers. Whole numbers only, as a number
 * or as digits in a string ("3", " 3 ", "-1"); "2.5", "3 kg", "" and NaN are
 * not quantities. Null means "not a quantity".
 */
export function parseQuantity(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== "string" || !/^\s*[+-]?\d{1,15}\s*$/.test(value)) return null;
  return Number.parseInt(value, 10);
}

/** What the server read from the listing when adding (never taken from the client). */
export type AddContext = { unitPrice?: number };

/**
 * One cart action, returning a new cart (the input is never changed; an
 * update that does not apply returns the same cart object):
 * - add: a new entry when the listing is absent; an existing entry gains the quantity;
 * - remove: takes the quantity off; at or below zero (or a quantity ≤ 0) the entry goes;
 * - set: sets the quantity of an existing entry; ≤ 0 drops it;
 * - remove-item: drops the entry; remove-all-seller-items: drops every entry of that seller.
 * An unreadable quantity for add, remove or set leaves the cart unchanged.
 */
export function applyCartUpdate(cart: Cart, update: CartUpdate, context: AddContext = {}): Cart {
  const index = cart.findIndex((entry) => entry.id === update.listingId);
  const existing = index === -1 ? undefined : cart[index]!;

  if (update.action === "remove-item") {
    return existing ? cart.filter((_, i) => i !== index) : cart;
  }
  if (update.action === "remove-all-seller-items") {
    const kept = cart.filter((entry) => entry.authorId !== update.authorId);
    return kept.length === cart.length ? cart : kept;
  }

  const quantity = parseQuantity(update.quantity);
  if (quantity === null) return cart;

  if (update.action === "add") {
    if (quantity < 1) return cart;
    if (!existing) {
      if (quantity > CART_QUANTITY_MAX) return cart;
      const entry: CartEntry = { id: update.listingId, authorId: update.authorId, quantity };
      if (update.deliveryMethod) entry.deliveryMethod = update.deliveryMethod;
      if (context.unitPrice !== undefined) entry.unitPriceWhenAdded = context.unitPrice;
      return [...cart, entry];
    }
    const total = existing.quantity + quantity;
    if (total > CART_QUANTITY_MAX) return cart;
    return replaceAt(cart, index, {
      ...existing,
      quantity: total,
      ...(update.deliveryMethod ? { deliveryMethod: update.deliveryMethod } : {}),
    });
  }

  if (!existing) return cart;
  const next =
    update.action === "set" ? quantity : quantity <= 0 ? 0 : existing.quantity - quantity;
  if (next <= 0) return cart.filter((_, i) => i !== index);
  if (next > CART_QUANTITY_MAX) return cart;
  return replaceAt(cart, index, {
    ...existing,
    quantity: next,
    ...(update.deliveryMethod ? { deliveryMethod: update.deliveryMethod } : {}),
  });
}

function replaceAt(cart: Cart, index: number, entry: CartEntry): Cart {
  return cart.map((e, i) => (i === index ? entry : e));
}

/** The cart page picks one delivery method per seller; it applies to all that seller's entries. */
export function setSellerDeliveryMethod(
  cart: Cart,
  authorId: string,
  method: DeliveryMethod,
): Cart {
  return cart.map((entry) =>
    entry.authorId === authorId ? { ...entry, deliveryMethod: method } : entry,
  );
}

export type SellerGroup = { authorId: string; entries: CartEntry[] };

/** Entries per seller, sellers in the order their first entry was added. */
export function groupBySeller(cart: Cart): SellerGroup[] {
  const groups = new Map<string, CartEntry[]>();
  for (const entry of cart) {
    const group = groups.get(entry.authorId);
    if (group) group.push(entry);
    else groups.set(entry.authorId, [entry]);
  }
  return [...groups].map(([authorId, entries]) => ({ authorId, entries }));
}
