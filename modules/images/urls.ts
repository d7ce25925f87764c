import {
  type ImageVariants,
  LISTING_VARIANTS,
  PROFILE_VARIANTS,
  type VariantFormat,
} from "./variant-specs";

/**
 * Image URLs, client-safe. `baseUrl` is `publicConfig().imageBaseUrl`: `/images`
 * for disk storage (served by server/app.ts), or the bucket's or CDN's public
 * URL for S3. A variant lives at `<baseUrl>/<storageKey>/<variant>.<format>`.
 */
export function imageUrl(
  baseUrl: string,
  storageKey: string,
  variant: string,
  format: VariantFormat = "webp",
): string {
  return `${baseUrl.replace(/\/+$/, "")}/${storageKey}/${variant}.${format}`;
}

/** `{ "square-small": url, … }` for every variant the row says was written in `format`. */
export function variantUrls(
  baseUrl: string,
  storageKey: string,
  variants: ImageVariants,
  format: VariantFormat = "webp",
): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, variant] of Object.entries(variants)) {
    if (variant.formats.includes(format)) urls[name] = imageUrl(baseUrl, storageKey, name, format);
  }
  return urls;
}

/** `url 400w, url 800w`; equal widths (a small photo's capped variants) appear once. */
export function srcSet(entries: ReadonlyArray<{ url: string; width: number }>): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const { url, width } of [...entries].sort((a, b) => a.width - b.width)) {
    if (seen.has(width)) continue;
    seen.add(width);
    parts.push(`${url} ${width}w`);
  }
  return parts.join(", ");
}

const NOMINAL_WIDTHS = new Map(
  [...LISTING_VARIANTS, ...PROFILE_VARIANTS].map((v) => [v.name, v.width] as const),
);

export type ResponsiveImage = {
  /** `<source type="image/webp" srcSet sizes>` */
  source: { type: "image/webp"; srcSet: string; sizes: string };
  /** `<img src srcSet sizes>`: the JPEG fallback. */
  img: { src: string; srcSet: string; sizes: string };
};

/**
 * Props for a `<picture>`: a WebP `<source>` and a JPEG `<img>` over the named
 * variants. With the row's `variants` the real widths are used (and variants
 * the row lacks are skipped); without it, the nominal widths of the specs.
 * The `<img src>` is the first variant named.
 */
export function responsiveImage(options: {
  baseUrl: string;
  storageKey: string;
  names: readonly string[];
  sizes: string;
  variants?: ImageVariants;
}): ResponsiveImage {
  const { baseUrl, storageKey, names, sizes, variants } = options;
  const present = variants ? names.filter((n) => variants[n]) : names;
  const width = (name: string) => variants?.[name]?.width ?? NOMINAL_WIDTHS.get(name) ?? 0;
  const entries = (format: VariantFormat) =>
    present.map((name) => ({
      url: imageUrl(baseUrl, storageKey, name, format),
      width: width(name),
    }));
  const first = present[0] ?? names[0] ?? "";
  return {
    source: { type: "image/webp", srcSet: srcSet(entries("webp")), sizes },
    img: {
      src: imageUrl(baseUrl, storageKey, first, "jpg"),
      srcSet: srcSet(entries("jpg")),
      sizes,
    },
  };
}
