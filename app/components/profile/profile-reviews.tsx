import type { ReviewView } from "#modules/reviews";
import { useT } from "~/hooks/use-t";
import { RatingSummary, ReviewList } from "../reviews/review-list";
import { FormError } from "../ui/field";
import styles from "./profile.module.css";

/**
 * Reviews about the user as a seller and as a buyer, each with count and average; or spec §8's
 * 'Loading reviews failed.' when they could not be loaded.
 */
export function ProfileReviews({
  asProvider,
  asCustomer,
  error,
}: {
  asProvider: ReviewView[];
  asCustomer: ReviewView[];
  error?: string | null;
}) {
  const t = useT();
  const groups = [
    {
      id: "reviews-provider",
      title: t("ProfilePage.reviewsAsProvider", { count: asProvider.length }),
      reviews: asProvider,
      empty: t("Reviews.none"),
    },
    {
      id: "reviews-customer",
      title: t("ProfilePage.reviewsAsCustomer", { count: asCustomer.length }),
      reviews: asCustomer,
      empty: t("Reviews.none"),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="profile-reviews">
      <h2 id="profile-reviews">{t("ProfilePage.reviewsTitle")}</h2>
      {error ? (
        <FormError>{t(error)}</FormError>
      ) : (
        <div className={styles.reviewGroups}>
          {groups.map((group) => (
            <section key={group.id} className={styles.panel} aria-labelledby={group.id}>
              <h3 id={group.id}>{group.title}</h3>
              <RatingSummary reviews={group.reviews} />
              <ReviewList reviews={group.reviews} emptyText={group.empty} />
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
