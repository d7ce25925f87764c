import { useEffect } from "react";
import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import styles from "./owner-notices.module.css";

/** The query parameter the wizard adds when it sends a just-published listing to its page. */
export const PUBLISHED_PARAM = "published";

/**
 * Tells the grower the listing went live, right where the wizard left them. The parameter
 * leaves the address bar at once, so a reload or a shared link does not say it again.
 */
export function PublishedNotice() {
  const t = useT();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(PUBLISHED_PARAM)) return;
    url.searchParams.delete(PUBLISHED_PARAM);
    // The router's own state stays: only the visible address changes, no new navigation.
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return (
    <div className={styles.publishedNotice} role="status">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <p className={styles.stateTitle}>{t("ListingPage.publishedTitle")}</p>
        <p>{t("ListingPage.publishedText")}</p>
      </div>
      <Link to="/listings" className={styles.publishedLink}>
        {t("ListingPage.publishedToListings")}
      </Link>
    </div>
  );
}
