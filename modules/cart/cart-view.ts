import {
  type CommissionConfig,
  DEFAULT_COMMISSION,
  LINE_ITEM_CUSTOMER_COMMISSION,
  LINE_ITEM_MINIMUM_ORDER_FEE,
  LINE_ITEM_PICKUP_FEE,
  LINE_ITEM_SHIPPING_FEE,
  LINE_ITEM_UNITS,
  type LineItem,
  LineItemError,
  listingIdFromLineItemCode,
  type OrderListing,
  orderLineItems,
} from "#modules/pricing";
import type { Cart, CartEntry, DeliveryMethod } from "./cart";
import { groupBySeller } from "./cart";
import {
  type CartItemProblem,
  type CartListingFacts,
  checkCart,
  commonDeliveryMethods,
} from "./cart-check";

/** A cart listing as the view needs it (the repository's row, without database types). */
export type CartViewListing = CartListingFacts & {
  title: string;
  unit: string | null;
  place: string | null;
  shippingPriceOneItem: number | null;
  shippingPriceAdditionalItems: number | null;
  pickupFee: number | null;
  minimumOrderFee: number | null;
  image: { storageKey: string; width: number; height: number } | null;
  author: CartListingFacts["author"] & { displayName: string; postalPlace: string | null };
};

export type CartViewItem = {
  listingId: string;
  authorId: string;
  quantity: number;
  deliveryMethod: DeliveryMethod | null;
  /** Null when the listing is gone (deleted, draft): the item still shows, flagged. */
  title: string | null;
  image: { storageKey: string; width: number; height: number } | null;
  unitPrice: number | null;
  unit: string | null;
  /** Null for listings not managed by stock. */
  currentStock: number | null;
  problems: CartItemProblem[];
};

/** What the buyer pays one seller, from orderLineItems (customer's lines only). */
export type CartBreakdown = {
  lineItems: LineItem[];
  subtotal: number;
  shippingFee: number;
  pickupFee: number;
  minimumOrderFee: number;
  customerCommission: number;
  /** What the buyer pays (payinTotal). */
  total: number;
  payoutTotal: number;
};

export type CartSellerGroup = {
  authorId: string;
  /** Garden name; empty for a banned or deleted seller. */
  sellerName: string;
  sellerPlace: string | null;
  sellerBanned: boolean;
  sellerDeleted: boolean;
  deliveryMethod: DeliveryMethod | null;
  /** What every one of this seller's listings in the cart allows. */
  deliveryMethods: DeliveryMethod[];
  items: CartViewItem[];
  /** Null when no price can be computed (no delivery method, listing gone, method not offered). */
  breakdown: CartBreakdown | null;
  ok: boolean;
};

export type CartView = {
  groups: CartSellerGroup[];
  itemCount: number;
  /** Sum of the sellers' totals that could be computed. */
  grandTotal: number;
  /** True when every item can be checked out as it stands. */
  ok: boolean;
};

const lineSum = (lines: readonly LineItem[], code: string) =>
  lines.filter((l) => l.code === code).reduce((sum, l) => sum + l.lineTotal.amount, 0);

/**
 * What the buyer sees of an order's line items: the goods subtotal and each fee. Pure, so the
 * order panel can summarise what `POST /api/transaction-line-items` returns the same way.
 */
export function summarizeCustomerLines(lines: readonly LineItem[]) {
  const customerLines = lines.filter((l) => l.includeFor.includes("customer"));
  return {
    lineItems: customerLines,
    subtotal: customerLines
      .filter((l) => isUnitsLine(l.code))
      .reduce((sum, l) => sum + l.lineTotal.amount, 0),
    shippingFee: lineSum(customerLines, LINE_ITEM_SHIPPING_FEE),
    pickupFee: lineSum(customerLines, LINE_ITEM_PICKUP_FEE),
    minimumOrderFee: lineSum(customerLines, LINE_ITEM_MINIMUM_ORDER_FEE),
    customerCommission: lineSum(customerLines, LINE_ITEM_CUSTOMER_COMMISSION),
    total: customerLines.reduce((sum, l) => sum + l.lineTotal.amount, 0),
  };
}
export type CustomerSummary = ReturnType<typeof summarizeCustomerLines>;

