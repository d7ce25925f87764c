import { AppError } from "#modules/errors";
import { MARKETPLACE_CURRENCY } from "#modules/money";
import { type CommissionConfig, DEFAULT_COMMISSION } from "#modules/pricing";
import type { Executor, UnitOfWork } from "../../db/unit-of-work";
import {
  applyCartUpdate,
  type Cart,
  type CartEntry,
  type CartUpdate,
  cartEntrySchema,
  parseQuantity,
  setSellerDeliveryMethod,
  updateCartSchema,
} from "./cart";
import { buildCartView, type CartView } from "./cart-view";
import type { CartListingRow, CartRepository } from "./repository.server";

/** The spec's cart update payload (listingId, authorId, quantity, action) plus deliveryMethod. */
export type CartUpdatePayload = CartUpdate;
export { updateCartSchema as cartUpdatePayloadSchema };

/**
 * A stored cart as entries: anything that does not read as an entry (hand-edited data,
 * an older shape) is left out rather than breaking the cart page.
 */
export function readStoredCart(value: unknown): CartEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: CartEntry[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    const parsed = cartEntrySchema.safeParse(item);
    if (parsed.success && !seen.has(parsed.data.id)) {
      seen.add(parsed.data.id);
      entries.push(parsed.data);
    }
  }
  return entries;
}

const notAdded = (status: number, code: AppError["code"], messageId: string) =>
  new AppError(code, status, messageId);

/**
 * Why a listing cannot go into the cart (spec §5 cart rules, §6 own listing and affiliates):
 * checked on add only. Later changes to the listing are flagged on the cart page instead.
 */
function assertAddable(
  listing: CartListingRow | undefined,
  update: CartUpdate,
  buyerId: string,
  totalQuantity: number,
): void {
  if (
    !listing ||
    listing.deleted ||
    listing.state !== "published" ||
    listing.author.banned ||
    listing.author.deleted
  ) {
    throw notAdded(404, "transaction-listing-not-found", "OrderPanel.notAvailable");
  }
  if (listing.authorId !== update.authorId) {
    throw notAdded(400, "validation-invalid-params", "CartPage.productNotAdded");
  }
  if (listing.authorId === buyerId) {
    throw notAdded(403, "forbidden", "OrderPanel.ownListing");
  }
  if (listing.isAffiliate || listing.priceAmount === null) {
    throw notAdded(409, "validation-invalid-params", "OrderPanel.notAvailable");
  }
  if (listing.priceCurrency !== MARKETPLACE_CURRENCY) {
    throw notAdded(409, "validation-invalid-params", "OrderPanel.notAvailable");
  }
  if (listing.priceAmount > 0 && !listing.author.stripeConnected) {
    throw notAdded(409, "validation-invalid-params", "OrderPanel.sellerNotConnected");
  }
  const method = update.deliveryMethod;
  if (
    !method ||
    (method === "pickup" && !listing.pickupEnabled) ||
    (method === "shipping" && !listing.shippingEnabled)
  ) {
    throw new AppError(
      "validation-invalid-params",
      400,
      "ProductOrderForm.deliveryMethodRequired",
      {
        deliveryMethod: "ProductOrderForm.deliveryMethodRequired",
      },
    );
  }
  if (listing.currentStock !== null && listing.currentStock < totalQuantity) {
    throw notAdded(
      409,
      "transaction-listing-insufficient-stock",
      "CheckoutPage.notEnoughStockMessage",
    );
  }
}

/**
 * The cart in the user's profile (spec §3, §4, §5). Every update reads the cart under the
 * user row's lock and writes it back in the same database transaction (decision 038).
 */
