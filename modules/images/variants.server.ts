import sharp, { type Metadata, type Sharp } from "sharp";
import { imageTooManyPixels, imageUnreadable } from "./errors";
import { MAX_INPUT_PIXELS } from "./limits";
import { sniffImageType } from "./sniff";
import type { ImageStore } from "./storage.server";
import {
  type ImageVariants,
  LISTING_VARIANT_NAMES,
  LISTING_VARIANTS,
  levelFor,
  PROFILE_VARIANTS,
  planLevels,
  VARIANT_FORMATS,
  type VariantSpec,
  variantSize,
} from "./variant-specs";

/** Variant names as stored in `listing_images.variants`; files are `<prefix>/<name>.<format>`. */
export const VARIANT_NAMES = LISTING_VARIANT_NAMES;
export { type ImageVariants, VARIANT_FORMATS };

export type VariantsResult = { width: number; height: number; variants: ImageVariants };
export type ListingVariantsResult = VariantsResult;

// Encoder settings, measured with `npm run bench:images` (12 MP photo, 2 cores). WebP effort
// buys little past 2 on photos: on an 800×800 crop effort 4 costs ~65 ms for 62 KB, effort 2
// ~40 ms for 65 KB; on a 2400×2400 crop effort 4 ~500 ms, effort 0 ~110 ms for ~15% more
// bytes. The small variants are the ones served over and over (thumbnails, cards, share
// images) and get the care; the 1600+ px ones, fetched rarely and shown at 2–3 device
// pixels per CSS pixel where artefacts hide, are encoded fast at a slightly lower quality.
// JPEG is the fallback for browsers without WebP: libjpeg-turbo with Huffman optimisation,
// not mozjpeg's trellis quantisation (~8× slower for ~10% fewer bytes).
function encoderSettings(pixels: number) {
  if (pixels <= 300_000)
    return { webp: { quality: 78, effort: 4 }, jpeg: { quality: 80, optimiseCoding: true } };
  if (pixels <= 1_000_000)
    return { webp: { quality: 78, effort: 2 }, jpeg: { quality: 80, optimiseCoding: true } };
  return { webp: { quality: 74, effort: 0 }, jpeg: { quality: 75, optimiseCoding: true } };
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

const fromRaw = (raw: Raw): Sharp =>
  sharp(raw.data, {
    raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels },
  });

async function toRaw(pipeline: Sharp): Promise<Raw> {
  const { data, info } = await pipeline
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Checks an upload by its bytes and header only: a JPG, GIF or PNG that the
 * decoder can open and that has at most MAX_INPUT_PIXELS pixels. Nothing is
 * decoded yet, so a decompression bomb costs no memory here.
 * Returns the auto-oriented size.
 */
export async function inspectImage(input: Buffer): Promise<{ width: number; height: number }> {
  const type = sniffImageType(input);
  if (!type) throw imageUnreadable();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imageUnreadable();
  }
  // libvips picks its loader by the same magic bytes; a mismatch means a forged header.
  if (meta.format !== type || !meta.width || !meta.height) throw imageUnreadable();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw imageTooManyPixels();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/**
 * Writes every variant of `specs` for `input` under `keyPrefix` (WebP + JPEG
 * each) and returns the row data. The file is decoded once, straight to the
 * largest size any variant needs (JPEG shrink-on-load does the heavy lifting
 * for big photos); smaller variants are cut from downscaled in-memory
 * intermediates (see planLevels), and all encodes run side by side on
 * libuv's thread pool. EXIF orientation is baked into the pixels; every other
 * piece of metadata (EXIF, GPS, XMP, ICC after conversion to sRGB) is dropped.
 * On failure, the files written so far are removed.
 */
export async function makeVariants(
  input: Buffer,
  store: ImageStore,
  keyPrefix: string,
  specs: readonly VariantSpec[],
): Promise<VariantsResult> {
  const { width, height } = await inspectImage(input);
  const sizes = specs.map((spec) => variantSize(spec, width, height));
  const levels = planLevels(sizes.map((s) => s.scale));
  const levelSize = (scale: number) => ({
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  });

  // Each level is a promise, so the big variants start encoding while the smaller levels
  // are still being made.
  const rawLevels: Promise<Raw>[] = [];
  for (const [i, scale] of levels.entries()) {
    const { width: w, height: h } = levelSize(scale);
    const source =
      i === 0
        ? Promise.resolve(
            sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", autoOrient: true }),
          )
        : rawLevels[i - 1]!.then(fromRaw);
    rawLevels.push(
      source
        .then((pipeline) => toRaw(pipeline.resize(w, h, { fit: "fill" })))
        .catch(() => {
          throw imageUnreadable();
        }),
    );
  }

  const written: string[] = [];
  const variants: ImageVariants = {};
  // Biggest first: with more jobs than cores, the long encodes must not be the last to start.
  const order = specs
    .map((spec, i) => ({ spec, size: sizes[i]! }))
    .sort((a, b) => b.size.width * b.size.height - a.size.width * a.size.height);
  const results = await Promise.allSettled(
    order.map(async ({ spec, size }) => {
      const level = await rawLevels[levelFor(levels, size.scale)]!;
      // Resize once; both encoders read the same pixels.
      const resized = await toRaw(
        fromRaw(level).resize(size.width, size.height, { fit: "cover", position: "centre" }),
      );
      const settings = encoderSettings(size.width * size.height);
      await Promise.all(
        VARIANT_FORMATS.map(async (format) => {
          const pixels = fromRaw(resized);
          const data = await (format === "webp"
            ? pixels.webp(settings.webp)
            : pixels.flatten({ background: "#ffffff" }).jpeg(settings.jpeg)
          ).toBuffer();
          const key = `${keyPrefix}/${spec.name}.${format}`;
          await store.put(key, data);
          written.push(key);
        }),
      );
      variants[spec.name] = {
        width: size.width,
        height: size.height,
        formats: [...VARIANT_FORMATS],
      };
    }),
  );
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    // Every job has settled, so nothing is written after this clean-up.
    await store.delete(written).catch(() => {});
    throw failed.reason;
  }
  // Keep the spec order in the stored JSON, whatever order the encodes finished in.
  const ordered: ImageVariants = {};
  for (const spec of specs) ordered[spec.name] = variants[spec.name]!;
  return { width, height, variants: ordered };
}

/** All listing variants (spec §3/§9). Used by uploads and by the demo seed. */
export function makeListingVariants(
  input: Buffer,
  store: ImageStore,
  keyPrefix: string,
): Promise<VariantsResult> {
  return makeVariants(input, store, keyPrefix, LISTING_VARIANTS);
}

/** Profile picture crops. */
export function makeProfileVariants(
  input: Buffer,
  store: ImageStore,
  keyPrefix: string,
): Promise<VariantsResult> {
  return makeVariants(input, store, keyPrefix, PROFILE_VARIANTS);
}