/** The customer's breakdown for one seller's entries, or null when it cannot be computed. */
export function sellerBreakdown(
  entries: readonly CartEntry[],
  listings: ReadonlyMap<string, CartViewListing>,
  deliveryMethod: DeliveryMethod | null,
  commission: CommissionConfig = DEFAULT_COMMISSION,
  options: { allParties?: boolean } = {},
): CartBreakdown | null {
  if (!deliveryMethod || entries.length === 0) return null;
  const order: OrderListing[] = [];
  for (const entry of entries) {
    const listing = listings.get(entry.id);
    if (!listing || listing.deleted || listing.priceAmount === null) return null;
    order.push({
      listingId: listing.id,
      title: listing.title,
      unit: listing.unit,
      image: listing.image?.storageKey ?? null,
      unitPrice: listing.priceAmount,
      quantity: entry.quantity,
      shippingPriceOneItem: listing.shippingPriceOneItem,
      shippingPriceAdditionalItems: listing.shippingPriceAdditionalItems,
      minimumOrderFee: listing.minimumOrderFee,
      pickupFee: listing.pickupFee,
    });
  }
  try {
    const { lineItems, payinTotal, payoutTotal } = orderLineItems(
      { deliveryMethod, listings: order },
      commission,
    );
    const summary = summarizeCustomerLines(lineItems);
    return {
      ...summary,
      // The buyer's pages show the buyer's lines; the API gives every line with its includeFor.
      lineItems: options.allParties ? lineItems : summary.lineItems,
      total: payinTotal,
      payoutTotal,
    };
  } catch (error) {
    if (error instanceof LineItemError) return null;
    throw error;
  }
}

/** Units lines: `line-item/units` and the keyed lines of further listings (spec §3). */
// A booking's night, day or hour line is its goods, as a units line is an order's.
const BOOKING_LINES = new Set(["line-item/night", "line-item/day", "line-item/hour"]);
const isUnitsLine = (code: string) =>
  code === LINE_ITEM_UNITS || BOOKING_LINES.has(code) || listingIdFromLineItemCode(code) !== null;

/**
 * The delivery method a seller's group uses: the first one chosen among the entries (the
 * order panel and the cart page set it for all of a seller's entries, decision 038).
 */
function groupDeliveryMethod(entries: readonly CartEntry[]): DeliveryMethod | null {
  return entries.find((e) => e.deliveryMethod)?.deliveryMethod ?? null;
}

/**
 * The cart page's view: every entry, in order, grouped by seller, joined with its listing as
 * it is now and flagged with checkCart's problems; never dropped, never changed.
 */
export function buildCartView(
  cart: Cart,
  listingRows: readonly CartViewListing[],
  options: { buyerId: string; commission?: CommissionConfig },
): CartView {
  const listings = new Map(listingRows.map((row) => [row.id, row]));
  const check = checkCart(cart, listings, { buyerId: options.buyerId });
  const problemsOf = new Map(check.items.map((item) => [item.entry, item.problems]));

  const groups = groupBySeller(cart).map((group): CartSellerGroup => {
    const seller = group.entries.map((e) => listings.get(e.id)).find((l) => l !== undefined);
    const deliveryMethod = groupDeliveryMethod(group.entries);
    const items = group.entries.map((entry): CartViewItem => {
      const listing = listings.get(entry.id);
      const gone = !listing || listing.deleted;
      return {
        listingId: entry.id,
        authorId: entry.authorId,
        quantity: entry.quantity,
        deliveryMethod: entry.deliveryMethod ?? null,
        title: gone ? null : listing.title,
        image: gone ? null : listing.image,
        unitPrice: gone ? null : listing.priceAmount,
        unit: gone ? null : listing.unit,
        currentStock: gone ? null : listing.currentStock,
        problems: problemsOf.get(entry) ?? [],
      };
    });
    const hidden = !seller || seller.author.banned || seller.author.deleted;
    return {
      authorId: group.authorId,
      sellerName: hidden ? "" : seller.author.displayName,
      sellerPlace: hidden ? null : (seller.place ?? seller.author.postalPlace),
      sellerBanned: seller?.author.banned ?? false,
      sellerDeleted: seller?.author.deleted ?? false,
      deliveryMethod,
      deliveryMethods: commonDeliveryMethods(group.entries, listings),
      items,
      breakdown: sellerBreakdown(group.entries, listings, deliveryMethod, options.commission),
      ok: items.every((item) => item.problems.length === 0),
    };
  });

  return {
    groups,
    itemCount: cart.reduce((sum, e) => sum + e.quantity, 0),
    grandTotal: groups.reduce((sum, g) => sum + (g.breakdown?.total ?? 0), 0),
    ok: check.ok,
  };
}
