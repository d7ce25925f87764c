import { preload } from "react-dom";
import { Link } from "react-router";
import { imageUrl } from "#modules/images";
import { isUnit, type ListingCardView, listingPath, pricePerKg } from "#modules/listings";
import { formatPrice, UnsupportedCurrencyError } from "#modules/money";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { PinIcon } from "../ui/icons";
import { ViewportTitle } from "../ui/viewport-title";
import styles from "./listing-card.module.css";

function PriceLabel({
  amount,
  currency,
  unit,
}: {
  amount: number | null;
  currency: string | null;
  unit: string | null;
}) {
  const t = useT();
  if (amount === null || currency === null) return null;
  let price: string;
  try {
    price = formatPrice({ amount, currency });
  } catch (error) {
    if (error instanceof UnsupportedCurrencyError)
      return <span>{t("Money.unsupportedCurrency", { currency })}</span>;
    throw error;
  }
  if (amount === 0) return <span className={styles.free}>{price}</span>;
  // A price per 100 gram, gram or pond also as a price per kilo: what the price sort compares.
  const perKg = unit === "perKg" ? null : pricePerKg(amount, unit);
  return (
    <>
      <span className={styles.price}>{price}</span>
      {isUnit(unit) ? <span className={styles.unit}> {t(`Units.${unit}`)}</span> : null}
      {perKg !== null ? (
        <span className={styles.unitPrice}>
          {formatPrice({ amount: perKg, currency })} {t("Units.perKg")}
        </span>
      ) : null}
    </>
  );
}

const CARD_IMAGE_SIZES = "(max-width: 560px) 50vw, (max-width: 1024px) 33vw, 280px";

/** Image, title, price per unit and place; links to the listing page. */
export function ListingCard({
  listing,
  priority = false,
  preloadImage = false,
  headingLevel = 3,
}: {
  listing: ListingCardView;
  priority?: boolean;
  /** Preload the image from <head>, before the scripts: the card that is the largest paint. */
  preloadImage?: boolean;
  /** The card's title level, one below the section heading it sits under. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Disk storage serves /images; S3 storage serves from the bucket or CDN (public config).
  const imageBaseUrl = useRootData()?.config.imageBaseUrl ?? "/images";
  const src = (variant: string, ext: string) =>
    imageUrl(imageBaseUrl, listing.image?.storageKey ?? "", variant, ext as "webp" | "jpg");
  const webpSrcSet = `${src("listing-card", "webp")} 400w, ${src("listing-card-2x", "webp")} 800w`;
  if (preloadImage && listing.image) {
    // React hoists this into <head>, ahead of the scripts (it does not preload an <img> inside
    // <picture> by itself). Only the first row: more preloads share the bandwidth with it.
    preload(src("listing-card", "webp"), {
      as: "image",
      imageSrcSet: webpSrcSet,
      imageSizes: CARD_IMAGE_SIZES,
      fetchPriority: "high",
      type: "image/webp",
    });
  }
  return (
    <article className={styles.card}>
      <Link to={listingPath(listing)} className={styles.link}>
        <div className={styles.imageWrap}>
          {listing.image ? (
            <picture>
              <source type="image/webp" srcSet={webpSrcSet} sizes={CARD_IMAGE_SIZES} />
              <img
                src={src("listing-card", "jpg")}
                srcSet={`${src("listing-card", "jpg")} 400w, ${src("listing-card-2x", "jpg")} 800w`}
                sizes={CARD_IMAGE_SIZES}
                alt=""
                width={400}
                height={400}
                loading={priority ? "eager" : "lazy"}
                // The first cards hold the largest paint on a phone (Lighthouse: LCP discovery).
                fetchPriority={priority ? "high" : undefined}
                decoding="async"
                className={styles.image}
              />
            </picture>
          ) : (
            <div className={styles.placeholder} />
          )}
        </div>
        <div className={styles.body}>
          <Heading className={styles.title}>
            <ViewportTitle title={listing.title} />
          </Heading>
          <p className={styles.priceRow}>
            <PriceLabel
              amount={listing.priceAmount}
              currency={listing.priceCurrency}
              unit={listing.unit}
            />
          </p>
          {listing.place ? (
            <p className={styles.place}>
              <PinIcon width={14} height={14} />
              {listing.place}
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
