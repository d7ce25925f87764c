import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import { nextPage, paginationLinks, prevPage } from "../../../modules/urls/pagination";
import styles from "./search.module.css";
import { searchPageHref } from "./search-query";

/** Page links that keep every other search param. */
export function SearchPagination({
  page,
  totalPages,
  search,
}: {
  page: number;
  totalPages: number;
  search: URLSearchParams;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  const prev = prevPage(page, totalPages);
  const next = nextPage(page, totalPages);
  return (
    <nav className={styles.pagination} aria-label={t("SearchPage.pagination")}>
      {prev ? (
        <Link to={searchPageHref(search, prev)} rel="prev" className={styles.pageLink}>
          ‹ <span className="visually-hidden">{t("SearchPage.previousPage")}</span>
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
            to={searchPageHref(search, link.page)}
            className={`${styles.pageLink} ${link.current ? styles.pageCurrent : ""}`}
            aria-current={link.current ? "page" : undefined}
          >
            {link.page}
          </Link>
        ),
      )}
      {next ? (
        <Link to={searchPageHref(search, next)} rel="next" className={styles.pageLink}>
          <span className="visually-hidden">{t("SearchPage.nextPage")}</span> ›
        </Link>
      ) : null}
    </nav>
  );
}
