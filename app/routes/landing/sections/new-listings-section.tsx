import { Link } from "react-router";
import type { ListingCardView } from "#modules/listings";
import { ListingCard } from "~/components/listing-card/listing-card";
import { useT } from "~/hooks/use-t";
import styles from "../landing.module.css";

export function NewListingsSection({ listings }: { listings: ListingCardView[] }) {
  const t = useT();
  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="new-title">
      <div className="container">
        <div className={styles.sectionHeader}>
          <h2 id="new-title" className={styles.sectionTitle}>
            {t("LandingPage.newListingsTitle")}
          </h2>
          <Link to="/s?sort=createdAt">{t("LandingPage.newListingsAll")}</Link>
        </div>
        {listings.length > 0 ? (
          <div className={styles.grid}>
            {listings.map((listing, i) => (
              <ListingCard key={listing.id} listing={listing} priority={i < 2} />
            ))}
          </div>
        ) : (
          <p>{t("LandingPage.noListings")}</p>
        )}
      </div>
    </section>
  );
}
