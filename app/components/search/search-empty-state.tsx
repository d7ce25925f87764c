import { ButtonLink } from "~/components/ui/button";
import { SproutIcon } from "~/components/ui/icons";
import { useT } from "~/hooks/use-t";
import styles from "./search.module.css";
import { SEARCH_PATH } from "./search-query";

/** Nothing matched: tips, and a way back to every listing when the search was narrowed. */
export function SearchEmptyState({ filtered }: { filtered: boolean }) {
  const t = useT();
  return (
    <section className={styles.empty} aria-labelledby="search-empty-title">
      <SproutIcon width={48} height={48} className={styles.emptyIcon} />
      <h2 id="search-empty-title">{t("SearchPage.noResults")}</h2>
      <p>{t("SearchPage.noResultsText")}</p>
      <ul className={styles.emptyList}>
        <li>{t("SearchPage.noResultsTipSpelling")}</li>
        <li>{t("SearchPage.noResultsTipFilters")}</li>
        <li>{t("SearchPage.noResultsTipAddress")}</li>
      </ul>
      {filtered ? (
        <ButtonLink to={SEARCH_PATH} variant="accent">
          {t("SearchPage.clearFilters")}
        </ButtonLink>
      ) : null}
    </section>
  );
}
