import { useId } from "react";
import { useT } from "~/hooks/use-t";
import { starFills } from "./rating";
import styles from "./reviews.module.css";

const STAR = "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z";

/** Five stars, read out as "Rated 4 out of 5". */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const t = useT();
  const gradientId = useId();
  const classes = { full: styles.starFull, half: styles.starHalf, empty: styles.starEmpty };
  return (
    <span className={styles.stars} role="img" aria-label={t("Reviews.ratingLabel", { rating })}>
      {starFills(rating).map((fill, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={i}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={classes[fill]}
        >
          {fill === "half" ? (
            <defs>
              <linearGradient id={gradientId}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
          ) : null}
          <path
            d={STAR}
            fill={
              fill === "full" ? "currentColor" : fill === "half" ? `url(#${gradientId})` : "none"
            }
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
