import type { ListingView } from "#modules/listings";

export type OrderPanelListing = Pick<
  ListingView,
  "state" | "price" | "currentStock" | "metadata"
> & {
  author: Pick<ListingView["author"], "id" | "banned" | "deleted" | "stripeConnected">;
};

export type OrderPanelState =
  /** The viewer is the provider: a message and an edit link instead of ordering. */
  | { kind: "own" }
  /** Closed by the provider: a closed note and a disabled button. */
  | { kind: "closed" }
  /** The provider is banned or deleted: nothing can be ordered from them. */
  | { kind: "sellerUnavailable" }
  /** Sold on the provider's own website; `url` is null when it is missing or not http(s). */
  | { kind: "affiliate"; url: string | null }
  /** Stock-managed listing without stock: a no-stock label and a disabled button. */
  | { kind: "outOfStock" }
  /** A paid listing whose provider cannot receive payments yet: a notice and a contact button. */
  | { kind: "sellerNotConnected" }
  /** Not published, or without a price in the marketplace currency. */
  | { kind: "unavailable" }
  /** Everything in place: the add-to-cart flow. */
  | { kind: "order" };

/** Only absolute http(s) URLs may leave the site from the order panel. */
export function safeExternalUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Which state the order panel shows (spec §4 order panel, §6 roles). The
 * first rule that applies wins: the owner always sees their own-listing
 * message, a closed listing can't be ordered by anyone, and so on.
 */
export function orderPanelState(
  listing: OrderPanelListing,
  viewer: { id: string } | null,
  options: { stockManaged: boolean },
): OrderPanelState {
  if (viewer && viewer.id === listing.author.id) return { kind: "own" };
  if (listing.state === "closed") return { kind: "closed" };
  if (listing.state !== "published") return { kind: "unavailable" };
  if (listing.author.banned || listing.author.deleted) return { kind: "sellerUnavailable" };
  if (listing.metadata.isAffiliate) {
    return { kind: "affiliate", url: safeExternalUrl(listing.metadata.websiteAffiliate) };
  }
  if (listing.price?.currency !== "EUR") return { kind: "unavailable" };
  if (options.stockManaged && (listing.currentStock ?? 0) <= 0) return { kind: "outOfStock" };
  if (!listing.author.stripeConnected && listing.price.amount > 0) {
    return { kind: "sellerNotConnected" };
  }
  return { kind: "order" };
}

/**
 * Whether "Contact the seller" is offered (spec §4 enquire): about a published listing of an
 * active seller, not one's own. A seller who cannot take payments yet may still be asked.
 */
export function mayContactSeller(state: OrderPanelState): boolean {
  return (
    state.kind === "order" ||
    state.kind === "outOfStock" ||
    state.kind === "affiliate" ||
    state.kind === "sellerNotConnected"
  );
}
