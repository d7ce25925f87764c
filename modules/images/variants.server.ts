import sharp from "sharp";
import type { ImageStore } from "./storage.server";

/** Variant names as stored in `listing_images.variants`; files are `<prefix>/<name>.<format>`. */
export const VARIANT_NAMES = ["listing-card", "listing-card-2x", "scaled-medium"] as const;
export type VariantName = (typeof VARIANT_NAMES)[number];

export const VARIANT_FORMATS = ["webp", "jpg"] as const;

export type ImageVariants = Record<string, { width: number; height: number; formats: string[] }>;
export type ListingVariantsResult = { width: number; height: number; variants: ImageVariants };

// Square crops fill the card grid; scaled-medium keeps the aspect ratio for the listing page.
const SPECS: Record<VariantName, { width: number; height?: number }> = {
  "listing-card": { width: 400, height: 400 },
  "listing-card-2x": { width: 800, height: 800 },
  "scaled-medium": { width: 750 },
};

// Refuse decompression bombs before decoding: 100 MP is well above any phone camera.
const LIMIT_INPUT_PIXELS = 100_000_000;

/**
 * Writes the listing image variants for `input` under `keyPrefix` and returns
 * the row data for `listing_images`. Orientation comes from EXIF and is baked
 * into the pixels; sharp drops all other metadata (GPS!) unless told otherwise.
 */
export async function makeListingVariants(
  input: Buffer,
  store: ImageStore,
  keyPrefix: string,
): Promise<ListingVariantsResult> {
  const source = sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS, autoOrient: true });
  const meta = await source.metadata();
  const { width, height } = meta.autoOrient;

  const variants: ImageVariants = {};
  // Sequential on purpose: libvips already uses every core per image, and the
  // seed runs several images side by side.
  for (const name of VARIANT_NAMES) {
    const spec = SPECS[name];
    const resized = source.clone().resize({
      width: spec.width,
      height: spec.height,
      fit: "cover",
      // Only the aspect-preserving variant must not upscale small photos.
      withoutEnlargement: spec.height === undefined,
    });
    const webp = await resized.clone().webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
    const jpg = await resized
      .clone()
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    await Promise.all([
      store.put(`${keyPrefix}/${name}.webp`, webp.data),
      store.put(`${keyPrefix}/${name}.jpg`, jpg),
    ]);
    variants[name] = {
      width: webp.info.width,
      height: webp.info.height,
      formats: [...VARIANT_FORMATS],
    };
  }
  return { width, height, variants };
}
