import { MAX_VARIANT_SIDE } from "./limits";

/**
 * A stored size of an image (spec §3/§9). `cover` fills the box exactly and
 * crops the rest (centre); `inside` keeps the aspect ratio within the box.
 * `upscale: false` never makes more pixels than the source has: a cover box
 * then shrinks as a whole (a square stays square), an inside box stops at 1:1.
 */
export type VariantSpec = {
  name: string;
  fit: "cover" | "inside";
  width: number;
  height: number;
  upscale: boolean;
};

const square = (name: string, side: number, upscale: boolean): VariantSpec => ({
  name,
  fit: "cover",
  width: side,
  height: side,
  upscale,
});
// Scaled variants are named by width; the height bound keeps very tall images under the cap.
const scaled = (name: string, width: number): VariantSpec => ({
  name,
  fit: "inside",
  width,
  height: MAX_VARIANT_SIDE,
  upscale: false,
});

/**
 * Listing photos. The small squares and the share images are always their
 * exact size (cards, thumbnails and og:image tags rely on it); the large
 * squares and the scaled ones never upscale a small photo.
 */
export const LISTING_VARIANTS: readonly VariantSpec[] = [
  square("square-small", 240, true),
  square("square-small2x", 480, true),
  square("listing-card", 400, true),
  square("listing-card-2x", 800, true),
  square("listing-card-4x", 1600, false),
  square("listing-card-6x", 2400, false),
  scaled("scaled-small", 320),
  scaled("scaled-medium", 750),
  scaled("scaled-large", 1024),
  scaled("scaled-xlarge", 2400),
  { name: "facebook", fit: "cover", width: 1200, height: 630, upscale: true },
  { name: "twitter", fit: "cover", width: 600, height: 314, upscale: true },
];

/** Profile pictures: 40×40 and 80×80 crops (spec §3), plus 240/480 for the profile page. */
export const PROFILE_VARIANTS: readonly VariantSpec[] = [
  square("square-xsmall", 40, true),
  square("square-xsmall2x", 80, true),
  square("square-small", 240, true),
  square("square-small2x", 480, false),
];

export const LISTING_VARIANT_NAMES = LISTING_VARIANTS.map((v) => v.name);
export const PROFILE_VARIANT_NAMES = PROFILE_VARIANTS.map((v) => v.name);

/** Formats written for every variant: WebP first, JPEG as the fallback every browser reads. */
export const VARIANT_FORMATS = ["webp", "jpg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** `listing_images.variants` / `profile_images.variants`: what was actually written. */
export type ImageVariants = Record<string, { width: number; height: number; formats: string[] }>;

export type VariantSize = {
  width: number;
  height: number;
  /** Resize factor from the (auto-oriented) source, at most 1 unless the variant upscales. */
  scale: number;
};

const clampSide = (n: number) => Math.max(1, Math.min(MAX_VARIANT_SIDE, Math.round(n)));

/** The output size of `spec` for a source of `sourceWidth`×`sourceHeight` pixels. */
export function variantSize(
  spec: VariantSpec,
  sourceWidth: number,
  sourceHeight: number,
): VariantSize {
  if (spec.fit === "cover") {
    const scale = Math.max(spec.width / sourceWidth, spec.height / sourceHeight);
    if (scale <= 1 || spec.upscale) {
      return { width: clampSide(spec.width), height: clampSide(spec.height), scale };
    }
    // The box is bigger than the source: shrink the box until it fits, keeping its shape.
    return {
      width: clampSide(Math.min(sourceWidth, spec.width / scale)),
      height: clampSide(Math.min(sourceHeight, spec.height / scale)),
      scale: 1,
    };
  }
  let scale = Math.min(spec.width / sourceWidth, spec.height / sourceHeight);
  if (!spec.upscale) scale = Math.min(scale, 1);
  return {
    width: clampSide(sourceWidth * scale),
    height: clampSide(sourceHeight * scale),
    scale,
  };
}

/**
 * Resize levels for one decode. The first level is the largest size any
 * variant needs (decoded straight from the file, so JPEG shrink-on-load
 * applies); each next level is made from the previous one once a variant
 * needs less than `1 / ratio` of it. Every variant is then cut from the
 * smallest level at least its own size, so no resize reads many more pixels
 * than it writes.
 */
export function planLevels(scales: readonly number[], ratio = 2): number[] {
  const sorted = [...scales].map((s) => Math.min(1, s)).sort((a, b) => b - a);
  const levels: number[] = [];
  for (const scale of sorted) {
    const last = levels.at(-1);
    if (last === undefined || scale * ratio < last) levels.push(scale);
  }
  return levels;
}

/** Index of the smallest level that is at least `scale`. Levels are sorted largest first. */
export function levelFor(levels: readonly number[], scale: number): number {
  let index = 0;
  for (let i = 0; i < levels.length; i++) if (levels[i]! >= Math.min(1, scale)) index = i;
  return index;
}
