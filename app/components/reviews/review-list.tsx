import { Link } from "react-router";
import { authorDisplay } from "#modules/listings";
import type { ReviewView } from "#modules/reviews";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { useRootData } from "~/root-data";
import { UserAvatar } from "../profile/user-avatar";
import { ratingSummary } from "./rating";
import { RatingStars } from "./rating-stars";
import styles from "./reviews.module.css";

/** "4,3 ★★★★½ · 3 reviews", or nothing without reviews. */
export function RatingSummary({ reviews }: { reviews: ReadonlyArray<{ rating: number }> }) {
  const t = useT();
  const intl = useIntl();
  const { count, average } = ratingSummary(reviews);
  if (average === null) return null;
  return (
    <p className={styles.summary}>
      <span className={styles.average}>
        {intl.formatNumber(average, { maximumFractionDigits: 1 })}
      </span>
      <RatingStars rating={average} />
      <span className={styles.count}>{t("Reviews.count", { count })}</span>
    </p>
  );
}

/** What a review shows: pages may send no more than this. */
export type ShownReview = Pick<ReviewView, "id" | "rating" | "content" | "createdAt" | "author">;

function ReviewItem({ review }: { review: ShownReview }) {
  const t = useT();
  const intl = useIntl();
  const imageBaseUrl = useRootData()?.config.imageBaseUrl ?? "/images";
  const display = authorDisplay(review.author);
  return (
    <li className={styles.review}>
      <UserAvatar user={review.author} imageBaseUrl={imageBaseUrl} size="sm" />
      <div className={styles.reviewBody}>
        <p className={styles.reviewMeta}>
          {display.kind === "active" ? (
            <Link to={`/u/${review.author.id}`} className={styles.author}>
              {display.name}
            </Link>
          ) : (
            <span className={styles.author}>
              {display.kind === "banned"
                ? t("UserDisplay.bannedUser")
                : t("UserDisplay.deletedUser")}
            </span>
          )}
          <time dateTime={review.createdAt} className={styles.date}>
            {intl.formatDate(review.createdAt, { dateStyle: "long", timeZone: "Europe/Amsterdam" })}
          </time>
        </p>
        <RatingStars rating={review.rating} size={16} />
        <p className={styles.content}>{review.content}</p>
      </div>
    </li>
  );
}

/** Public reviews, newest first; a friendly line when there are none. */
export function ReviewList({ reviews, emptyText }: { reviews: ShownReview[]; emptyText: string }) {
  if (reviews.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}
