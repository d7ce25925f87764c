import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import { listingPath } from "#modules/listings";
import { useT } from "~/hooks/use-t";
import { CloseIcon } from "../ui/icons";
import { type MarkerGroup, markerPrice } from "./map-markers";
import styles from "./search-map.module.css";

/**
 * The small card a marker opens: title, price and a link for one listing, a list for a spot
 * with several. Focus moves into it; Escape or the close button hands focus back to the marker.
 */
export function MapListingCard({
  id,
  group,
  onClose,
}: {
  id: string;
  group: MarkerGroup;
  onClose: (refocus: boolean) => void;
}) {
  const t = useT();
  const firstLink = useRef<HTMLAnchorElement>(null);
  const headingId = `${id}-heading`;

  // Each newly opened card takes focus; the key is what changes between markers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus on another group only
  useEffect(() => {
    firstLink.current?.focus({ preventScroll: true });
  }, [group.key]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose(true);
    }
  };
  const single = group.listings.length === 1 ? group.listings[0] : undefined;

  return (
    <section id={id} aria-labelledby={headingId} className={styles.card} onKeyDown={onKeyDown}>
      {single ? (
        <>
          <h2 id={headingId} className={styles.cardTitle}>
            <Link ref={firstLink} to={listingPath(single)} className={styles.cardLink}>
              {single.title}
            </Link>
          </h2>
          <p className={styles.cardPrice}>{markerPrice(single) ?? ""}</p>
        </>
      ) : (
        <>
          <h2 id={headingId} className={styles.cardTitle}>
            {t("SearchMap.groupTitle", { count: group.listings.length })}
          </h2>
          <ul className={styles.cardList}>
            {group.listings.map((listing, i) => (
              <li key={listing.id}>
                <Link
                  ref={i === 0 ? firstLink : undefined}
                  to={listingPath(listing)}
                  className={styles.cardLink}
                >
                  {listing.title}
                </Link>
                <span className={styles.cardPrice}>{markerPrice(listing) ?? ""}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        className={styles.cardClose}
        aria-label={t("Modal.close")}
        onClick={() => onClose(true)}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </section>
  );
}
