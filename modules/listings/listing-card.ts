import { createSlug } from "#modules/text";

/**
 * The one listing-card view: what a card shows of a listing on the landing page, in search
 * results and in the map's popup. Loaders build it with `toListingCard`, so a page sends the
 * browser these fields and nothing more of the row (author, dates, image sizes).
 */
export type ListingCardView = {
  id: string;
  title: string;
  priceAmount: number | null;
  priceCurrency: string | null;
  unit: string | null;
  place: string | null;
  image: { storageKey: string } | null;
  /** Kilometres from the searched place, when a search had one. */
  distanceKm?: number | null;
};

type CardSource = Omit<ListingCardView, "image" | "distanceKm"> & {
  image: { storageKey: string } | null;
  distanceKm?: number | null;
};

/** Picks a card's fields from a repository row (newest listings, a search result). */
export function toListingCard(row: CardSource): ListingCardView {
  return {
    id: row.id,
    title: row.title,
    priceAmount: row.priceAmount,
    priceCurrency: row.priceCurrency,
    unit: row.unit,
    place: row.place,
    image: row.image ? { storageKey: row.image.storageKey } : null,
    ...(row.distanceKm !== undefined ? { distanceKm: row.distanceKm } : {}),
  };
}

/** The one place a listing's public URL is built: `/l/{slug}/{id}` (spec §2). */
export function listingPath(listing: { id: string; title: string }) {
  return `/l/${createSlug(listing.title)}/${listing.id}`;
}
