import { Form } from "react-router";
import { useT } from "~/hooks/use-t";
import { PinIcon, SearchIcon } from "../ui/icons";
import styles from "./search.module.css";
import { HEADER_PARAMS, otherParams, SEARCH_PATH } from "./search-query";
import type { SearchFilters } from "./search-types";

/** Keyword and address fields; a GET form to /s that keeps the filters as hidden inputs. */
export function SearchHeader({
  filters,
  search,
}: {
  filters: SearchFilters;
  search: URLSearchParams;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label={t("SearchPage.searchFormLabel")}
      className={styles.headerForm}
    >
      {otherParams(search, HEADER_PARAMS).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.headerField}>
        <span className={styles.headerLabel}>{t("SearchPage.keywordsLabel")}</span>
        <span className={styles.headerInputWrap}>
          <SearchIcon className={styles.headerIcon} aria-hidden="true" />
          <input
            name="keywords"
            type="search"
            defaultValue={filters.keywords}
            placeholder={t("Topbar.keywordsPlaceholder")}
            autoComplete="off"
            className={styles.headerInput}
          />
        </span>
      </label>
      <label className={styles.headerField}>
        <span className={styles.headerLabel}>{t("SearchPage.addressLabel")}</span>
        <span className={styles.headerInputWrap}>
          <PinIcon className={styles.headerIcon} aria-hidden="true" />
          <input
            name="address"
            type="text"
            defaultValue={filters.address}
            placeholder={t("Topbar.locationPlaceholder")}
            autoComplete="off"
            className={styles.headerInput}
          />
        </span>
      </label>
      <button type="submit" className={styles.headerSubmit}>
        {t("SearchPage.searchButton")}
      </button>
    </Form>
  );
}
