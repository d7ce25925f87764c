import { type ImageVariants, imageUrl } from "#modules/images";

// Scaled variants keep the photo's shape; the square card crops are the fallback.
// The first name present is the <img src> of browsers without srcset support.
const SCALED = ["scaled-medium", "scaled-small", "scaled-large", "scaled-xlarge"] as const;
const SQUARE = ["listing-card-2x", "listing-card", "listing-card-4x"] as const;

/** The variants a gallery photo is offered in: the scaled ones if any exist, else the card squares. */
export function galleryVariantNames(variants: ImageVariants): string[] {
  const scaled = SCALED.filter((name) => variants[name]);
  return scaled.length > 0 ? scaled : SQUARE.filter((name) => variants[name]);
}

/** The thumbnail variants (square crops) of a photo, smallest first. */
export function thumbnailVariantNames(variants: ImageVariants): string[] {
  const names = ["square-small", "square-small2x", "listing-card"].filter((name) => variants[name]);
  return names.length > 0 ? names : galleryVariantNames(variants);
}

/**
 * The share image of a listing (og:image): the first photo's 1200×630
 * `facebook` variant, else its `listing-card-2x`. Absolute, as crawlers need.
 */
export function shareImage(
  image: { storageKey: string; variants: ImageVariants } | undefined,
  imageBaseUrl: string,
  appUrl: string,
): { url: string; width: number; height: number } | undefined {
  if (!image) return undefined;
  const name = ["facebook", "listing-card-2x"].find((n) => image.variants[n]);
  if (!name) return undefined;
  const variant = image.variants[name]!;
  const format = variant.formats.includes("jpg") ? "jpg" : "webp";
  return {
    url: new URL(imageUrl(imageBaseUrl, image.storageKey, name, format), appUrl).toString(),
    width: variant.width,
    height: variant.height,
  };
}
