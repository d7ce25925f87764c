import { MARKETPLACE_CURRENCY } from "#modules/money";
import type { Cart, CartEntry, DeliveryMethod } from "./cart";

/** What the server knows about a listing in the cart right now. */
export type CartListingFacts = {
  id: string;
  authorId: string;
  state: "draft" | "pendingApproval" | "published" | "closed";
  deleted: boolean;
  priceAmount: number | null;
  priceCurrency: string | null;
  /** Null for listings not managed by stock (availability plans). */
  currentStock: number | null;
  pickupEnabled: boolean;
  shippingEnabled: boolean;
  isAffiliate: boolean;
  author: { banned: boolean; deleted: boolean; stripeConnected: boolean };
};

/**
 * Why an item cannot be checked out as it stands. The cart page shows each at
 * its item and blocks checkout until the buyer fixes it (decision 038).
 */
export type CartItemProblem =
  | { reason: "listingNotFound" }
  | { reason: "closed" }
  | { reason: "sellerBanned" }
  | { reason: "sellerDeleted" }
  | { reason: "sellerChanged" }
  | { reason: "ownListing" }
  | { reason: "affiliate" }
  | { reason: "priceMissing" }
  | { reason: "currencyInvalid"; currency: string }
  | { reason: "priceChanged"; was: number; now: number }
  | { reason: "sellerNotConnected" }
  | { reason: "soldOut" }
  | { reason: "insufficientStock"; available: number }
  | { reason: "deliveryMethodMissing" }
  | { reason: "deliveryMethodNotOffered"; method: DeliveryMethod }
  | { reason: "invalidQuantity" };

export type CheckedCartItem = { entry: CartEntry; problems: CartItemProblem[] };

export type CartCheck = { items: CheckedCartItem[]; ok: boolean };

/**
 * Checks every entry against the listings as they are now. Every entry comes
 * back, unchanged and in order, with its problems: nothing is dropped, no
 * quantity or price is adjusted behind the buyer's back.
 */
export function checkCart(
  cart: Cart,
  listings: ReadonlyMap<string, CartListingFacts>,
  options: { buyerId: string },
): CartCheck {
  const items = cart.map((entry) => ({
    entry,
    problems: entryProblems(entry, listings.get(entry.id), options.buyerId),
  }));
  return { items, ok: items.every((item) => item.problems.length === 0) };
}

function entryProblems(
  entry: CartEntry,
  listing: CartListingFacts | undefined,
  buyerId: string,
): CartItemProblem[] {
  if (
    !listing ||
    listing.deleted ||
    (listing.state !== "published" && listing.state !== "closed")
  ) {
    return [{ reason: "listingNotFound" }];
  }
  const problems: CartItemProblem[] = [];
  if (listing.state === "closed") problems.push({ reason: "closed" });
  if (listing.author.deleted) problems.push({ reason: "sellerDeleted" });
  else if (listing.author.banned) problems.push({ reason: "sellerBanned" });
  if (listing.authorId !== entry.authorId) problems.push({ reason: "sellerChanged" });
  if (listing.authorId === buyerId) problems.push({ reason: "ownListing" });
  if (listing.isAffiliate) problems.push({ reason: "affiliate" });

  if (listing.priceAmount === null) {
    problems.push({ reason: "priceMissing" });
  } else if (listing.priceCurrency !== MARKETPLACE_CURRENCY) {
    problems.push({ reason: "currencyInvalid", currency: String(listing.priceCurrency) });
  } else {
    if (
      entry.unitPriceWhenAdded !== undefined &&
      entry.unitPriceWhenAdded !== listing.priceAmount
    ) {
      problems.push({
        reason: "priceChanged",
        was: entry.unitPriceWhenAdded,
        now: listing.priceAmount,
      });
    }
    // Gratis listings need no payout account (spec §6).
    if (listing.priceAmount > 0 && !listing.author.stripeConnected) {
      problems.push({ reason: "sellerNotConnected" });
    }
  }

  if (!Number.isSafeInteger(entry.quantity) || entry.quantity < 1) {
    problems.push({ reason: "invalidQuantity" });
  } else if (listing.currentStock !== null) {
    if (listing.currentStock <= 0) problems.push({ reason: "soldOut" });
    else if (listing.currentStock < entry.quantity) {
      problems.push({ reason: "insufficientStock", available: listing.currentStock });
    }
  }

  if (!entry.deliveryMethod) {
    problems.push({ reason: "deliveryMethodMissing" });
  } else if (
    (entry.deliveryMethod === "pickup" && !listing.pickupEnabled) ||
    (entry.deliveryMethod === "shipping" && !listing.shippingEnabled)
  ) {
    problems.push({ reason: "deliveryMethodNotOffered", method: entry.deliveryMethod });
  }
  return problems;
}

/**
 * The delivery methods one seller's items in the cart all allow: the cart
 * page offers only these for that seller.
 */
export function commonDeliveryMethods(
  entries: readonly CartEntry[],
  listings: ReadonlyMap<string, CartListingFacts>,
): DeliveryMethod[] {
  const methods: DeliveryMethod[] = [];
  const all = entries.map((e) => listings.get(e.id));
  if (all.length > 0 && all.every((l) => l?.pickupEnabled)) methods.push("pickup");
  if (all.length > 0 && all.every((l) => l?.shippingEnabled)) methods.push("shipping");
  return methods;
}
