import { Link } from "react-router";
import { nextPage, paginationLinks, prevPage } from "#modules/urls";
import styles from "./pagination.module.css";

type Props = {
  page: number;
  totalPages: number;
  /** The URL of a page, keeping whatever else the list's URL carries. */
  hrefFor: (page: number) => string;
  labels: { navigation: string; previous: string; next: string };
};

/** First, current ± 1 and last page with gaps (spec §9), plus previous/next. */
export function Pagination({ page, totalPages, hrefFor, labels }: Props) {
  if (totalPages <= 1) return null;
  const prev = prevPage(page, totalPages);
  const next = nextPage(page, totalPages);
  return (
    <nav className={styles.pagination} aria-label={labels.navigation}>
      {prev ? (
        <Link to={hrefFor(prev)} rel="prev" className={styles.pageLink}>
          ‹ <span className="visually-hidden">{labels.previous}</span>
        </Link>
      ) : null}
      {paginationLinks(page, totalPages).map((link) =>
        link.type === "gap" ? (
          <span key={link.key} className={styles.pageGap}>
            …
          </span>
        ) : (
          <Link
            key={link.page}
            to={hrefFor(link.page)}
            className={`${styles.pageLink} ${link.current ? styles.pageCurrent : ""}`}
            aria-current={link.current ? "page" : undefined}
          >
            {link.page}
          </Link>
        ),
      )}
      {next ? (
        <Link to={hrefFor(next)} rel="next" className={styles.pageLink}>
          <span className="visually-hidden">{labels.next}</span> ›
        </Link>
      ) : null}
    </nav>
  );
}
