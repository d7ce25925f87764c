import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import { PinIcon } from "../ui/icons";
import { categoryOf } from "./listing-details";
import styles from "./listing-page.module.css";
import { ListingPrice } from "./listing-price";
import { LongWordText } from "./long-word-text";

/** Category, title (long words broken, spec §9), price per unit and place. */
export function ListingHeader({
  listing,
}: {
  listing: {
    title: string;
    category: string | null;
    price: { amount: number; currency: string } | null;
    unit: string | null;
    place: string | null;
    state: string;
  };
}) {
  const t = useT();
  const category = categoryOf(listing.category);
  return (
    <header className={styles.header}>
      {category ? (
        <Link to={`/s?pub_category=${category.id}`} className={styles.eyebrow}>
          {t(`Categories.${category.key}`)}
        </Link>
      ) : null}
      <h1 id="listing-title" className={styles.title}>
        <LongWordText text={listing.title} />
      </h1>
      <div className={styles.headerMeta}>
        <ListingPrice price={listing.price} unit={listing.unit} size="lg" />
        {listing.place ? (
          <span className={styles.place}>
            <PinIcon width={16} height={16} />
            {listing.place}
          </span>
        ) : null}
        {listing.state === "closed" ? (
          <span className={styles.closedBadge}>{t("ListingPage.closedBadge")}</span>
        ) : null}
      </div>
    </header>
  );
}
