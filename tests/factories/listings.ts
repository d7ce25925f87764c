import { randomUUID } from "node:crypto";
import { type ImageStore, makeListingVariants } from "#modules/images/server";
import { type ListingPublicData, listingImages, listings } from "../../db/schema";
import { type IllustrationKind, renderIllustration } from "./illustrations";
import { PLACES, type Place } from "./places";
import type { Inserter } from "./users";

export type Listing = typeof listings.$inferSelect;
export type ListingImage = typeof listingImages.$inferSelect;

export type ListingOverrides = Partial<Omit<typeof listings.$inferInsert, "authorId">> & {
  authorId: string;
  /** Sets lat/lng and the place name and address in publicData (default Utrecht). */
  place?: Place;
  /** Street and number; the address becomes "<street>, <postal code> <place>". */
  street?: string;
};

/**
 * Inserts a listing that looks like a real one: published, priced in euro
 * cents, and with the publicData the cards and the listing page read.
 */
export async function createListing(db: Inserter, input: ListingOverrides): Promise<Listing> {
  const { place = PLACES.utrecht, street, publicData = {}, ...columns } = input;
  // The column and publicData.category are both read (search vs. display), so keep them equal.
  const category = columns.category ?? publicData.category ?? "groenten";
  const pickupEnabled = publicData.pickupEnabled ?? true;
  const shippingEnabled = publicData.shippingEnabled ?? false;
  const fullPublicData: ListingPublicData = {
    unit: "perKg",
    place: place.name,
    location: { address: [street, `${place.postalCode} ${place.name}`].filter(Boolean).join(", ") },
    pickupEnabled,
    shippingEnabled,
    ...(shippingEnabled
      ? { shippingPriceInSubunitsOneItem: 495, shippingPriceInSubunitsAdditionalItems: 100 }
      : {}),
    deliveryOptions: [
      ...(pickupEnabled ? (["pickup"] as const) : []),
      ...(shippingEnabled ? (["shipping"] as const) : []),
    ],
    ...publicData,
    category,
  };
  const [listing] = await db
    .insert(listings)
    .values({
      title: "Tomaten uit eigen tuin",
      description: "Rijpe tomaten, vanochtend geplukt.",
      state: "published",
      priceAmount: 350,
      priceCurrency: "EUR",
      currentStock: 10,
      lat: place.lat,
      lng: place.lng,
      ...columns,
      category,
      publicData: fullPublicData,
    })
    .returning();
  return listing!;
}

export type ListingImageInput = {
  listingId: string | null;
  ownerId: string;
  kind: IllustrationKind;
  seed: number;
  position?: number;
  createdAt?: Date;
};

/** Draws an illustration, stores its variants and inserts the `listing_images` row. */
export async function createListingImage(
  db: Inserter,
  store: ImageStore,
  input: ListingImageInput,
): Promise<ListingImage> {
  const id = randomUUID();
  const storageKey = `listings/${id}`;
  const source = await renderIllustration(input.kind, input.seed);
  const { width, height, variants } = await makeListingVariants(source, store, storageKey);
  const [image] = await db
    .insert(listingImages)
    .values({
      id,
      listingId: input.listingId,
      ownerId: input.ownerId,
      position: input.position ?? 0,
      storageKey,
      width,
      height,
      variants,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return image!;
}
