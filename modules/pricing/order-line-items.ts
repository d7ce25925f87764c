import {
  additionalListingKey,
  commissionLine,
  LINE_ITEM_MINIMUM_ORDER_FEE,
  LINE_ITEM_PICKUP_FEE,
  LINE_ITEM_SHIPPING_FEE,
  LINE_ITEM_UNITS,
  type LineItem,
  LineItemError,
  lineItemCode,
  payinTotal,
  payoutTotal,
  quantityLine,
} from "./line-items";

/** One listing in one seller's order, with the facts the server read from it. */
export type OrderListing = {
  listingId: string;
  title: string;
  /** The listing's unit key (perKg, perBunch…), shown on the line. */
  unit?: string | null;
  /** Storage key or id of its first image, for the order page. */
  image?: string | null;
  /** Price per unit in cents; 0 is Gratis. */
  unitPrice: number;
  quantity: number;
  shippingPriceOneItem?: number | null;
  shippingPriceAdditionalItems?: number | null;
  /** Decision 035: the least the seller takes for an order; smaller orders are topped up. */
  minimumOrderFee?: number | null;
  pickupFee?: number | null;
};

export type DeliveryMethod = "pickup" | "shipping";

/** One seller's part of a checkout: one transaction. */
export type SellerOrder = { deliveryMethod: DeliveryMethod; listings: readonly OrderListing[] };

export type CommissionConfig = {
  /** The platform fee taken from the provider, as a positive percent of the goods. */
  providerPercentage: number;
  /** A fee added for the customer, percent of the goods. */
  customerPercentage: number;
};

/** The catalogue's "25% all-in platform fee" (spec §1, §9); nothing on top for the buyer. */
export const DEFAULT_COMMISSION: Readonly<CommissionConfig> = Object.freeze({
  providerPercentage: 25,
  customerPercentage: 0,
});

/** Spec §3 protected data: the first listing's line, and the others by their 40-character key. */
export type CartProtectedData = {
  cartListingLineItems: Array<{
    code: string;
    listingId: string;
    title: string;
    unit: string | null;
    image: string | null;
  }>;
  cartAdditionalListings: Record<
    string,
    { listingId: string; title: string; unit: string | null; image: string | null }
  >;
};

export type OrderBreakdown = {
  lineItems: LineItem[];
  payinTotal: number;
  payoutTotal: number;
  protectedData: CartProtectedData;
};

function assertCommissionConfig(config: CommissionConfig): void {
  for (const [name, value] of Object.entries(config)) {
    if (!Number.isFinite(value) || value < 0 || value > 100) {
      throw new LineItemError("invalidPercentage", `${name} ${String(value)}`);
    }
  }
}

function nonNegativeCents(value: number | null | undefined, what: string): number {
  const cents = value ?? 0;
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new LineItemError("invalidAmount", `${what} ${String(value)}`);
  }
  return cents;
}

/**
 * Shipping for one seller's parcel (decision 035): the first item costs the
 * highest "one item" fee among the listings, every other item its own
 * listing's "additional item" fee. For one listing that is the spec's
 * "first item + additional items"; the order of the cart does not matter.
 */
export function shippingFee(listings: readonly OrderListing[]): number {
  let first: OrderListing | null = null;
  for (const listing of listings) {
    if (listing.shippingPriceOneItem == null) {
      throw new LineItemError("shippingNotOffered", listing.listingId);
    }
    nonNegativeCents(listing.shippingPriceOneItem, "shippingPriceOneItem");
    if (first === null || listing.shippingPriceOneItem > first.shippingPriceOneItem!) {
      first = listing;
    }
  }
  if (first === null) return 0;
  let fee = first.shippingPriceOneItem!;
  for (const listing of listings) {
    const additional = nonNegativeCents(
      listing.shippingPriceAdditionalItems,
      "shippingPriceAdditionalItems",
    );
    const extraItems = listing === first ? listing.quantity - 1 : listing.quantity;
    fee += extraItems * additional;
  }
  if (!Number.isSafeInteger(fee)) throw new LineItemError("invalidAmount", "shipping");
  return fee;
}