export function createCartService(deps: {
  work: UnitOfWork<{ cart: CartRepository }>;
  /** The cart repository on another module's database transaction (`removeListingsOn`). */
  reposOn?: (executor: Executor) => { cart: CartRepository };
  commission?: CommissionConfig;
}) {
  const { work, reposOn, commission = DEFAULT_COMMISSION } = deps;

  async function removeFrom(repo: CartRepository, userId: string, listingIds: string[]) {
    const drop = new Set(listingIds);
    const row = await repo.lock(userId);
    if (!row) return;
    const cart = readStoredCart(row.cart);
    const kept = cart.filter((entry) => !drop.has(entry.id));
    if (kept.length !== cart.length) await repo.write(userId, kept);
  }

  async function get(userId: string): Promise<CartEntry[]> {
    const row = await work.repos.cart.read(userId);
    if (!row) throw new AppError("not-found", 404, "Errors.notFound");
    return readStoredCart(row.cart);
  }

  return {
    get,

    async update(userId: string, payload: CartUpdatePayload): Promise<CartEntry[]> {
      const update = updateCartSchema.parse(payload);
      return work.withTransaction(async ({ cart: repo }) => {
        const row = await repo.lock(userId);
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        const cart: Cart = readStoredCart(row.cart);
        let next = cart;
        if (update.action === "add") {
          const quantity = parseQuantity(update.quantity);
          // Spec §5: an unreadable quantity leaves the cart as it is.
          if (quantity === null || quantity < 1) return [...cart];
          const [listing] = await repo.listings([update.listingId]);
          const existing = cart.find((e) => e.id === update.listingId);
          assertAddable(listing, update, userId, quantity + (existing?.quantity ?? 0));
          next = applyCartUpdate(cart, update, { unitPrice: listing!.priceAmount ?? undefined });
        } else {
          next = applyCartUpdate(cart, update);
        }
        // One delivery method per seller (decision 038): the choice applies to all their items.
        if (update.deliveryMethod && next.some((e) => e.id === update.listingId)) {
          next = setSellerDeliveryMethod(next, update.authorId, update.deliveryMethod);
        }
        if (next !== cart) await repo.write(userId, next);
        return [...next];
      });
    },

    /**
     * The buyer accepts a listing's changed price on the cart page: the entry takes the price
     * the listing has now. Nothing else changes; an entry that is gone is left alone.
     */
    async acceptCurrentPrice(userId: string, listingId: string): Promise<CartEntry[]> {
      return work.withTransaction(async ({ cart: repo }) => {
        const row = await repo.lock(userId);
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        const cart = readStoredCart(row.cart);
        const [listing] = await repo.listings([listingId]);
        const index = cart.findIndex((e) => e.id === listingId);
        if (index === -1 || !listing || listing.priceAmount === null) return cart;
        const next = cart.map((entry, i) =>
          i === index ? { ...entry, unitPriceWhenAdded: listing.priceAmount! } : entry,
        );
        await repo.write(userId, next);
        return next;
      });
    },

    /** Takes bought listings out of the cart after a paid checkout; a repeat changes nothing. */
    async removeListings(userId: string, listingIds: string[]): Promise<void> {
      if (listingIds.length === 0) return;
      await work.withTransaction(({ cart: repo }) => removeFrom(repo, userId, listingIds));
    },

    /**
     * `removeListings` on the caller's database transaction: a paid checkout's orders and its
     * cart change commit together (the cart's user row is locked last, after the orders).
     */
    async removeListingsOn(tx: Executor, userId: string, listingIds: string[]): Promise<void> {
      if (listingIds.length === 0) return;
      if (!reposOn) throw new Error("cart service built without reposOn");
      await removeFrom(reposOn(tx).cart, userId, listingIds);
    },

    /**
     * The cart page: entries with their listings as they are now, per seller, with prices.
     * `stored`: the cart as this request has already read it with the user's row (the session's
     * read, on a request that wrote nothing), saving a second read.
     */
    async view(userId: string, stored?: unknown): Promise<CartView> {
      const cart = stored === undefined ? await get(userId) : readStoredCart(stored);
      const listings = await work.repos.cart.listings(cart.map((e) => e.id));
      return buildCartView(cart, listings, { buyerId: userId, commission });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
