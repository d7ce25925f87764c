import { type ImageVariants, responsiveImage } from "#modules/images";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import styles from "./gallery.module.css";
import { galleryVariantNames } from "./listing-images";

export type GalleryImage = { id: string; storageKey: string; variants: ImageVariants };

// The first photo fills the main column (or the whole width in the full-image
// layout); the others share a two-column row below it. Phones swipe through all.
const SIZES = {
  default: { first: "(max-width: 1023px) 100vw, 760px", rest: "(max-width: 1023px) 100vw, 380px" },
  "full-image": { first: "100vw", rest: "(max-width: 1023px) 100vw, 600px" },
} as const;

function Photo({
  image,
  alt,
  sizes,
  priority,
}: {
  image: GalleryImage;
  alt: string;
  sizes: string;
  priority: boolean;
}) {
  const imageBaseUrl = useRootData()?.config.imageBaseUrl ?? "/images";
  const names = galleryVariantNames(image.variants);
  const picture = responsiveImage({
    baseUrl: imageBaseUrl,
    storageKey: image.storageKey,
    names,
    sizes,
    variants: image.variants,
  });
  const first = image.variants[names[0] ?? ""];
  return (
    <picture>
      <source {...picture.source} />
      <img
        {...picture.img}
        alt={alt}
        width={first?.width}
        height={first?.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={styles.image}
      />
    </picture>
  );
}

/** Every photo of the listing; alt text "{title} — photo N". */
export function Gallery({
  images,
  title,
  layout,
}: {
  images: GalleryImage[];
  title: string;
  layout: "default" | "full-image";
}) {
  const t = useT();
  if (images.length === 0) {
    return (
      <div className={`${styles.gallery} ${layout === "full-image" ? styles.fullImage : ""}`}>
        <div className={styles.placeholder}>
          <p>{t("ListingPage.noPhotos")}</p>
        </div>
      </div>
    );
  }
  return (
    <section
      className={`${styles.gallery} ${layout === "full-image" ? styles.fullImage : ""}`}
      aria-label={t("ListingPage.photosLabel", { count: images.length })}
    >
      <ul className={styles.track}>
        {images.map((image, i) => (
          <li key={image.id} className={i === 0 ? styles.first : styles.item}>
            <Photo
              image={image}
              alt={t("ListingPage.photoAlt", { title, number: i + 1 })}
              sizes={i === 0 ? SIZES[layout].first : SIZES[layout].rest}
              priority={i === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