/**
 * Decision 035: a listing's minimum order fee is the least the seller takes
 * for one order. The order's highest minimum applies; a goods subtotal below
 * it is topped up by the difference, and at or above it nothing is added.
 */
export function minimumOrderTopUp(
  listings: readonly OrderListing[],
  goodsSubtotal: number,
): number {
  const minimum = Math.max(
    0,
    ...listings.map((l) => nonNegativeCents(l.minimumOrderFee, "minimumOrderFee")),
  );
  return Math.max(0, minimum - goodsSubtotal);
}

/** The line code of the i-th listing in an order: the spec's units line first, then keyed lines. */
function unitsCode(listing: OrderListing, index: number) {
  return index === 0 ? LINE_ITEM_UNITS : lineItemCode(additionalListingKey(listing.listingId));
}

export function cartProtectedData(listings: readonly OrderListing[]): CartProtectedData {
  const data: CartProtectedData = { cartListingLineItems: [], cartAdditionalListings: {} };
  listings.forEach((listing, index) => {
    const facts = {
      listingId: listing.listingId,
      title: listing.title,
      unit: listing.unit ?? null,
      image: listing.image ?? null,
    };
    if (index === 0) data.cartListingLineItems.push({ code: LINE_ITEM_UNITS, ...facts });
    else data.cartAdditionalListings[additionalListingKey(listing.listingId)] = facts;
  });
  return data;
}

/**
 * The line items of one seller's order. A Gratis order (every price 0) goes
 * through the free process and charges nothing at all, not even shipping
 * (decision 034). Otherwise: one units line per listing, then the fees the
 * delivery method brings, then the commissions, which are a percentage of
 * the goods only — never of shipping, pickup or minimum order fees.
 */
export function orderLineItems(
  order: SellerOrder,
  commission: CommissionConfig = DEFAULT_COMMISSION,
): OrderBreakdown {
  assertCommissionConfig(commission);
  if (order.listings.length === 0) throw new LineItemError("invalidQuantity", "empty order");
  const ids = new Set(order.listings.map((l) => l.listingId));
  if (ids.size !== order.listings.length) {
    throw new LineItemError("invalidListingId", "a listing appears twice in one order");
  }
  for (const listing of order.listings) {
    if (!Number.isSafeInteger(listing.quantity) || listing.quantity < 1) {
      throw new LineItemError("invalidQuantity", `${listing.listingId} ${listing.quantity}`);
    }
  }

  const lines: LineItem[] = order.listings.map((listing, index) =>
    quantityLine(unitsCode(listing, index), listing.unitPrice, listing.quantity),
  );
  const goods = lines.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  const free = order.listings.every((l) => l.unitPrice === 0);

  if (!free) {
    if (order.deliveryMethod === "shipping") {
      const fee = shippingFee(order.listings);
      if (fee > 0) lines.push(quantityLine(LINE_ITEM_SHIPPING_FEE, fee, 1));
    } else {
      const fee = Math.max(
        0,
        ...order.listings.map((l) => nonNegativeCents(l.pickupFee, "pickupFee")),
      );
      if (fee > 0) lines.push(quantityLine(LINE_ITEM_PICKUP_FEE, fee, 1));
    }
    const topUp = minimumOrderTopUp(order.listings, goods);
    if (topUp > 0) lines.push(quantityLine(LINE_ITEM_MINIMUM_ORDER_FEE, topUp, 1));
    if (commission.customerPercentage > 0) {
      lines.push(commissionLine("customer", goods, commission.customerPercentage));
    }
    if (commission.providerPercentage > 0) {
      lines.push(commissionLine("provider", goods, -commission.providerPercentage));
    }
  }

  return {
    lineItems: lines,
    payinTotal: payinTotal(lines).amount,
    payoutTotal: payoutTotal(lines).amount,
    protectedData: cartProtectedData(order.listings),
  };
}
