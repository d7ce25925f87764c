import { Form } from "react-router";
import { useT } from "~/hooks/use-t";
import { PinIcon, SearchIcon } from "../ui/icons";
import styles from "./topbar.module.css";

/**
 * Keyword and place search. A plain GET form to /s so it works before
 * hydration; place suggestions (bounds, origin) come with the geocoder.
 */
export function TopbarSearchForm({
  idPrefix,
  autoFocus,
}: {
  idPrefix: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      action="/s"
      role="search"
      className={styles.searchForm}
      aria-label={t("Topbar.searchLabel")}
    >
      <label className={styles.searchField}>
        <SearchIcon className={styles.searchIcon} />
        <span className="visually-hidden">{t("Topbar.keywordsLabel")}</span>
        <input
          id={`${idPrefix}-keywords`}
          name="keywords"
          type="search"
          placeholder={t("Topbar.keywordsPlaceholder")}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the mobile search modal exists only to type a query
          autoFocus={autoFocus}
        />
      </label>
      <label className={`${styles.searchField} ${styles.locationField}`}>
        <PinIcon className={styles.searchIcon} />
        <span className="visually-hidden">{t("Topbar.locationLabel")}</span>
        <input
          id={`${idPrefix}-address`}
          name="address"
          type="text"
          placeholder={t("Topbar.locationPlaceholder")}
        />
      </label>
      <button type="submit" className={styles.searchSubmit}>
        <span>{t("Topbar.searchButton")}</span>
      </button>
    </Form>
  );
}
