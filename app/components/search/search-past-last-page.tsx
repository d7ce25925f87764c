import { ButtonLink } from "~/components/ui/button";
import { SproutIcon } from "~/components/ui/icons";
import { useT } from "~/hooks/use-t";
import styles from "./search.module.css";
import { searchPageHref } from "./search-query";

/** A page number past the last page (an old link, a hand-edited URL): say so, and go back. */
export function SearchPastLastPage({
  page,
  totalPages,
  search,
}: {
  page: number;
  totalPages: number;
  search: URLSearchParams;
}) {
  const t = useT();
  return (
    <section className={styles.empty} aria-labelledby="search-past-end-title">
      <SproutIcon width={48} height={48} className={styles.emptyIcon} />
      <h2 id="search-past-end-title">{t("SearchPage.pastLastPage")}</h2>
      <p>{t("SearchPage.pastLastPageText", { page, totalPages })}</p>
      <ButtonLink to={searchPageHref(search, totalPages)} variant="accent">
        {t("SearchPage.toLastPage", { page: totalPages })}
      </ButtonLink>
    </section>
  );
}

/** Whether the page asked for lies past the last page of results that do exist. */
export function isPastLastPage(pagination: { page: number; totalPages: number }): boolean {
  return pagination.totalPages > 0 && pagination.page > pagination.totalPages;
}
