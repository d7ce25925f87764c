import { useId, useState } from "react";
import { useT } from "~/hooks/use-t";
import styles from "./star-rating-input.module.css";

const STAR = "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z";

/**
 * Rating 1 to 5 as a radio group (spec §5): a fieldset with a legend, five real radio inputs
 * that the arrow keys move through, each labelled "3 sterren"; the stars up to the chosen (or
 * hovered) one are filled. Without JavaScript the radios still post `rating`.
 */
export function StarRatingInput({
  name,
  legend,
  defaultValue,
  error,
}: {
  name: string;
  legend: string;
  defaultValue?: number;
  error?: string | null;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? 0);
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews the choice */}
      <div className={styles.stars} onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={styles.option}>
            <input
              type="radio"
              id={`${id}-${n}`}
              name={name}
              value={n}
              defaultChecked={defaultValue === n}
              onChange={() => setValue(n)}
              className={styles.radio}
            />
            <label
              htmlFor={`${id}-${n}`}
              className={`${styles.star} ${n <= shown ? styles.filled : ""}`}
              onMouseEnter={() => setHover(n)}
            >
              <svg width={36} height={36} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={STAR}
                  stroke="currentColor"
                  strokeWidth={1.5}
                  strokeLinejoin="round"
                  fill={n <= shown ? "currentColor" : "none"}
                />
              </svg>
              <span className="visually-hidden">{t("ReviewForm.star", { count: n })}</span>
            </label>
          </span>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
